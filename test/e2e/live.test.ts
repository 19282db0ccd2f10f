import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { liveDaily } from '../../server/db/schema';
import { apiLogin, openMember } from '../helpers/chatMembers';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { publishTestPattern } from '../helpers/livePublisher';
import { webCall } from '../helpers/webCall';

/**
 * Going live end to end, embedded ingest: ffmpeg publishes a test pattern with sound (lavfi testsrc +
 * sine) with streamer02's live code over RTMP; the follower's open room page turns live by itself and
 * Chromium plays the anchor's real stream (its time advances); when the encoder stops, the page shows
 * the room offline within 15 s and the live history has a row with the stream's duration.
 */
let server: E2eServer;

beforeAll(async () => {
  server = await startE2eServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('going live in the browser', () => {
  it("a follower's room page goes live by itself, plays the stream, and goes offline when it stops", async () => {
    const anchor = await apiLogin(server.url, 'streamer02');
    const follower = await apiLogin(server.url, 'viewer01');
    await webCall(server.url, '/web_anchor/follow', { anchorId: anchor.uid, state: 1 }, follower.token);
    const b = await openMember(server.url, 'viewer01', `/anchor/room/${anchor.uid}`);
    let stopEncoder: () => Promise<number | null> = () => Promise.resolve(null);
    try {
      await b.page.getByTestId('anchor-offline').waitFor({ timeout: 30_000 });
      const config = await webCall<{ data: { pushUrl: string; liveCode: string } }>(
        server.url,
        '/web_anchor/anchor_house_config_details',
        {},
        anchor.token,
      );
      const started = Date.now();
      const publisher = publishTestPattern(`${config.data.pushUrl}/${config.data.liveCode}`);
      stopEncoder = () => publisher.stop();
      // No reload: the room's notice switches the page to the player.
      const video = b.page.getByTestId('player').locator('video');
      await video.waitFor({ timeout: 30_000 });
      expect(await video.evaluate((v: HTMLVideoElement) => v.currentSrc || v.src)).toBeTruthy();
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 30_000 })
        .toBeGreaterThan(0.5);
      const first = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
      await expect
        .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
        .toBeGreaterThan(first + 1);
      await publisher.stop();
      const stoppedAt = Date.now();
      await b.page.getByTestId('anchor-offline').waitFor({ timeout: 15_000 });
      const rows = await server.ctx.database.db
        .select()
        .from(liveDaily)
        .where(eq(liveDaily.anchorId, Number(anchor.uid)));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.liveSeconds).toBeGreaterThanOrEqual(2);
      expect(rows[0]!.liveSeconds).toBeLessThanOrEqual(Math.ceil((stoppedAt - started) / 1000) + 2);
    } finally {
      await stopEncoder();
      await b.close();
    }
  });
});
