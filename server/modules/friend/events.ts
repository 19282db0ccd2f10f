import { eq } from 'drizzle-orm';

import type { ImEvent } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';

/**
 * Tells a user's open sockets, on any node, about a friend or system-message change
 * (OnFriendApplicationAdded, OnFriendAdded, OnBlackAdded, OnSystemMessage...) through the realtime
 * module. Called after the change is committed; a failing delivery never fails the HTTP call.
 */
export async function emitTo(
  ctx: AppContext,
  appNumber: string,
  event: ImEvent,
  data: unknown,
): Promise<void> {
  try {
    // The friend module names people by their public chat id; sockets are keyed by user id.
    const [row] = await ctx.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.appNumber, appNumber))
      .limit(1);
    if (row) await ctx.runtimes.realtime.toUser(row.id, { event, data });
  } catch (error) {
    ctx.log.warn({ err: error, event }, 'im event delivery failed');
  }
}
