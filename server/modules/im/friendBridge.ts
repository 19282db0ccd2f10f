import { eq } from 'drizzle-orm';

import type { ImEvent } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { ImEventSink } from '../friend/events';
import type { PresenceSource } from '../friend/presence';
import { publishToUser } from './events';
import { lastSeen, onlineUserIds } from './online';

/**
 * The friend module names people by their public chat id (appNumber); the gateway keys sockets by
 * user id. This bridge hands the friend module the gateway's presence and event push by appNumber.
 */
async function idOf(ctx: AppContext, appNumber: string): Promise<number | undefined> {
  const [row] = await ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.appNumber, appNumber))
    .limit(1);
  return row?.id;
}

export function bridgeFriendModule(ctx: AppContext): void {
  const presence: PresenceSource = {
    // One round for everyone asked: the sockets' counts and last-seen times, by the ids in hand.
    async presenceOf(userIds) {
      const [online, seen] = await Promise.all([onlineUserIds(ctx, userIds), lastSeen(ctx, userIds)]);
      return new Map(
        userIds.map((id) => [id, { online: online.has(String(id)), lastActiveAt: seen.get(String(id)) }]),
      );
    },
  };
  const imEvents: ImEventSink = {
    async emit(appNumber: string, event: ImEvent, data: unknown) {
      const id = await idOf(ctx, appNumber);
      if (id !== undefined) await publishToUser(ctx, id, { event, data });
    },
  };
  Object.assign(ctx, { presence, imEvents });
}
