import { describe, expect, it } from 'vitest';

import {
  adminPushRequest,
  decodeBase64url,
  engineOf,
  parsePushToken,
  payloadBytes,
  PUSH_PAYLOAD_MAX_BYTES,
  pushMessageSchema,
  pushPlatformOf,
} from './push';

const P256DH = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const AUTH = 'tBHItJI5svbpez7KI4CCXg';
const token = (sub: object) => JSON.stringify(sub);
const good = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc:123',
  expirationTime: null,
  keys: { p256dh: P256DH, auth: AUTH },
};

describe('push.engineOf', () => {
  it('maps browsers to the §7 platform of their engine: 3 Chromium, 4 Gecko, 5 WebKit', () => {
    const cases: [string, number][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
        3,
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        3,
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
        3,
      ],
      ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 4],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        5,
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
        5,
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
        5,
      ],
    ];
    for (const [ua, platform] of cases) expect(pushPlatformOf(engineOf(ua)), ua).toBe(platform);
    expect(engineOf('Mozilla/5.0 (Windows NT 10.0) Something', ['Chromium', 'Not_A Brand'])).toBe('chromium');
  });
});

describe('push.parsePushToken', () => {
  it('accepts a browser subscription, padded keys made canonical', () => {
    const parsed = parsePushToken(token({ ...good, keys: { p256dh: `${P256DH}=`, auth: `${AUTH}==` } }));
    expect(parsed).toMatchObject({
      ok: true,
      subscription: { endpoint: good.endpoint, keys: { p256dh: P256DH, auth: AUTH } },
    });
  });

  it('names the failing rule of a malformed subscription', () => {
    const rule = (t: string) =>
      (parsePushToken(t) as { issues: { rule: string }[] }).issues?.map((i) => i.rule);
    expect(rule('not json')).toEqual(['json']);
    expect(rule(token({ ...good, endpoint: 'http://fcm.googleapis.com/x' }))).toEqual(['https']);
    expect(rule(token({ ...good, endpoint: 'https://user:pw@fcm.googleapis.com/x' }))).toEqual(['https']);
    expect(rule(token({ ...good, keys: { p256dh: P256DH.slice(1), auth: AUTH } }))).toEqual(['p256dh']);
    expect(rule(token({ ...good, keys: { p256dh: P256DH, auth: `${AUTH}AA` } }))).toEqual(['auth']);
    expect(rule(token({ ...good, extra: 1 }))).toEqual(['unrecognized_keys']);
  });

  it('decodes strict base64url only', () => {
    expect([...decodeBase64url('AQID')!]).toEqual([1, 2, 3]);
    expect(decodeBase64url('AQI')?.length).toBe(2);
    expect(decodeBase64url('AQJ')).toBeNull(); // non-zero unused bits
    expect(decodeBase64url('A')).toBeNull();
    expect(decodeBase64url('AQ+/')).toBeNull();
  });
});

describe('push payloads', () => {
  it('counts UTF-8 bytes and fits 3993 of them in a 4096-byte push body', () => {
    expect(payloadBytes('aé长😀')).toBe(1 + 2 + 3 + 4);
    expect(PUSH_PAYLOAD_MAX_BYTES).toBe(3993);
  });

  it('types every §3 push message and refuses unknown types', () => {
    const base = { id: 'x1', title: 'T', body: 'B', sentAt: 1 };
    expect(
      pushMessageSchema.safeParse({
        ...base,
        type: 1,
        bookMatch: { matchId: 1, homeName: 'a', awayName: 'b', liveCount: 0 },
      }).success,
    ).toBe(true);
    expect(pushMessageSchema.safeParse({ ...base, type: 3, bookNews: { imgUrl: '' } }).success).toBe(true);
    expect(pushMessageSchema.safeParse({ ...base, type: 6 }).success).toBe(false);
    expect(pushMessageSchema.safeParse({ ...base, type: 1 }).success).toBe(false);
  });

  it('checks the click action of an admin push', () => {
    const ok = (v: object) => adminPushRequest.safeParse({ title: 'Hi', ...v }).success;
    expect(ok({ webActionType: 1, webActionContent: '12' })).toBe(true);
    expect(ok({ webActionType: 2, webActionContent: 'room' })).toBe(false);
    expect(ok({ webActionType: 3, webActionContent: 'https://example.com/a' })).toBe(true);
    expect(ok({ webActionType: 3, webActionContent: 'javascript:alert(1)' })).toBe(false);
    expect(ok({ type: 5 })).toBe(false);
  });
});
