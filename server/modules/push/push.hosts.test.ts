/** Issue 13: the push-host allow list matches the endpoint's origin with its port, not the host name alone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { PushPlatform } from '../../../protocol/push';
import { type PushService, startPushService } from '../../../test/helpers/pushService';
import { failureOf, startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { isPushServiceEndpoint } from './pushHosts';

describe('isPushServiceEndpoint', () => {
  it('accepts a known push service on the default https port only', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com:443/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/abc',
    ])
      expect(isPushServiceEndpoint(endpoint, []), endpoint).toBe(true);
    for (const endpoint of [
      'https://fcm.googleapis.com:8443/fcm/send/abc',
      'https://fcm.googleapis.com:80/fcm/send/abc',
      'http://fcm.googleapis.com/fcm/send/abc',
      'http://fcm.googleapis.com:443/fcm/send/abc',
      'https://wns2-by3p.notify.windows.com:444/w/?token=abc',
      'https://updates.push.services.mozilla.com:22/wpush/v2/abc',
      'https://web.push.apple.com:8443/abc',
      'https://notify.windows.com.evil.example/w',
      'https://evilfcm.googleapis.com.example/fcm/send/abc',
    ])
      expect(isPushServiceEndpoint(endpoint, []), endpoint).toBe(false);
  });

  it('matches an extra host with its port exactly, and one without a port on 443 only', () => {
    const extra = [
      'push.example.net:8443',
      'plain.example.net',
      '*.wild.example.net:9443',
      'x.example.net:443',
    ];
    expect(isPushServiceEndpoint('https://push.example.net:8443/p', extra)).toBe(true);
    expect(isPushServiceEndpoint('https://push.example.net/p', extra)).toBe(false);
    expect(isPushServiceEndpoint('https://push.example.net:8444/p', extra)).toBe(false);
    expect(isPushServiceEndpoint('https://plain.example.net/p', extra)).toBe(true);
    expect(isPushServiceEndpoint('https://plain.example.net:8443/p', extra)).toBe(false);
    expect(isPushServiceEndpoint('https://a.wild.example.net:9443/p', extra)).toBe(true);
    expect(isPushServiceEndpoint('https://a.wild.example.net/p', extra)).toBe(false);
    expect(isPushServiceEndpoint('https://wild.example.net:9443/p', extra)).toBe(false);
    expect(isPushServiceEndpoint('https://x.example.net/p', extra)).toBe(true);
    expect(isPushServiceEndpoint('https://x.example.net:444/p', extra)).toBe(false);
  });
});

describe('pushToken: the endpoint port', () => {
  let s: TestServer;
  let push: PushService;
  let viewer: string;

  beforeAll(async () => {
    push = await startPushService();
    s = await startTestServer({
      backend: 'pglite',
      env: { PUSH_EXTRA_HOSTS: push.host, PUSH_CA_FILE: push.caFile, MATCH_SIMULATOR: '0' },
    });
    viewer = await s.login('viewer01');
  });
  afterAll(async () => {
    await s?.close();
    await push?.close();
  });

  const register = (pushToken: string) =>
    s.call(
      'pushToken',
      { platform: PushPlatform.Chromium, pushToken },
      { token: viewer, headers: { language: 'en' } },
    );
  const withEndpoint = (endpoint: string) => {
    const good = JSON.parse(push.subscriber().token) as Record<string, unknown>;
    return JSON.stringify({ ...good, endpoint });
  };

  it('refuses a known push host on another port (6001 pushService) and http (6001 https)', async () => {
    const refused: [string, string][] = [
      ['https://fcm.googleapis.com:8443/fcm/send/abc', 'pushService'],
      ['https://updates.push.services.mozilla.com:8443/wpush/v2/abc', 'pushService'],
      ['https://wns2-by3p.notify.windows.com:444/w/?token=abc', 'pushService'],
      ['https://web.push.apple.com:80/abc', 'pushService'],
      [
        `https://${push.host.replace(/:(\d+)$/, (_, p: string) => `:${Number(p) + 1}`)}/push/x`,
        'pushService',
      ],
      ['http://fcm.googleapis.com/fcm/send/abc', 'https'],
    ];
    for (const [endpoint, rule] of refused) {
      const reply = await register(withEndpoint(endpoint));
      expect(reply.body.code, endpoint).toBe(ErrorCode.SubscriptionInvalid);
      expect(
        (failureOf(reply).issues ?? []).map((i) => i.rule),
        endpoint,
      ).toContain(rule);
    }
  });

  it('accepts a known push host with no port or :443, and the extra host on its own port', async () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/port-test-1',
      'https://fcm.googleapis.com:443/fcm/send/port-test-2',
    ])
      expect((await register(withEndpoint(endpoint))).body, endpoint).toMatchObject({ success: true });
    expect((await register(push.subscriber().token)).body).toMatchObject({ success: true });
  });
});
