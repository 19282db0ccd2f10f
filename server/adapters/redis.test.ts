import { afterEach, describe, expect, it } from 'vitest';

import { freePort } from '../../test/helpers/sockets';
import { startNetProxy } from '../../test/helpers/netProxy';
import { REDIS_URL, redisAvailable } from '../../test/helpers/testServer';
import { openRedis, type RedisClients, type RedisLog } from './redis';

/**
 * The shared Redis connections report whether they are connected (for `/health`) and the log says
 * once that Redis is lost and once that it is back per outage, however many reconnects it takes
 * (issue 17). The outage is a TCP proxy in front of the machine's Redis that drops every connection.
 */

/** Every line logged, as `level: message`. */
function recorder(): RedisLog & { lines: string[]; count(line: string): number } {
  const lines: string[] = [];
  return {
    lines,
    warn: (_details, message) => lines.push(`warn: ${message}`),
    info: (_details, message) => lines.push(`info: ${message}`),
    count: (line) => lines.filter((l) => l === line).length,
  };
}

async function until(what: string, test: () => boolean, deadlineMs = 10_000): Promise<void> {
  const start = Date.now();
  while (!test()) {
    if (Date.now() - start > deadlineMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const LOST = 'warn: redis connection lost';
const RESTORED = 'info: redis connection restored';
const ERROR = 'warn: redis connection error';

let clients: RedisClients | undefined;
afterEach(async () => {
  await clients?.close();
  clients = undefined;
});

describe('redis connections', () => {
  it('with nothing listening: not connected, the loss logged once and the error once over many retries', async () => {
    const log = recorder();
    clients = openRedis(`redis://127.0.0.1:${await freePort()}`, log);
    await until('the loss', () => log.count(LOST) === 1);
    // ioredis retries after 50, 100, 150… ms: about ten attempts in two seconds.
    await sleep(2000);
    expect(clients.connected).toBe(false);
    expect(log.count(LOST)).toBe(1);
    expect(log.count(ERROR)).toBe(1);
    expect(log.count(RESTORED)).toBe(0);
  });

  it.skipIf(!redisAvailable())('logs lost once and restored once per outage of a real Redis', async () => {
    const target = new URL(REDIS_URL!);
    const proxy = await startNetProxy(`http://${target.hostname}:${target.port || 6379}`);
    const log = recorder();
    try {
      clients = openRedis(`redis://${new URL(proxy.url).host}`, log);
      await until('connected', () => clients!.connected);
      expect(log.lines).toEqual([]);
      for (let outage = 1; outage <= 2; outage++) {
        proxy.setOnline(false);
        await until('the loss', () => log.count(LOST) === outage);
        expect(clients.connected).toBe(false);
        await sleep(1500);
        expect(log.count(LOST)).toBe(outage);
        expect(log.count(RESTORED)).toBe(outage - 1);
        proxy.setOnline(true);
        await until('connected again', () => clients!.connected);
        await until('the return', () => log.count(RESTORED) === outage);
        expect(await clients.command.ping()).toBe('PONG');
      }
      await sleep(500);
      await clients.close();
      clients = undefined;
      expect(log.count(LOST)).toBe(2);
      expect(log.count(RESTORED)).toBe(2);
    } finally {
      await proxy.close();
    }
  });
});
