import type { ImHub } from './hub';
import type { Presence } from './presence';

export interface UserPresence {
  online: boolean;
  /** When the user's last socket closed (ms), if seen offline since the site started. */
  lastActiveAt: number | undefined;
}

/**
 * The one presence service, keyed by user id and asked in batches: a user is online while any
 * node holds one of their sockets. Friends' status, chat pushes to offline receivers and tests ask it.
 */
export class PresenceService {
  constructor(
    private readonly hub: ImHub,
    private readonly presence: Presence,
  ) {}

  /** Sockets of the user over all nodes (the worker holds one per browser). */
  async socketCount(userId: number | string): Promise<number> {
    const id = String(userId);
    return (await this.presence.socketCounts([id])).get(id) ?? 0;
  }

  async isOnline(userId: number | string): Promise<boolean> {
    return (await this.socketCount(userId)) > 0;
  }

  /** The ids among `userIds` that are online now. */
  async onlineUserIds(userIds: readonly (number | string)[]): Promise<Set<string>> {
    const counts = await this.presence.socketCounts(userIds.map(String));
    return new Set([...counts].filter(([, n]) => n > 0).map(([id]) => id));
  }

  /** When each user's last socket closed (ms), for users seen offline since the site started. */
  lastSeen(userIds: readonly (number | string)[]): Promise<Map<string, number>> {
    return this.presence.lastSeen(userIds.map(String));
  }

  /** Online state and last activity of everyone asked, in one round. */
  async statusOf(userIds: readonly number[]): Promise<Map<number, UserPresence>> {
    const [online, seen] = await Promise.all([this.onlineUserIds(userIds), this.lastSeen(userIds)]);
    return new Map(
      userIds.map((id) => [id, { online: online.has(String(id)), lastActiveAt: seen.get(String(id)) }]),
    );
  }

  /** Sockets of the user held by this node only. */
  localSocketCount(userId: number | string): number {
    return this.hub.localSocketCount(String(userId));
  }
}
