import { createHash } from 'node:crypto';

import { Redis } from 'ioredis';

import { REDIS_OPTIONS } from './redis';

/**
 * Pub/sub between server processes (architecture: "bus"): in process by default, Redis when
 * REDIS_URL is set, so an event published on one node reaches the sockets held by every node.
 * Payloads are strings (JSON); delivery is at most once and in publish order per publisher —
 * what a subscriber misses while it is not subscribed is recovered by the clients' gap fill. While
 * Redis is away a node delivers what it publishes to its own subscribers.
 */
export type BusHandler = (payload: string, channel: string) => void;

export interface Bus {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, payload: string): Promise<void>;
  /**
   * Resolves once the subscription is live, or, when Redis is away, once it is pending (made live
   * when Redis is back); the returned function removes this handler.
   */
  subscribe(channel: string, handler: BusHandler): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

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

  has(channel: string): boolean {
    return this.byChannel.has(channel);
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

/** The connections of a Redis bus: a subscriber connection cannot publish. */
export interface BusConnections {
  pub: Redis;
  sub: Redis;
}

/**
 * On the app's shared connections (closed by their owner), or on two of its own from a URL
 * (tests, tools), closed with the bus.
 */
export function redisBus(source: string | BusConnections, prefix: string): Bus {
  const owned = typeof source === 'string';
  const { pub, sub } = owned
    ? {
        pub: new Redis(source, REDIS_OPTIONS),
        sub: new Redis(source, REDIS_OPTIONS),
      }
    : source;
  const handlers = new Handlers();
  // A second handler of a channel whose SUBSCRIBE is still in flight waits for the same reply.
  const live = new Map<string, Promise<unknown>>();
  // Channels whose SUBSCRIBE failed because Redis was away: sent again once the connection is
  // ready (ioredis itself resubscribes only the channels it had confirmed before a drop).
  const pending = new Set<string>();
  const onMessage = (channel: string, payload: string) => {
    handlers.deliver(channel.slice(prefix.length), payload, logError);
  };
  const onReady = () => {
    for (const channel of pending) {
      const done = sub.subscribe(prefix + channel);
      live.set(channel, done);
      done.then(
        () => pending.delete(channel),
        () => undefined,
      );
    }
  };
  sub.on('message', onMessage);
  sub.on('ready', onReady);
  const unsubscribe = (channel: string, handler: BusHandler) => async () => {
    if (!handlers.remove(channel, handler)) return;
    live.delete(channel);
    pending.delete(channel);
    // Nothing to undo on a connection that is away (waiting would hold the caller for retries).
    if (sub.status === 'ready') await sub.unsubscribe(prefix + channel);
  };
  return {
    kind: 'redis',
    async publish(channel, payload) {
      // While Redis is away, this node's own sockets still get what it publishes (the other nodes'
      // clients catch up by gap fill); while only our subscriber is away, Redis still carries the
      // event to the others. Delivered here at most once.
      let delivered = false;
      const local = () => {
        if (delivered) return;
        delivered = true;
        queueMicrotask(() => handlers.deliver(channel, payload, logError));
      };
      if (sub.status !== 'ready') local();
      if (pub.status !== 'ready') return local();
      try {
        await pub.publish(prefix + channel, payload);
      } catch (error) {
        // A drop while publishing (ioredis's commandTimeout rejects a command parked by it).
        if (pub.status === 'ready' && sub.status === 'ready') throw error;
        local();
      }
    },
    async subscribe(channel, handler) {
      const first = handlers.add(channel, handler);
      // Known to be away: pending at once (a SUBSCRIBE would wait out ioredis's retries first).
      if (first && sub.status !== 'ready' && sub.status !== 'connecting' && sub.status !== 'wait') {
        pending.add(channel);
        return unsubscribe(channel, handler);
      }
      if (first) live.set(channel, sub.subscribe(prefix + channel));
      try {
        await live.get(channel);
      } catch (error) {
        // Redis away (at start, or dropped): the node keeps serving with the channel pending rather
        // than failing; its events reach this node again once Redis is back (clients gap-fill).
        if (sub.status !== 'ready' && handlers.has(channel)) {
          pending.add(channel);
        } else {
          if (handlers.remove(channel, handler)) live.delete(channel);
          throw error;
        }
      }
      return unsubscribe(channel, handler);
    },
    async close() {
      const channels = [...live.keys()];
      handlers.clear();
      live.clear();
      pending.clear();
      sub.off('message', onMessage);
      sub.off('ready', onReady);
      if (owned) await Promise.allSettled([pub.quit(), sub.quit()]);
      else if (channels.length > 0 && sub.status === 'ready')
        await sub.unsubscribe(...channels.map((c) => prefix + c)).catch(() => undefined);
    },
  };
}

/** The Redis key prefix of one site: `siteKey` is a secret kept in the site's database. */
export function sitePrefix(siteKey: string): string {
  return `tribune:${createHash('sha256').update(siteKey).digest('base64url').slice(0, 12)}:`;
}

export function createBus(redis: string | BusConnections | undefined, siteKey: string): Bus {
  return redis ? redisBus(redis, sitePrefix(siteKey)) : memoryBus();
}
