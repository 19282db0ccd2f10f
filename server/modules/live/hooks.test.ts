/**
 * External ingest: the webhook contract exactly as nginx-rtmp's notify module calls it (POST,
 * application/x-www-form-urlencoded, call=publish | publish_done | update, the fields it sends),
 * and what its answers make nginx do (2xx go on, 3xx rename the stream, anything else refuse/drop).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { anchor, as, type Member } from '../room/testKit';
import { HOOK_PATH } from './hooks';

const SECRET = 'hook-secret-for-tests';
const HLS = 'https://media.example.com/hls';

/** The body nginx-rtmp 1.2 sends (ngx_rtmp_notify_publish_create and friends). */
function form(call: string, name: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    app: 'live',
    flashver: 'FMLE/3.0 (compatible; FMSc/1.0)',
    swfurl: '',
    tcurl: 'rtmp://media.example.com:1935/live',
    pageurl: '',
    addr: '203.0.113.5',
    clientid: '17',
    call,
    name,
    type: 'live',
    ...extra,
  }).toString();
}

describe('live webhooks (nginx-rtmp)', () => {
  let s: TestServer;
  let a: Member;

  beforeAll(async () => {
    s = await startTestServer({
      backend: 'pglite',
      env: {
        LIVE_INGEST: 'external',
        LIVE_HOOK_SECRET: SECRET,
        LIVE_HLS_BASE_URL: HLS,
        LIVE_PUSH_URL: 'rtmp://media.example.com/live',
      },
    });
    a = await anchor(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const hook = (body: string, secret = SECRET) =>
    s.app.inject({
      method: 'POST',
      url: `${HOOK_PATH}?secret=${encodeURIComponent(secret)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: body,
    });

  it('shows the media server push address and the live code on the configuration page', async () => {
    const config = expectSuccess(await as(s, a, 'houseConfigDetails', {}));
    expect(config.ingest).toEqual({ mode: 'external', available: true, problem: null });
    expect(config.pushUrl).toBe('rtmp://media.example.com/live');
  });

  it('allows a publish with the live code by renaming the stream, refuses wrong codes and wrong secrets', async () => {
    const { liveCode } = expectSuccess(await as(s, a, 'houseConfigDetails', {}));
    expect((await hook(form('publish', liveCode), 'wrong')).statusCode).toBe(403);
    expect((await hook(form('publish', 'A'.repeat(32)))).statusCode).toBe(403);
    expect((await hook(form('publish', liveCode, { app: 'other' }))).statusCode).toBe(403);
    const allowed = await hook(form('publish', liveCode));
    expect(allowed.statusCode).toBe(302);
    const renamed = allowed.headers.location as string;
    expect(renamed).toMatch(/^\d+-\d+$/);
    expect(renamed).not.toContain(liveCode);
    // A second encoder on the same code is refused while the first is live.
    expect((await hook(form('publish', liveCode, { clientid: '18' }))).statusCode).toBe(403);
    // on_update carries the new name: it keeps the session and the room goes live with the media server's HLS.
    expect((await hook(form('update', renamed, { time: '5', timestamp: '5000' }))).statusCode).toBe(200);
    const details = expectSuccess(await s.call('anchorDetails', { id: a.uid }));
    expect(details).toMatchObject({ live: true, streamUrl: `${HLS}/${renamed}/index.m3u8` });
    expect((await hook(form('publish_done', renamed))).statusCode).toBe(200);
    expect(expectSuccess(await s.call('anchorDetails', { id: a.uid })).live).toBe(false);
  });

  it('answers on_update with 403 once the code was reset, so nginx drops the publisher', async () => {
    const { liveCode } = expectSuccess(await as(s, a, 'houseConfigDetails', {}));
    const renamed = (await hook(form('publish', liveCode))).headers.location as string;
    expect((await hook(form('update', renamed))).statusCode).toBe(200);
    expect(expectSuccess(await as(s, a, 'liveCodeReset', {})).cut).toBe(true);
    expect((await hook(form('update', renamed))).statusCode).toBe(403);
    expect((await hook(form('publish', liveCode))).statusCode).toBe(403);
  });

  it('refuses garbage bodies without an error', async () => {
    const res = await s.app.inject({
      method: 'POST',
      url: `${HOOK_PATH}?secret=${SECRET}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '%%%&&&call=publish&name=%00',
    });
    expect(res.statusCode).toBeLessThan(500);
  });
});
