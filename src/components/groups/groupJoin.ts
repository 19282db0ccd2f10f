import { ErrorCode } from '../../../protocol/errors';
import type { GroupCard } from '../../../protocol/group';
import { inviteCodeOf } from '../../../protocol/groupConstants';

/**
 * What the join page shows for an invite code: the card to join, or why not. From the card that
 * /group/get/code/info answered, or from the code of its refusal (or of the join call's).
 */
export type JoinView =
  'open' | 'member' | 'pending' | 'dismissed' | 'full' | 'expired' | 'notFound' | 'error';

const BY_CODE: Partial<Record<number, JoinView>> = {
  [ErrorCode.InviteExpired]: 'expired',
  [ErrorCode.GroupFull]: 'full',
  [ErrorCode.GroupGone]: 'dismissed',
  [ErrorCode.GroupNotFound]: 'notFound',
  [ErrorCode.AlreadyInGroup]: 'member',
  [ErrorCode.GroupApplicationPending]: 'pending',
};

/** The view of a refusal: a known group refusal's state, else a plain error. */
export function joinViewOfCode(code: number): JoinView {
  return BY_CODE[code] ?? 'error';
}

/** The view of a card: a member, a request waiting, a dismissed or full group, else open to join. */
export function joinViewOfCard(card: GroupCard): JoinView {
  if (card.isMember) return 'member';
  if (card.status === 'dismissed') return 'dismissed';
  if (card.pendingApplicationID !== null) return 'pending';
  if (card.memberCount >= card.memberMax) return 'full';
  return 'open';
}

/** The invite link's search part as the route keeps it (hash routing: `#/group/join?type&inviter&code`). */
export interface JoinSearch {
  code?: string;
  inviter?: string;
  type?: string;
}

/** Keeps the three strings of an invite link's search and drops anything else. */
export function parseJoinSearch(search: Record<string, unknown>): JoinSearch {
  const text = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined);
  const out: JoinSearch = {};
  const code = text(search.code);
  const inviter = text(search.inviter);
  const type = text(search.type);
  if (code) out.code = code;
  if (inviter) out.inviter = inviter;
  if (type) out.type = type;
  return out;
}

/**
 * The join page's search of an invite link or of the text of its QR code (pasted, scanned), or
 * undefined when it holds no invite code.
 */
export function joinSearchOfLink(text: string): JoinSearch | undefined {
  const code = inviteCodeOf(text.trim());
  if (!code) return undefined;
  const query = text.slice(text.indexOf('?') + 1);
  const params = new URLSearchParams(query);
  return parseJoinSearch({
    type: params.get('type') ?? undefined,
    inviter: params.get('inviter') ?? undefined,
    code,
  });
}
