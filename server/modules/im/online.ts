import type { AppContext } from '../../context';
import { hubOf } from './hub';

/**
 * Presence for other modules (`/online/friend_status`) and tests, over every node of the site:
 * a user is online while any node holds one of their sockets.
 */
function presenceOf(ctx: AppContext) {
  const hub = hubOf(ctx);
  if (!hub) throw new Error('the im gateway is not registered on this app');
  return hub.presence;
}

/** Sockets of the user over all nodes (the worker holds one per browser). */
export async function socketCount(ctx: AppContext, userId: number | string): Promise<number> {
  const id = String(userId);
  return (await presenceOf(ctx).socketCounts([id])).get(id) ?? 0;
}

export async function isOnline(ctx: AppContext, userId: number | string): Promise<boolean> {
  return (await socketCount(ctx, userId)) > 0;
}

/** The ids among `userIds` that are online now. */
export async function onlineUserIds(
  ctx: AppContext,
  userIds: readonly (number | string)[],
): Promise<Set<string>> {
  const counts = await presenceOf(ctx).socketCounts(userIds.map(String));
  return new Set([...counts].filter(([, n]) => n > 0).map(([id]) => id));
}

/** When each user's last socket closed (ms), for users seen offline since the site started. */
export async function lastSeen(
  ctx: AppContext,
  userIds: readonly (number | string)[],
): Promise<Map<string, number>> {
  return presenceOf(ctx).lastSeen(userIds.map(String));
}

/** Sockets of the user held by this node only. */
export function localSocketCount(ctx: AppContext, userId: number | string): number {
  return hubOf(ctx)?.localSocketCount(String(userId)) ?? 0;
}
