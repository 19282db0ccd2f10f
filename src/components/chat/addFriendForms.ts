import { applyFriendRequest, FriendSource, searchFriendRequest } from '../../../protocol/friend';
import { z } from '../../../protocol/zodClient';
import type { FieldMessages } from '../account/formMessages';

/**
 * The add-friend forms (§5) as zod schemas over the protocol's requests. Search: by ID, username or
 * phone (a QR picture is searched without the form), the keyword trimmed and checked by
 * `searchFriendRequest` (digits, letters and symbols; digits only for a phone).
 */
export const friendSearchForm = z
  .object({
    source: z.literal([FriendSource.Id, FriendSource.Username, FriendSource.Phone]),
    areaCode: z.string(),
    keyword: z.string(),
  })
  .transform(({ source, areaCode, keyword }): z.input<typeof searchFriendRequest> =>
    source === FriendSource.Phone
      ? { keyword: keyword.trim(), source, areaCode }
      : { keyword: keyword.trim(), source },
  )
  .pipe(searchFriendRequest);

export const SEARCH_FIELDS = {
  source: 'friendKeyword',
  areaCode: 'friendKeyword',
  keyword: 'friendKeyword',
} as const satisfies FieldMessages;

/** The reason sent with a request: optional, trimmed, plain text (its length the input caps). */
export const friendApplyForm = z.object({ reason: applyFriendRequest.shape.reason.unwrap() });

export const APPLY_FIELDS = { reason: 'markup' } as const satisfies FieldMessages;
