import { randomBytes } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { LOGIN_PER_IP_PER_MINUTE } from '../../protocol/rules';
import { expectRefusal, expectSuccess } from '../../test/helpers/expectations';
import { DEMO_PASSWORD, HOUR_MS, startTestServer, type TestServer } from '../../test/helpers/testServer';
import { ConfigError, loadConfig, parseTrustProxy } from '../config';

/**
 * TRUST_PROXY behind a load balancer (issue 13, High): the client address is the one the balancer
 * appended, never one the client wrote itself. Before the fix `TRUST_PROXY=1` trusted every
 * `X-Forwarded-For` hop, so `X-Forwarded-For: <random>, 10.0.0.1` gave each request a new address
 * and the per-IP login limit never bit.
 */

const BALANCER = '10.0.0.2';
/** What the balancer appended: the address it saw the client connect from. */
const CLIENT = '10.0.0.1';

function randomIp(): string {
  const b = randomBytes(4);
  return `${(b[0]! % 200) + 11}.${b[1]}.${b[2]}.${(b[3]! % 250) + 1}`;
}

/** A wrong login through the balancer, with a made-up first hop each time. */
function spoofedLogin(s: TestServer, i: number, password = 'wrong1234', username = `nobody${i}x`) {
  return s.call(
    'passwordLogin',
    { username, password },
    { remoteAddress: BALANCER, headers: { 'x-forwarded-for': `${randomIp()}, ${CLIENT}` } },
  );
}

async function expectLimitHolds(s: TestServer): Promise<void> {
  s.clock.advance(HOUR_MS);
  for (let i = 0; i < LOGIN_PER_IP_PER_MINUTE; i++) {
    const reply = await spoofedLogin(s, i);
    expect(reply.body.success).toBe(false);
    expect(reply.body.code).not.toBe(ErrorCode.TooManyRequests);
  }
  // The next one is refused, even with the right password, whatever the first hop says.
  for (let i = 0; i < 3; i++) {
    expectRefusal(await spoofedLogin(s, i, DEMO_PASSWORD, 'viewer01'), ErrorCode.TooManyRequests);
  }
  // Another client behind the same balancer has its own count: the address is the appended one,
  // not the balancer's socket address.
  expectSuccess(
    await s.call(
      'passwordLogin',
      { username: 'viewer01', password: DEMO_PASSWORD },
      { remoteAddress: BALANCER, headers: { 'x-forwarded-for': `${randomIp()}, 203.0.113.7` } },
    ),
  );
}

describe('TRUST_PROXY=1 (one load balancer)', () => {
  let s: TestServer;
  const before = process.env.TRUST_PROXY;
  beforeAll(async () => {
    // Where the server read it before the fix (app.ts used process.env), and where it reads it now.
    process.env.TRUST_PROXY = '1';
    s = await startTestServer({ backend: 'pglite', env: { TRUST_PROXY: '1' } });
    s.app.get('/test/ip', (req) => ({ ip: req.ip, protocol: req.protocol }));
  });
  afterAll(async () => {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
    await s?.close();
  });

  it('a client rotating the first X-Forwarded-For hop cannot escape the per-IP login limit', async () => {
    await expectLimitHolds(s);
  });

  it('takes the address the balancer appended (one hop), not the ones before it', async () => {
    const reply = await s.app.inject({
      url: '/test/ip',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': '198.51.100.1, 198.51.100.2, 203.0.113.9', 'x-forwarded-proto': 'https' },
    });
    expect(reply.json()).toEqual({ ip: '203.0.113.9', protocol: 'https' });
  });
});

describe('TRUST_PROXY as the balancer addresses', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite', env: { TRUST_PROXY: `${BALANCER}, 192.0.2.0/24` } });
    s.app.get('/test/ip', (req) => ({ ip: req.ip }));
  });
  afterAll(async () => {
    await s?.close();
  });

  it('a client rotating the first X-Forwarded-For hop cannot escape the per-IP login limit', async () => {
    await expectLimitHolds(s);
  });

  it('ignores X-Forwarded-For from an address that is not a listed balancer', async () => {
    const reply = await s.app.inject({
      url: '/test/ip',
      remoteAddress: '198.51.100.50',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(reply.json()).toEqual({ ip: '198.51.100.50' });
  });
});

describe('TRUST_PROXY values', () => {
  it('is off when unset or 0, a hop count for an integer, else a list of addresses and ranges', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.5, 10.0.1.0/24,::1,fd00::/8,loopback')).toEqual([
      '10.0.0.5',
      '10.0.1.0/24',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });

  it('refuses "trust every hop" and anything that is not an address', () => {
    for (const value of ['true', 'all', '*', '10.0.0.0/33', 'balancer.internal', '1.5', '-1']) {
      expect(() => parseTrustProxy(value), value).toThrow(ConfigError);
    }
  });
});
