import { randomUUID } from 'node:crypto';

import { withFallback } from '../../adapters/fallback';
import type { AppContext } from '../../context';
import { type ImPush, publishToUser } from './events';
import { ImHub } from './hub';
import { memoryPresence, type Presence, redisPresence } from './presence';
import { PresenceService } from './presenceService';
import { SocketFunctions } from './registry';

/**
 * The realtime transport of one app: the messaging socket's hub (the sockets this node holds), the
 * presence of users over every node, and the socket functions every module registers. Made by
 * buildApp (server/runtimes.ts); registerRealtimeGateway opens the socket on it.
 */
export interface Realtime {
  /** This node's id in presence and socket caps. */
  nodeId: string;
  hub: ImHub;
  presence: PresenceService;
  functions: SocketFunctions;
  /** Events to every socket of a user on any node (`except` skips the caller's socket). */
  toUser(userId: number | string, pushes: ImPush | readonly ImPush[], except?: string): Promise<void>;
  /** Bus subscriptions a new socket waits for before OnConnectSuccess (e.g. the match followers'). */
  ready: Promise<unknown>[];
}

declare module '../../context' {
  interface Runtimes {
    realtime: Realtime;
  }
}

export function createRealtime(ctx: AppContext): Realtime {
  const nodeId = randomUUID();
  const redis = ctx.redis;
  // While Redis is away, presence is this node's sockets (kept in memory all along).
  const presence: Presence = redis
    ? withFallback(
        redisPresence(redis.command, ctx.redisPrefix, nodeId, ctx.now),
        memoryPresence(ctx.now),
        () => redis.connected,
        ['setLocal'],
      )
    : memoryPresence(ctx.now);
  const hub = new ImHub(ctx.bus, presence);
  return {
    nodeId,
    hub,
    presence: new PresenceService(hub, presence),
    functions: new SocketFunctions(),
    toUser: (userId, pushes, except) => publishToUser(ctx.bus, userId, pushes, except),
    ready: [],
  };
}
