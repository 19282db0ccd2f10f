import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';
import type { RedPacketSummary, RoomNotice } from '../../../protocol/room';
import { withFallback } from '../../adapters/fallback';
import { publishTopic, subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { roomFunctions } from './chatFunctions';
import { changesChatState, type RoomChatCache } from './chatStateCache';
import { memoryHistory, redisHistory, type RoomHistory } from './history';
import {
  type LocalRoomPresence,
  memoryRoomPresence,
  ROOM_PRESENCE_REFRESH_MS,
  redisRoomPresence,
  type RoomPresence,
} from './presence';
import { roomChannel, RoomHub, type RoomItem } from './roomHub';
import { RoomCache } from './rooms';
import { loadSensitiveWords } from './words';

/**
 * What the room module keeps per app: the node's room hub (membership and batching), the
 * history of every room and the presence over nodes (Redis when REDIS_URL is set), the rooms
 * resolved lately, and how to publish to a room. Made by buildApp (server/runtimes.ts);
 * registerRoom starts its timers and bus subscriptions.
 */
export interface RoomRuntime {
  hub: RoomHub;
  cache: RoomCache;
  /** The active red envelopes a join shows (the red-envelope module plugs its list in). */
  activeRedPackets(roomKey: string): Promise<RedPacketSummary[]>;
  showRedPackets(source: (roomKey: string) => Promise<RedPacketSummary[]>): void;
  /**
   * The room's chat-state cache on this node, while it can be trusted: the node holds a socket in
   * the room and hears the bus (in process, or Redis connected); undefined otherwise (read the database).
   */
  chatCache(key: string): RoomChatCache | undefined;
  history: RoomHistory;
  presence: RoomPresence;
  /** To every socket of the room on every node, in order with its other items. */
  publish(key: string, item: RoomItem): Promise<void>;
  /** A banner notice to every room on every node (`roomID` set per room). */
  publishEverywhere(notice: RoomNotice): Promise<void>;
  close(): Promise<void>;
}

declare module '../../context' {
  interface Runtimes {
    room: RoomRuntime;
  }
}

/** Every join and leave of the hub's rooms, told to presence: the count and who came or went (O(1)). */
export function announceChanges(
  hub: RoomHub,
  presence: RoomPresence,
  onError: (error: unknown) => void,
): void {
  hub.onChange = (key, change) => {
    presence.announce(key, hub.local(key).sockets, change).catch(onError);
  };
}

export function createRoomRuntime(ctx: AppContext): RoomRuntime {
  const prefix = ctx.redisPrefix;
  const redis = ctx.redis?.command;
  const onError = (error: unknown) => ctx.log.error({ err: error }, 'room hub failed');
  const hub = new RoomHub(ctx.bus, onError);
  // While Redis is away, room presence and history are this node's (adapters/fallback.ts).
  const up = () => ctx.redis?.connected === true;
  const presence = redis
    ? withFallback(redisRoomPresence(redis, prefix, randomUUID()), memoryRoomPresence(), up, ['announce'])
    : memoryRoomPresence();
  announceChanges(hub, presence, onError);
  let redPackets = (_roomKey: string): Promise<RedPacketSummary[]> => Promise.resolve([]);
  // A notice published while the bus's connection was down never reaches this node: what the
  // caches hold is read again after any drop (and not used until the connection is back).
  const subscriber = ctx.bus.kind === 'redis' ? ctx.redis?.subscriber : undefined;
  const emptyCaches = () => hub.emptyChatCaches();
  subscriber?.on('close', emptyCaches).on('ready', emptyCaches);
  const busHeard = () => ctx.bus.kind === 'memory' || up();
  return {
    hub,
    chatCache: (key) => (busHeard() ? hub.chatCache(key) : undefined),
    cache: new RoomCache(),
    activeRedPackets: (roomKey) => redPackets(roomKey),
    showRedPackets(source) {
      redPackets = source;
    },
    history: redis ? withFallback(redisHistory(redis, prefix), memoryHistory(), up) : memoryHistory(),
    presence,
    publish: (key, item) => {
      // This node's cache at once, not when the bus brings the notice back (Redis: a round trip
      // later): the caller's next call, such as the lifted user joining again, may come first.
      if ('n' in item && changesChatState(item.n)) hub.chatCache(key)?.empty();
      return ctx.bus.publish(roomChannel(key), JSON.stringify(item));
    },
    publishEverywhere: (notice) => publishTopic(ctx.bus, topics.roomBanner, notice),
    close() {
      subscriber?.off('close', emptyCaches).off('ready', emptyCaches);
      hub.close();
      return Promise.resolve();
    },
  };
}

/**
 * Registers the room functions of the socket, forgets closed sockets, loads the platform's word
 * list, listens for its changes and the banner, refreshes presence.
 */
export async function registerRoom(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const runtime = ctx.runtimes.room;
  ctx.runtimes.realtime.functions.register('room', roomFunctions);
  ctx.runtimes.realtime.hub.onSocketGone((socketId) => runtime.hub.forget(socketId));
  const onError = (error: unknown) => ctx.log.error({ err: error }, 'room runtime failed');
  await loadSensitiveWords(ctx);
  const subscriptions = await Promise.all([
    subscribeTopic(ctx.bus, topics.refusedWordsChanged, () => void loadSensitiveWords(ctx).catch(onError)),
    subscribeTopic(ctx.bus, topics.profileChanged, ({ userId, nickname, avatar }) =>
      runtime.hub.rename(userId, nickname, avatar),
    ),
    subscribeTopic(ctx.bus, topics.roomBanner, (notice) => {
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
