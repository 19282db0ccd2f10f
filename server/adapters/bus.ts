import { createHash } from 'node:crypto';

import { Redis } from 'ioredis';

/**
 * Pub/sub between server processes (architecture: "bus"): in process by default, Redis when
 * REDIS_URL is set, so an event published on one node reaches the sockets held by every node.
 * Payloads are strings (JSON); delivery is at most once and in publish order per publisher —
 * what a subscriber misses while it is not subscribed is recovered by the clients' gap fill.
 */
export type BusHandler = (payload: string, channel: string) => void;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: string): Promise<void>;
  /** Resolves once the subscription is live; the returned function removes this handler. */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** A session was revoked (logout): `{ tokenHash }`; gateways close the sockets that used it. */
export const SESSION_REVOKED_CHANNEL = 'session:revoked';

/** Handlers per channel, shared by both implementations. */
class Handlers {
  private readonly byChannel = new Map<string, Set<BusHandler>>();

  /** True when this is the channel's first handler. */
  add(channel: string, handler: BusHandler): boolean {
    let set = this.byChannel.get(channel);
    const first = !set;
    if (!set) this.byChannel.set(channel, (set = new Set()));
    set.add(handler);
    return first;
  }

  /** True when the channel has no handler left. */
  remove(channel: string, handler: BusHandler): boolean {
    const set = this.byChannel.get(channel);
    if (!set?.delete(handler)) return false;
    if (set.size > 0) return false;
    this.byChannel.delete(channel);
    return true;
  }

  deliver(channel: string, payload: string, onError: (error: unknown) => void): void {
    for (const handler of [...(this.byChannel.get(channel) ?? [])]) {
      try {
        handler(payload, channel);
      } catch (error) {
        onError(error);
      }
    }
  }

  clear(): void {
    this.byChannel.clear();
  }
}

const logError = (error: unknown) => console.error('bus handler failed', error);

export function memoryBus(): Bus {
  const handlers = new Handlers();
  let closed = false;
  return {
    kind: 'memory',
    publish(channel, payload) {
      // Asynchronous like Redis, and in order (microtasks run first in, first out).
      if (!closed) queueMicrotask(() => handlers.deliver(channel, payload, logError));
      return Promise.resolve();
    },
    subscribe(channel, handler) {
      handlers.add(channel, handler);
      return Promise.resolve(() => {
        handlers.remove(channel, handler);
        return Promise.resolve();
      });
    },
    close() {
      closed = true;
      handlers.clear();
      return Promise.resolve();
    },
  };
}

/** Two connections: a subscriber connection cannot publish. */
export function redisBus(url: string, prefix: string): Bus {
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: 2 });
  const handlers = new Handlers();
  // A second handler of a channel whose SUBSCRIBE is still in flight waits for the same reply.
  const live = new Map<string, Promise<unknown>>();
  sub.on('message', (channel: string, payload: string) => {
    handlers.deliver(channel.slice(prefix.length), payload, logError);
  });
  return {
    kind: 'redis',
    async publish(channel, payload) {
      await pub.publish(prefix + channel, payload);
    },
    async subscribe(channel, handler) {
      if (handlers.add(channel, handler)) live.set(channel, sub.subscribe(prefix + channel));
      try {
        await live.get(channel);
      } catch (error) {
        if (handlers.remove(channel, handler)) live.delete(channel);
        throw error;
      }
      return async () => {
        if (!handlers.remove(channel, handler)) return;
        live.delete(channel);
        await sub.unsubscribe(prefix + channel);
      };
    },
    async close() {
      handlers.clear();
      live.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** The Redis key prefix of one site: `siteKey` is a secret kept in the site's database. */
export function sitePrefix(siteKey: string): string {
  return `tribune:${createHash('sha256').update(siteKey).digest('base64url').slice(0, 12)}:`;
}

export function createBus(redisUrl: string | undefined, siteKey: string): Bus {
  return redisUrl ? redisBus(redisUrl, sitePrefix(siteKey)) : memoryBus();
}
