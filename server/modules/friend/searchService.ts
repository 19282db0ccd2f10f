import { and, eq } from 'drizzle-orm';

import { appNumberFromQr, FriendSource, SEARCHES_PER_DAY } from '../../../protocol/friend';
import type { RequestOf, ResponseOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { spendDaily } from './limits';
import { isReachable, publicProfile, type Q, relation, userByAppNumber } from './people';

type SearchBody = RequestOf<'searchFriend'>;

/**
 * The user a search names, by its source (§3): 1 ID and 6 shared card by chat id, 2 username
 * (case-insensitive), 3 phone with area code (default 86), 5 QR code `tribune://user/<id>`.
 * 4 email: accounts have no email address, so an email search never finds anyone (4012).
 */
async function findBySource(q: Q, body: SearchBody): Promise<UserRow | undefined> {
  switch (body.source) {
    case FriendSource.Id:
    case FriendSource.Card:
      return userByAppNumber(q, body.keyword);
    case FriendSource.QrCode: {
      const id = appNumberFromQr(body.keyword);
      return id ? userByAppNumber(q, id) : undefined;
    }
    case FriendSource.Username: {
      const [row] = await q
        .select()
        .from(users)
        .where(eq(users.usernameLower, body.keyword.toLowerCase()))
        .limit(1);
      return row && isReachable(row) ? row : undefined;
    }
    case FriendSource.Phone: {
      const [row] = await q
        .select()
        .from(users)
        .where(and(eq(users.areaCode, body.areaCode ?? '86'), eq(users.phone, body.keyword)))
        .limit(1);
      return row && isReachable(row) ? row : undefined;
    }
    default:
      return undefined;
  }
}

/** Every search counts against the daily limit, found or not, so the limit also stops enumeration. */
export async function searchUser(
  ctx: AppContext,
  me: UserRow,
  body: SearchBody,
): Promise<ResponseOf<'searchFriend'>> {
  await spendDaily(ctx, 'search', me.id, SEARCHES_PER_DAY, ErrorCode.SearchLimit);
  const db = ctx.database.db;
  const found = await findBySource(db, body);
  if (!found) throw new ApiError(ErrorCode.UserNotFound);
  const rel = await relation(db, me.id, found.id);
  return {
    ...publicProfile(found),
    isFriend: rel.isFriend,
    isBlacklisted: rel.iBlocked,
    isSelf: found.id === me.id,
  };
}
