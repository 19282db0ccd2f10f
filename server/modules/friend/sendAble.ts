import { ErrorCode } from '../../../protocol/errors';
import { isGuestId } from '../../../protocol/friend';
import type { ResponseOf } from '../../../protocol/api';
import type { AppContext } from '../../context';
import type { UserRow } from '../../http/auth';
import { type Q, relations, usersByAppNumbers } from './people';

type SendAble = ResponseOf<'sendAble'>;

/**
 * May `me` message each of these chat ids (§6: non-friends cannot message; blacklist either way
 * blocks). Code 0 when able, else 4012 no such user, 4024 oneself, 4009 blacklisted, 4008 not
 * friends. Three queries whatever the number of ids. The messaging gateway can call this too.
 */
export async function sendAbility(q: Q, me: UserRow, userIDs: string[]): Promise<SendAble[]> {
  const people = await usersByAppNumbers(
    q,
    userIDs.filter((id) => !isGuestId(id)),
  );
  const rel = await relations(
    q,
    me.id,
    [...people.values()].map((u) => u.id),
  );
  return userIDs.map((userID) => {
    const other = people.get(userID);
    let code: number = 0;
    if (!other) code = ErrorCode.UserNotFound;
    else if (other.id === me.id) code = ErrorCode.CannotAddSelf;
    else if (rel.get(other.id)!.iBlocked || rel.get(other.id)!.blockedMe) code = ErrorCode.Blacklisted;
    else if (!rel.get(other.id)!.isFriend) code = ErrorCode.NotFriends;
    return { userID, able: code === 0, code };
  });
}

export async function sendAbilityOne(ctx: AppContext, me: UserRow, userID: string): Promise<SendAble> {
  return (await sendAbility(ctx.database.db, me, [userID]))[0]!;
}
