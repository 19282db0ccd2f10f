import { isGuestId } from '../../../protocol/friend';
import type { ResponseOf } from '../../../protocol/api';
import type { AppContext } from '../../context';
import type { UserRow } from '../../http/auth';
import { presenceOf } from './presence';
import { publicProfile, relations, usersByAppNumbers } from './people';

/** The chat ids of guests (visitors logged in to the chat service as guests, §4), in the given order. */
export function touristIds(userIDs: string[]): string[] {
  return userIDs.filter(isGuestId);
}

/**
 * §3 chat user marker of each chat id: `zb=1` for an approved anchor, `userType=4` for a visitor.
 * Ids of no user and no guest are left out.
 */
export async function userFlags(ctx: AppContext, userIDs: string[]): Promise<ResponseOf<'userFlag'>> {
  const people = await usersByAppNumbers(ctx.database.db, userIDs);
  return [...new Set(userIDs)].flatMap((userID): ResponseOf<'userFlag'> => {
    if (isGuestId(userID)) return [{ userID, anchor: false, visitor: true, flag: 'userType=4' }];
    const user = people.get(userID);
    if (!user) return [];
    const anchor = publicProfile(user).isAnchor;
    return [{ userID, anchor, visitor: false, flag: anchor ? 'zb=1' : '' }];
  });
}

/** Online status of those of these chat ids who are the caller's friends (others are left out). */
export async function friendStatuses(
  ctx: AppContext,
  me: UserRow,
  userIDs: string[],
): Promise<ResponseOf<'friendStatus'>> {
  const db = ctx.database.db;
  const people = await usersByAppNumbers(db, userIDs);
  const rel = await relations(
    db,
    me.id,
    [...people.values()].map((u) => u.id),
  );
  const mine = [...people.values()].filter((u) => rel.get(u.id)?.isFriend);
  const presence = await presenceOf(ctx, db, mine);
  return mine.map((u) => ({ userID: u.appNumber, ...presence.get(u.id)! }));
}
