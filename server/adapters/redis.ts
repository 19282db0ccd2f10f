import { Redis } from 'ioredis';
import { oncePerMessage } from './logThrottle';

/**
 * The process's Redis connections, opened once by buildApp and shared by every module: one for
 * commands (counters, presence, socket caps, room history, publishing) and one for the bus's
 * subscriptions (a subscribed connection can run nothing else). Closed last, after the modules.
 */
export interface RedisClients {
  command: Redis;
  subscriber: Redis;
  /**
   * True while both connections are ready (ioredis `status === 'ready'`): what `/health` reports.
   * Reading it opens nothing and sends nothing.
   */
  readonly connected: boolean;
  close(): Promise<void>;
}

/** The logger's two levels used here (Fastify's logger fits). */
export interface RedisLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * Options of every connection. A command in flight when the connection drops is parked by ioredis
 * and sent again once the connection is back: a call would be held for the whole outage, and when
 * it gave up and fell back to the node's memory (adapters/fallback.ts) the command would still run
 * later — a publish delivered twice, a counter counted twice. So `commandTimeout` fails it and
 * `autoResendUnfulfilledCommands: false` drops it at the reconnect (subscriptions are restored by
 * ioredis's own resubscribe, and the bus's pending list). Redis answers in well under a
 * millisecond; 2 s leaves room for an event loop held up under load.
 */
export const REDIS_OPTIONS = {
  maxRetriesPerRequest: 2,
  commandTimeout: 2000,
  autoResendUnfulfilledCommands: false,
} as const;

/** A reconnect loop repeats the same error every attempt: each message is logged at most this often. */
export const REDIS_ERROR_LOG_MS = 60_000;

/** Connection errors, logged at most once per REDIS_ERROR_LOG_MS per message. */
const errorLog = (log: RedisLog) =>
  oncePerMessage(REDIS_ERROR_LOG_MS, (error) => log.warn({ err: error }, 'redis connection error'));

/**
 * Opens both connections. The log says once 'redis connection lost' when they stop being both ready
 * (or when the first attempt fails at start) and once 'redis connection restored' when both are ready
 * again, however many reconnect attempts happen in between; closing them logs neither.
 */
export function openRedis(url: string, log: RedisLog): RedisClients {
  const onError = errorLog(log);
  const open = () => {
    const redis = new Redis(url, REDIS_OPTIONS);
    // Without a listener ioredis prints "Unhandled error event" for each failed reconnect.
    redis.on('error', onError);
    return redis;
  };
  const command = open();
  const subscriber = open();
  const both = [command, subscriber];
  const bothReady = () => both.every((r) => r.status === 'ready');
  // Closed, waiting to reconnect, or given up: a connection still on its first attempt is not lost.
  const dropped = () =>
    both.some((r) => r.status === 'close' || r.status === 'reconnecting' || r.status === 'end');
  // 'starting' until the first outcome: connecting the first time is neither a loss nor a return.
  let state: 'starting' | 'up' | 'down' = 'starting';
  let closing = false;
  const update = () => {
    if (closing) return;
    if (bothReady()) {
      if (state === 'down') log.info({}, 'redis connection restored');
      state = 'up';
    } else if (state !== 'down' && dropped()) {
      state = 'down';
      log.warn({}, 'redis connection lost');
    }
  };
  for (const redis of both) {
    redis.on('ready', update);
    redis.on('close', update);
    redis.on('reconnecting', update);
  }
  return {
    command,
    subscriber,
    get connected() {
      return bothReady();
    },
    async close() {
      closing = true;
      // QUIT on a connection that is away would wait for its reconnect attempts: drop it instead.
      await Promise.allSettled(
        both.map((r) => (r.status === 'ready' ? r.quit() : Promise.resolve(r.disconnect()))),
      );
    },
  };
}
