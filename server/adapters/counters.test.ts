import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import {
  LOGIN_FAILS_PER_ACCOUNT_PER_15_MIN,
  LOGIN_PER_IP_PER_MINUTE,
  SMS_PER_IP_PER_HOUR,
  SMS_PER_PHONE_PER_HOUR,
  SMS_RESEND_MS,
} from '../../protocol/rules';
import { expectRefusal, expectSuccess } from '../../test/helpers/expectations';
import {
  DEMO_PASSWORD,
  HOUR_MS,
  REDIS_URL,
  redisAvailable,
  startTestServer,
  testClock,
  type TestServer,
} from '../../test/helpers/testServer';
import { type Counters, memoryCounters, redisCounters } from './counters';

/** Deletes every key under `prefix` (keys also expire by themselves). */
async function dropRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL!);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}

describe('counters.memory', () => {
  it('counts hits in a fixed window that starts at the first hit', async () => {
    const clock = testClock(1_000_000);
    const c = memoryCounters(clock.now);
    expect(await c.hit('k', 1000)).toBe(1);
    clock.advance(500);
    expect(await c.hit('k', 1000)).toBe(2);
    clock.advance(499);
    expect(await c.hit('k', 1000)).toBe(3);
    clock.advance(1);
    expect(await c.hit('k', 1000)).toBe(1);
    expect(await c.hit('other', 1000)).toBe(1);
  });

  it('claims a key once until its ttl ends', async () => {
    const clock = testClock();
    const c = memoryCounters(clock.now);
    expect(await c.claim('once', 1000)).toBe(true);
    expect(await c.claim('once', 1000)).toBe(false);
    clock.advance(999);
    expect(await c.claim('once', 1000)).toBe(false);
    clock.advance(1);
    expect(await c.claim('once', 1000)).toBe(true);
  });

  it('tells the remaining ttl, 0 when unset or expired', async () => {
    const clock = testClock();
    const c = memoryCounters(clock.now);
    expect(await c.ttl('none')).toBe(0);
    await c.claim('t', 1000);
    expect(await c.ttl('t')).toBe(1000);
    clock.advance(400);
    expect(await c.ttl('t')).toBe(600);
    await c.hit('t', 5000);
    expect(await c.ttl('t')).toBe(600);
    clock.advance(600);
    expect(await c.ttl('t')).toBe(0);
  });

  it('reset forgets a key and close forgets all', async () => {
    const c = memoryCounters();
    await c.hit('a', 60_000);
    await c.hit('a', 60_000);
    await c.reset('a');
    expect(await c.hit('a', 60_000)).toBe(1);
    await c.claim('b', 60_000);
    await c.close();
    expect(await c.claim('b', 60_000)).toBe(true);
    expect(c.kind).toBe('memory');
  });
});

describe.skipIf(!redisAvailable())('counters.redis', () => {
  const prefix = `tribune-test:${randomBytes(6).toString('hex')}:`;
  let a: Counters;
  let b: Counters;

  beforeAll(() => {
    a = redisCounters(REDIS_URL!, prefix);
    b = redisCounters(REDIS_URL!, prefix);
  });
  afterAll(async () => {
    await dropRedisKeys(prefix);
    await a?.close();
    await b?.close();
  });

  it('counts hits in a window without extending it', async () => {
    expect(a.kind).toBe('redis');
    expect(await a.hit('hit', 60_000)).toBe(1);
    const first = await a.ttl('hit');
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60_000);
    expect(await a.hit('hit', 120_000)).toBe(2);
    expect(await a.ttl('hit')).toBeLessThanOrEqual(first);
  });

  it('shares counts and claims between two nodes', async () => {
    expect(await a.hit('shared', 60_000)).toBe(1);
    expect(await b.hit('shared', 60_000)).toBe(2);
    expect(await a.claim('claim', 60_000)).toBe(true);
    expect(await b.claim('claim', 60_000)).toBe(false);
    expect(await a.claim('claim', 60_000)).toBe(false);
  });

  it('tells the remaining ttl, 0 when unset', async () => {
    expect(await a.ttl('ttl')).toBe(0);
    await a.claim('ttl', 30_000);
    const left = await b.ttl('ttl');
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(30_000);
  });

  it('frees a claim and restarts a window once the ttl has run out', async () => {
    expect(await a.claim('short', 50)).toBe(true);
    expect(await a.hit('short', 50)).toBe(2);
    await vi.waitFor(async () => expect(await a.ttl('short')).toBe(0), { timeout: 5000, interval: 25 });
    expect(await a.claim('short', 60_000)).toBe(true);
  });

  it('reset forgets a key', async () => {
    await a.hit('reset', 60_000);
    await a.claim('reset', 60_000);
    await b.reset('reset');
    expect(await a.ttl('reset')).toBe(0);
    expect(await a.hit('reset', 60_000)).toBe(1);
  });
});

/** The limits of protocol/rules.ts, through the API, with the server's clock moved by the test. */
describe('rateLimits', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
  });
  afterAll(async () => {
    await s?.close();
  });

  async function askCode(server: TestServer, phone: string, remoteAddress?: string) {
    const token = expectSuccess(await server.call('codeToken', {}, { remoteAddress }));
    return server.call(
      'getPhoneCode',
      { areaCode: '86', phone, purpose: 'register', codeToken: token.codeToken },
      { remoteAddress },
    );
  }

  it('refuses a second SMS to the same phone within 60 s with 1003, and sends it after', async () => {
    s.clock.advance(HOUR_MS);
    const phone = s.freshPhone();
    expectSuccess(await askCode(s, phone));
    const sent = s.sms.messages.length;
    s.clock.advance(SMS_RESEND_MS - 1);
    const again = await askCode(s, phone);
    expectRefusal(again, ErrorCode.TooManyRequests);
    expect((again.body.data as { until?: number }).until).toBe(s.clock.now() + 1);
    expect(s.sms.messages.length).toBe(sent);
    s.clock.advance(1);
    expectSuccess(await askCode(s, phone));
    expect(s.sms.messages.length).toBe(sent + 1);
  });

  it(`sends at most ${SMS_PER_PHONE_PER_HOUR} SMS per phone per hour`, async () => {
    s.clock.advance(HOUR_MS);
    const phone = s.freshPhone();
    for (let i = 0; i < SMS_PER_PHONE_PER_HOUR; i++) {
      expectSuccess(await askCode(s, phone));
      s.clock.advance(SMS_RESEND_MS);
    }
    expectRefusal(await askCode(s, phone), ErrorCode.TooManyRequests);
    s.clock.advance(HOUR_MS);
    expectSuccess(await askCode(s, phone));
  });

  it(`sends at most ${SMS_PER_IP_PER_HOUR} SMS per IP per hour`, async () => {
    s.clock.advance(HOUR_MS);
    const ip = '192.0.2.10';
    for (let i = 0; i < SMS_PER_IP_PER_HOUR; i++) expectSuccess(await askCode(s, s.freshPhone(), ip));
    const before = s.sms.messages.length;
    expectRefusal(await askCode(s, s.freshPhone(), ip), ErrorCode.TooManyRequests);
    expect(s.sms.messages.length).toBe(before);
    expectSuccess(await askCode(s, s.freshPhone(), '192.0.2.11'));
    s.clock.advance(HOUR_MS);
    expectSuccess(await askCode(s, s.freshPhone(), ip));
  });

  it(`allows ${LOGIN_PER_IP_PER_MINUTE} logins per IP per minute, then 1003 even with the right password`, async () => {
    s.clock.advance(HOUR_MS);
    const ip = '192.0.2.20';
    for (let i = 0; i < LOGIN_PER_IP_PER_MINUTE; i++) {
      expectRefusal(
        await s.call(
          'passwordLogin',
          { username: `nobody${i}x`, password: 'wrong1234' },
          { remoteAddress: ip },
        ),
        ErrorCode.UsernameMissingOrWrongPassword,
      );
    }
    expectRefusal(
      await s.call('passwordLogin', { username: 'anchor01', password: DEMO_PASSWORD }, { remoteAddress: ip }),
      ErrorCode.TooManyRequests,
    );
    expectSuccess(
      await s.call(
        'passwordLogin',
        { username: 'anchor01', password: DEMO_PASSWORD },
        { remoteAddress: '192.0.2.21' },
      ),
    );
    s.clock.advance(60_000);
    expectSuccess(
      await s.call('passwordLogin', { username: 'anchor01', password: DEMO_PASSWORD }, { remoteAddress: ip }),
    );
  });

  it(`allows ${LOGIN_FAILS_PER_ACCOUNT_PER_15_MIN} wrong passwords per account in 15 minutes, then 1003 from any IP`, async () => {
    s.clock.advance(HOUR_MS);
    const user = await s.createUser();
    const codes: number[] = [];
    for (let i = 0; i < LOGIN_FAILS_PER_ACCOUNT_PER_15_MIN; i++) {
      codes.push(
        (await s.call('passwordLogin', { username: user.username, password: `wrong${i}x1` })).body.code,
      );
    }
    const firstOther = codes.findIndex((code) => code !== ErrorCode.UsernameMissingOrWrongPassword);
    expect(
      firstOther,
      `wrong try ${firstOther + 1} answered ${codes[firstOther]} instead of 3018 (codes: ${codes.join(', ')})`,
    ).toBe(-1);
    expectRefusal(
      await s.call('passwordLogin', { username: user.username, password: user.password }),
      ErrorCode.TooManyRequests,
    );
    s.clock.advance(15 * 60_000);
    expectSuccess(await s.call('passwordLogin', { username: user.username, password: user.password }));
  });

  it('forgets earlier wrong passwords after a successful login', async () => {
    s.clock.advance(HOUR_MS);
    const user = await s.createUser();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 3; i++) {
        expectRefusal(
          await s.call('passwordLogin', { username: user.username, password: 'wrong1234' }),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
      }
      expectSuccess(await s.call('passwordLogin', { username: user.username, password: user.password }));
    }
  });

  describe.skipIf(!redisAvailable())('with two sites on one Redis', () => {
    it("keeps each site's rate limits to itself (keys namespaced per site)", async () => {
      const siteA = await startTestServer({ backend: 'pglite', env: { REDIS_URL: REDIS_URL! } });
      const siteB = await startTestServer({ backend: 'pglite', env: { REDIS_URL: REDIS_URL! } });
      try {
        const ip = `198.51.100.${1 + (Number.parseInt(randomBytes(1).toString('hex'), 16) % 200)}`;
        const wrong = { username: 'viewer01', password: 'wrong1234' };
        let last = 0;
        for (let i = 0; i <= LOGIN_PER_IP_PER_MINUTE; i++)
          last = (await siteA.call('passwordLogin', wrong, { remoteAddress: ip })).body.code;
        expect(last).toBe(ErrorCode.TooManyRequests);
        expectSuccess(
          await siteB.call(
            'passwordLogin',
            { username: 'viewer01', password: DEMO_PASSWORD },
            { remoteAddress: ip },
          ),
        );
      } finally {
        await siteA.close();
        await siteB.close();
      }
    });
  });

  describe.skipIf(!redisAvailable())('with Redis counters shared by two nodes', () => {
    let nodeA: TestServer;
    let nodeB: TestServer;
    const prefix = `tribune-test:${randomBytes(6).toString('hex')}:`;

    beforeAll(async () => {
      nodeA = await startTestServer({
        backend: 'pglite',
        shareDatabaseWith: s,
        counters: redisCounters(REDIS_URL!, prefix),
      });
      nodeB = await startTestServer({
        backend: 'pglite',
        shareDatabaseWith: s,
        counters: redisCounters(REDIS_URL!, prefix),
      });
    });
    afterAll(async () => {
      await nodeA?.close();
      await nodeB?.close();
      await dropRedisKeys(prefix);
    });

    it('keeps the SMS cooldown across nodes and spends a code token once across nodes', async () => {
      const phone = s.freshPhone();
      const token = expectSuccess(await nodeA.call('codeToken', {}));
      expectSuccess(
        await nodeA.call('getPhoneCode', {
          areaCode: '86',
          phone,
          purpose: 'register',
          codeToken: token.codeToken,
        }),
      );
      expectRefusal(
        await nodeB.call('getPhoneCode', {
          areaCode: '86',
          phone: s.freshPhone(),
          purpose: 'register',
          codeToken: token.codeToken,
        }),
        ErrorCode.CodeWrongOrExpired,
      );
      const second = expectSuccess(await nodeB.call('codeToken', {}));
      expectRefusal(
        await nodeB.call('getPhoneCode', {
          areaCode: '86',
          phone,
          purpose: 'register',
          codeToken: second.codeToken,
        }),
        ErrorCode.TooManyRequests,
      );
    });

    it('counts logins per IP across nodes', async () => {
      const ip = `198.51.100.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < LOGIN_PER_IP_PER_MINUTE; i++) {
        const node = i % 2 === 0 ? nodeA : nodeB;
        expectRefusal(
          await node.call(
            'passwordLogin',
            { username: `nobody${i}y`, password: 'wrong1234' },
            { remoteAddress: ip },
          ),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
      }
      expectRefusal(
        await nodeA.call(
          'passwordLogin',
          { username: 'nobody0y', password: 'wrong1234' },
          { remoteAddress: ip },
        ),
        ErrorCode.TooManyRequests,
      );
    });
  });
});
