import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { channelInfoSchema } from '../../../protocol/video';
import { matchEvents } from '../../db/schema';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { LIVE_WINDOW } from './playlist';

describe('demo live video', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
  });
  afterAll(async () => {
    await s?.close();
  });

  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('serves a sliding live playlist whose segments are MPEG-TS', async () => {
    const list = await get('/live/football/index.m3u8');
    expect(list.statusCode).toBe(200);
    expect(list.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(list.headers['cache-control']).toBe('no-cache');
    const segments = list.body.split('\n').filter((l) => l.startsWith('seg/'));
    expect(segments).toHaveLength(LIVE_WINDOW);
    expect(list.body).toContain('#EXT-X-PROGRAM-DATE-TIME:');
    // Numbered from the site's epoch (an hour before its first start), not from 1970.
    const sequence = Number(/#EXT-X-MEDIA-SEQUENCE:(\d+)/.exec(list.body)?.[1]);
    expect(sequence).toBeGreaterThan(0);
    expect(sequence).toBeLessThan(10_000);
    const seg = await get(`/live/football/${segments.at(-1)}`);
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    expect(seg.rawPayload[0]).toBe(0x47);
    expect(seg.rawPayload.length % 188).toBe(0);
  });

  it('serves the replay list, the thumbnail sprite and the channel facts', async () => {
    const replay = await get('/live/basketball/replay.m3u8');
    expect(replay.body.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
    const long = await get('/live/basketball/replay.m3u8?seconds=600');
    expect(long.body.split('\n').filter((l) => l.startsWith('seg/'))).toHaveLength(300);
    const junk = await get('/live/basketball/replay.m3u8?seconds=-5');
    expect(junk.body).toBe(replay.body);
    const thumbs = await get('/live/basketball/thumbs.jpg');
    expect(thumbs.headers['content-type']).toBe('image/jpeg');
    expect([...thumbs.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const info = channelInfoSchema.parse(JSON.parse((await get('/live/studio/info.json')).body));
    expect(info).toMatchObject({ channel: 'studio', live: '/live/studio/index.m3u8', segments: 10 });
  });

  it('serves the commentary track of a match from its events, cue times from the origin asked', async () => {
    const [row] = await s.ctx.database.db
      .select()
      .from(matchEvents)
      .where(eq(matchEvents.kind, 'goal'))
      .limit(1);
    expect(row).toBeDefined();
    const origin = row!.at.getTime() - 65_000;
    const vtt = await get(`/live/match/${row!.matchId}/commentary.vtt?origin=${origin}&lang=zh`);
    expect(vtt.statusCode).toBe(200);
    expect(vtt.headers['content-type']).toBe('text/vtt; charset=utf-8');
    expect(vtt.body.startsWith('WEBVTT\n')).toBe(true);
    const cue = vtt.body.split('\n\n').find((c) => c.startsWith(`${row!.id}\n`))!;
    expect(cue.split('\n')[1]).toBe('00:01:05.000 --> 00:01:13.000');
    expect(cue).toContain('⚽');
    const later = await get(`/live/match/${row!.matchId}/commentary.vtt?origin=${row!.at.getTime() + 1}`);
    expect(later.body.split('\n\n').some((c) => c.startsWith(`${row!.id}\n`))).toBe(false);
    for (const url of [
      '/live/match/0/commentary.vtt',
      '/live/match/99999999/commentary.vtt',
      `/live/match/${row!.matchId}/commentary.vtt?origin=x`,
    ])
      expect((await get(url)).statusCode, url).toBe(404);
  });

  it('answers 404 for unknown channels, files and segment names, never a path outside the clips', async () => {
    for (const url of [
      '/live/cricket/index.m3u8',
      '/live/football/clip.m3u8',
      '/live/football/seg/abc.ts',
      '/live/football/seg/..%2F..%2Fpackage.json',
      '/live/..%2F..%2F/index.m3u8',
      '/live/football/seg/1234567890123.ts',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
