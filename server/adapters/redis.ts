import { Redis } from 'ioredis';

/**
 * The process's Redis connections, opened once by buildApp and shared by every module: one for
 * commands (counters, presence, socket caps, room history, publishing) and one for the bus's
 * subscriptions (a subscribed connection can run nothing else). Closed last, after the modules.
 */
export interface RedisClients {
  command: Redis;
  subscriber: Redis;
  close(): Promise<void>;
}

export function openRedis(url: string, onError: (error: unknown) => void): RedisClients {
  const open = () => {
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    // Without a listener ioredis prints "Unhandled error event" for each failed reconnect.
    redis.on('error', onError);
    return redis;
  };
  const command = open();
  const subscriber = open();
  return {
    command,
    subscriber,
    async close() {
      await Promise.allSettled([command.quit(), subscriber.quit()]);
    },
  };
}
