import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

import type { RoomNotice } from '../../../protocol/room';
import { sitePrefix } from '../../adapters/bus';
import type { AppContext } from '../../context';
import { memoryHistory, redisHistory, type RoomHistory } from './history';
import {
  type LocalRoomPresence,
  memoryRoomPresence,
  ROOM_PRESENCE_REFRESH_MS,
  redisRoomPresence,
  type RoomPresence,
} from './presence';
import { roomChannel, RoomHub, type RoomItem } from './roomHub';
import { loadSensitiveWords, WORDS_CHANNEL } from './words';

/** Platform-wide notices (the gift banner) reach every room of every node. */
const EVERYWHERE_CHANNEL = 'room:everywhere';

/**
 * What the room module keeps per app: the node's room hub (membership and batching), the
 * history of every room and the presence over nodes (Redis when REDIS_URL is set), and how to
 * publish to a room. Made on first use; registerRoom starts its timers and bus subscriptions.
 */
export interface RoomRuntime {
  hub: RoomHub;
  history: RoomHistory;
  presence: RoomPresence;
  /** To every socket of the room on every node, in order with its other items. */
  publish(key: string, item: RoomItem): Promise<void>;
  /** A banner notice to every room on every node (`roomID` set per room). */
  publishEverywhere(notice: RoomNotice): Promise<void>;
  close(): Promise<void>;
}

const runtimes = new WeakMap<AppContext, RoomRuntime>();

function createRuntime(ctx: AppContext): RoomRuntime {
  const prefix = sitePrefix(ctx.secrets.adminKey);
  const redis = ctx.config.redisUrl ? new Redis(ctx.config.redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
  const onError = (error: unknown) => ctx.log.error({ err: error }, 'room hub failed');
  const hub = new RoomHub(ctx.bus, onError);
  const presence = redis ? redisRoomPresence(redis, prefix, randomUUID()) : memoryRoomPresence();
  hub.onChange = (key, userId) => {
    const local = hub.local(key);
    const gone = userId !== undefined && !local.users.has(userId) ? [userId] : [];
    presence.announce(key, local, gone).catch(onError);
  };
  return {
    hub,
    history: redis ? redisHistory(redis, prefix) : memoryHistory(),
    presence,
    publish: (key, item) => ctx.bus.publish(roomChannel(key), JSON.stringify(item)),
    publishEverywhere: (notice) => ctx.bus.publish(EVERYWHERE_CHANNEL, JSON.stringify(notice)),
    async close() {
      hub.close();
      await redis?.quit().catch(() => undefined);
    },
  };
}

export function roomRuntimeOf(ctx: AppContext): RoomRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) runtimes.set(ctx, (runtime = createRuntime(ctx)));
  return runtime;
}

/** The runtime if this app made one (the gateway tells it about closed sockets). */
export function roomRuntimeIfAny(ctx: AppContext): RoomRuntime | undefined {
  return runtimes.get(ctx);
}

/** Loads the platform's word list, listens for its changes and the banner, refreshes presence. */
export async function registerRoom(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const runtime = roomRuntimeOf(ctx);
  const onError = (error: unknown) => ctx.log.error({ err: error }, 'room runtime failed');
  await loadSensitiveWords(ctx);
  const subscriptions = await Promise.all([
    ctx.bus.subscribe(WORDS_CHANNEL, () => void loadSensitiveWords(ctx).catch(onError)),
    ctx.bus.subscribe(EVERYWHERE_CHANNEL, (payload) => {
      const notice = JSON.parse(payload) as RoomNotice;
      runtime.hub.everywhere((key) => ({ n: { ...notice, roomID: key } }));
    }),
  ]);
  const timer = setInterval(() => {
    const all = new Map<string, LocalRoomPresence>(runtime.hub.keys().map((k) => [k, runtime.hub.local(k)]));
    runtime.presence.refresh(all).catch(onError);
  }, ROOM_PRESENCE_REFRESH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    for (const unsubscribe of subscriptions) await unsubscribe().catch(() => undefined);
    await runtime.close();
  });
}
