import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';

import { startNetProxy } from '../../test/helpers/netProxy';
import { REDIS_URL, redisAvailable } from '../../test/helpers/testServer';
import { type Bus, createBus, memoryBus, redisBus, sitePrefix } from './bus';
import { REDIS_OPTIONS } from './redis';

/** Collects what a handler receives; `until(n)` resolves once n payloads arrived. */
function collector() {
  const got: string[] = [];
  let wake: (() => void) | undefined;
  let want = 0;
  return {
    got,
    handler: (payload: string) => {
      got.push(payload);
      if (got.length >= want) wake?.();
    },
    until(n: number): Promise<void> {
      want = n;
      return got.length >= n ? Promise.resolve() : new Promise((resolve) => (wake = resolve));
    },
  };
}

function contract(name: string, make: (site: string) => Bus) {
  describe(name, () => {
    it('delivers in publish order to every handler of a channel, and nothing after unsubscribe', async () => {
      const bus = make(randomBytes(8).toString('hex'));
      const [one, two] = [collector(), collector()];
      const offOne = await bus.subscribe('u:1', one.handler);
      await bus.subscribe('u:1', two.handler);
      for (let i = 0; i < 50; i++) await bus.publish('u:1', String(i));
      await Promise.all([one.until(50), two.until(50)]);
      expect(one.got).toEqual(Array.from({ length: 50 }, (_, i) => String(i)));
      expect(two.got).toEqual(one.got);
      await offOne();
      await bus.publish('u:1', 'late');
      await two.until(51);
      expect(one.got).toHaveLength(50);
      await bus.close();
    });

    it('keeps channels apart', async () => {
      const bus = make(randomBytes(8).toString('hex'));
      const [a, b] = [collector(), collector()];
      await bus.subscribe('u:a', a.handler);
      await bus.subscribe('u:b', b.handler);
      await bus.publish('u:a', 'for a');
      await bus.publish('u:b', 'for b');
      await Promise.all([a.until(1), b.until(1)]);
      expect([a.got, b.got]).toEqual([['for a'], ['for b']]);
      await bus.close();
    });
  });
}

contract('bus.memory', () => memoryBus());

describe.skipIf(!redisAvailable())('bus.redis', () => {
  contract('contract', (site) => redisBus(REDIS_URL!, sitePrefix(site)));

  it('carries events between two connections of one site, never to another site', async () => {
    const site = randomBytes(8).toString('hex');
    const [nodeA, nodeB, otherSite] = [
      createBus(REDIS_URL, site),
      createBus(REDIS_URL, site),
      createBus(REDIS_URL, `${site}x`),
    ];
    const [heard, stranger] = [collector(), collector()];
    await nodeB.subscribe('u:7', heard.handler);
    await otherSite.subscribe('u:7', stranger.handler);
    await nodeA.publish('u:7', 'hello');
    await otherSite.publish('u:7', 'other site');
    await stranger.until(1);
    await heard.until(1);
    expect(heard.got).toEqual(['hello']);
    expect(stranger.got).toEqual(['other site']);
    await Promise.all([nodeA.close(), nodeB.close(), otherSite.close()]);
  });

  it('subscribes while Redis is away without failing, and hears the channel once it is back', async () => {
    const site = randomBytes(8).toString('hex');
    const target = new URL(REDIS_URL!);
    const proxy = await startNetProxy(`http://${target.hostname}:${target.port || 6379}`);
    proxy.setOnline(false);
    const open = () => {
      const redis = new Redis(`redis://${new URL(proxy.url).host}`, REDIS_OPTIONS);
      redis.on('error', () => undefined);
      return redis;
    };
    const [pub, sub] = [open(), open()];
    const away = redisBus({ pub, sub }, sitePrefix(site));
    const publisher = createBus(REDIS_URL, site);
    try {
      const heard = collector();
      // Rejected by ioredis after its retries; the bus keeps the channel pending instead.
      await away.subscribe('u:9', heard.handler);
      expect(sub.status).not.toBe('ready');
      proxy.setOnline(true);
      for (let i = 0; heard.got.length === 0; i++) {
        if (i > 100) throw new Error('the pending channel was never subscribed');
        await publisher.publish('u:9', 'back');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(heard.got[0]).toBe('back');
    } finally {
      await Promise.all([away.close(), publisher.close()]);
      pub.disconnect();
      sub.disconnect();
      await proxy.close();
    }
  });

  it('delivers what a node publishes to its own subscribers while Redis is away, once each', async () => {
    const site = randomBytes(8).toString('hex');
    const target = new URL(REDIS_URL!);
    const proxy = await startNetProxy(`http://${target.hostname}:${target.port || 6379}`);
    const open = () => {
      const redis = new Redis(`redis://${new URL(proxy.url).host}`, REDIS_OPTIONS);
      redis.on('error', () => undefined);
      return redis;
    };
    const [pub, sub] = [open(), open()];
    const node = redisBus({ pub, sub }, sitePrefix(site));
    try {
      const heard = collector();
      await node.subscribe('u:5', heard.handler);
      await node.publish('u:5', 'before');
      await heard.until(1);
      proxy.setOnline(false);
      await node.publish('u:5', 'away 1');
      await node.publish('u:5', 'away 2');
      await heard.until(3);
      proxy.setOnline(true);
      while (pub.status !== 'ready' || sub.status !== 'ready')
        await new Promise((resolve) => setTimeout(resolve, 20));
      await node.publish('u:5', 'after');
      await heard.until(4);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(heard.got).toEqual(['before', 'away 1', 'away 2', 'after']);
    } finally {
      await node.close();
      pub.disconnect();
      sub.disconnect();
      await proxy.close();
    }
  });
});
