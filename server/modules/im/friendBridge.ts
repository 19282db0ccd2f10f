import { eq } from 'drizzle-orm';

import type { ImEvent } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { ImEventSink } from '../friend/events';
import type { PresenceSource } from '../friend/presence';
import { publishToUser } from './events';
import { isOnline, lastSeen } from './online';

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
    async isOnline(appNumber) {
      const id = await idOf(ctx, appNumber);
      return id !== undefined && isOnline(ctx, id);
    },
    async lastActiveAt(appNumber) {
      const id = await idOf(ctx, appNumber);
      return id === undefined ? undefined : (await lastSeen(ctx, [id])).get(String(id));
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
