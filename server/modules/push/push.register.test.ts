/** §7 pushToken: registering a browser, refusals that store nothing, removal, logout. */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { PushPlatform } from '../../../protocol/push';
import { type PushService, startPushService, type Subscriber } from '../../../test/helpers/pushService';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { pushSubscriptions } from '../../db/schema';

describe.each(BACKENDS)('push.register [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let push: PushService;
    let viewer: string;
    let other: string;

    beforeAll(async () => {
      push = await startPushService();
      s = await startTestServer({
        backend,
        env: { PUSH_EXTRA_HOSTS: push.host, PUSH_CA_FILE: push.caFile, MATCH_SIMULATOR: '0' },
      });
      viewer = await s.login('viewer01');
      other = await s.login('viewer02');
    });
    afterAll(async () => {
      await s?.close();
      await push?.close();
    });

    const rows = async () => {
      const [row] = await s.ctx.database.db.select({ n: count() }).from(pushSubscriptions);
      return Number(row!.n);
    };
    const register = (token: string, pushToken: string, platform: number = PushPlatform.Chromium) =>
      s.call('pushToken', { platform: platform as 3, pushToken }, { token, headers: { language: 'en' } });

    it('answers the VAPID public key to anyone: 65 bytes, uncompressed, the same on every call', async () => {
      const a = await s.call('pushVapidKey', {});
      const b = await s.call('pushVapidKey', {});
      expect(a.body.success).toBe(true);
      const key = Buffer.from(a.body.data.publicKey, 'base64url');
      expect(key.length).toBe(65);
      expect(key[0]).toBe(4);
      expect(b.body.data.publicKey).toBe(a.body.data.publicKey);
    });

    it('registers a subscription with its platform and language, and refreshes it in place', async () => {
      const sub = push.subscriber();
      expect((await register(viewer, sub.token, PushPlatform.Gecko)).body).toMatchObject({
        success: true,
        data: { registered: true },
      });
      expect((await register(viewer, sub.token, PushPlatform.Gecko)).body.success).toBe(true);
      const stored = await s.ctx.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, sub.endpoint));
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({
        platform: 4,
        language: 'en',
        p256dh: sub.keys.p256dh,
        auth: sub.keys.auth,
      });
    });

    it('refuses a subscription another account holds (6002) and leaves it with its owner', async () => {
      const sub = push.subscriber();
      await register(viewer, sub.token);
      const before = await s.ctx.database.db.select().from(pushSubscriptions);
      const refused = await register(other, sub.token);
      expect(refused.body).toMatchObject({ success: false, code: ErrorCode.SubscriptionOfOtherUser });
      expect(await s.ctx.database.db.select().from(pushSubscriptions)).toEqual(before);
    });

    it('refuses malformed and foreign subscriptions with 6001 and the failing rule, storing nothing', async () => {
      const sub = push.subscriber();
      const good = JSON.parse(sub.token) as { endpoint: string; keys: { p256dh: string; auth: string } };
      const variant = (change: Record<string, unknown>) => JSON.stringify({ ...good, ...change });
      const cases: [string, string, string][] = [
        ['not JSON', '{endpoint:', 'json'],
        ['http endpoint', variant({ endpoint: good.endpoint.replace('https:', 'http:') }), 'https'],
        ['unknown push service', variant({ endpoint: 'https://evil.example/push/1' }), 'pushService'],
        ['internal address', variant({ endpoint: 'https://169.254.169.254/latest' }), 'pushService'],
        [
          'short p256dh',
          variant({ keys: { ...good.keys, p256dh: good.keys.p256dh.slice(0, 80) } }),
          'p256dh',
        ],
        ['p256dh off the curve', variant({ keys: { ...good.keys, p256dh: `B${'A'.repeat(86)}` } }), 'p256dh'],
        [
          'p256dh not uncompressed',
          variant({ keys: { ...good.keys, p256dh: `A${good.keys.p256dh.slice(1)}` } }),
          'p256dh',
        ],
        ['auth of 15 bytes', variant({ keys: { ...good.keys, auth: good.keys.auth.slice(0, 20) } }), 'auth'],
        ['auth not base64url', variant({ keys: { ...good.keys, auth: `${'+'.repeat(21)}/` } }), 'auth'],
        ['no keys', JSON.stringify({ endpoint: good.endpoint }), 'invalid_type'],
        ['an extra field', variant({ owner: 'admin' }), 'unrecognized_keys'],
      ];
      const before = await rows();
      for (const [label, token, rule] of cases) {
        const reply = await register(viewer, token);
        expect(reply.body.code, label).toBe(ErrorCode.SubscriptionInvalid);
        const issues = failureOf(reply).issues ?? [];
        expect(
          issues.map((i) => i.rule),
          label,
        ).toContain(rule);
      }
      expect(await rows()).toBe(before);
    });

    it('refuses an unknown platform number (1000), a guest (1005), and stores nothing', async () => {
      const sub = push.subscriber();
      const before = await rows();
      expect((await register(viewer, sub.token, 6)).body.code).toBe(ErrorCode.InvalidInput);
      expect((await register(viewer, sub.token, 5.5)).body.code).toBe(ErrorCode.InvalidInput);
      const guest = await s.call('pushToken', { platform: 3, pushToken: sub.token });
      expect(guest.body.code).toBe(ErrorCode.LoginRequired);
      expect(await rows()).toBe(before);
    });

    it('removes a subscription for its owner only', async () => {
      const sub: Subscriber = push.subscriber();
      await register(viewer, sub.token);
      const byOther = await s.call('pushTokenRemove', { endpoint: sub.endpoint }, { token: other });
      expect(byOther.body.data).toEqual({ removed: 0 });
      const byOwner = await s.call('pushTokenRemove', { endpoint: sub.endpoint }, { token: viewer });
      expect(byOwner.body.data).toEqual({ removed: 1 });
    });

    it('forgets the browsers a login registered when that login logs out', async () => {
      const token = await s.login('viewer02');
      const [a, b] = [push.subscriber(), push.subscriber()];
      await register(token, a.token);
      await register(other, b.token);
      expect((await s.call('logout', {}, { token })).body.success).toBe(true);
      const deadline = Date.now() + 5000;
      const stillThere = async () =>
        (
          await s.ctx.database.db
            .select()
            .from(pushSubscriptions)
            .where(eq(pushSubscriptions.endpoint, a.endpoint))
        ).length;
      while ((await stillThere()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
      expect(await stillThere()).toBe(0);
      // The same user's other login keeps its browser.
      expect(
        await s.ctx.database.db
          .select()
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.endpoint, b.endpoint)),
      ).toHaveLength(1);
    });
  });
});
