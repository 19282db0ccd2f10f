import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { HouseConfig } from '../../protocol/live';
import { loadConfig } from '../../server/config';
import { liveSessions } from '../../server/db/schema';
import { type Started, startServer } from '../../server/start';
import { passwordLogin } from '../helpers/imNodeCore';
import { publishTestPattern, until } from '../helpers/livePublisher';
import { webCall } from '../helpers/webCall';

/**
 * The embedded ingest with a real encoder: ffmpeg publishes a test pattern with sound over RTMP with
 * a demo anchor's live code; the room goes live by itself and plays; wrong codes are refused; a code
 * reset cuts the publish; stopping takes the room offline and leaves a history row; garbage on the
 * RTMP port changes nothing. The waits are failure bounds only.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-live-'));
let server: Started;
let base: string;
let token: string;
let anchorId: string;

interface Envelope<T> {
  success: boolean;
  code: number;
  data: T;
}
const config = async () =>
  (await webCall<Envelope<HouseConfig>>(base, '/web_anchor/anchor_house_config_details', {}, token)).data;
const details = async () =>
  (
    await webCall<Envelope<{ live: boolean; streamUrl: string }>>(base, '/web_anchor/anchor_details', {
      id: anchorId,
    })
  ).data;

beforeAll(async () => {
  server = await startServer({
    config: loadConfig({ DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn' }),
    logger: false,
  });
  base = `http://127.0.0.1:${server.port}`;
  const login = await passwordLogin(base, 'streamer02', 'demo1234');
  token = login.token;
  anchorId = login.userID;
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('live ingest (embedded, real RTMP)', () => {
  it('shows the push address once the ingest listens', async () => {
    const c = await config();
    expect(c.ingest).toEqual({ mode: 'embedded', available: true, problem: null });
    expect(c.pushUrl).toBe(`rtmp://127.0.0.1:${server.rtmpPort}/live`);
    expect(c.live).toBe(false);
  });

  it('refuses a wrong code: the encoder is cut and nothing is opened', async () => {
    const { pushUrl } = await config();
    const wrong = publishTestPattern(`${pushUrl}/${'W'.repeat(32)}`);
    expect(await wrong.exited).not.toBe(0);
    const rows = await server.ctx.database.db.select().from(liveSessions);
    expect(rows).toHaveLength(0);
  });

  it('goes live from the stream, serves playable HLS, and goes offline with a history row when it stops', async () => {
    const { pushUrl, liveCode } = await config();
    const started = Date.now();
    const encoder = publishTestPattern(`${pushUrl}/${liveCode}`);
    try {
      await until('the room to go live', async () => (await details()).live, 20_000);
      const { streamUrl } = await details();
      expect(streamUrl).toMatch(new RegExp(`^/live/${anchorId}/\\d+/index\\.m3u8$`));
      const playlist = await (await fetch(base + streamUrl)).text();
      expect(playlist).toContain('#EXT-X-PROGRAM-DATE-TIME');
      const segment = playlist.split('\n').find((l) => l.endsWith('.ts'))!;
      const bytes = await fetch(new URL(segment, base + streamUrl));
      expect(bytes.status).toBe(200);
      expect(bytes.headers.get('content-type')).toBe('video/mp2t');
      // Nothing else of the disk is reachable through the play path.
      expect((await fetch(`${base}/live/${anchorId}/1/..%2f..%2fpglite`)).status).toBe(404);
      // A second encoder on the same code is refused while the first streams.
      const second = publishTestPattern(`${pushUrl}/${liveCode}`);
      expect(await second.exited).not.toBe(0);
      expect((await details()).live).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      await encoder.stop();
    }
    const stoppedAt = Date.now();
    await until('the room to go offline', async () => !(await details()).live, 15_000);
    const history = await webCall<Envelope<{ list: { liveSeconds: number }[] }>>(
      base,
      '/web_anchor/live_history',
      { page: 1, pageSize: 10 },
      token,
    );
    const seconds = history.data.list[0]!.liveSeconds;
    expect(seconds).toBeGreaterThanOrEqual(2);
    expect(seconds).toBeLessThanOrEqual(Math.ceil((stoppedAt - started) / 1000) + 2);
  });

  it('cuts a live publish when the code is reset, and the old code no longer works', async () => {
    const { pushUrl, liveCode } = await config();
    const encoder = publishTestPattern(`${pushUrl}/${liveCode}`);
    await until('the room to go live', async () => (await details()).live, 20_000);
    const reset = await webCall<Envelope<{ cut: boolean; liveCode: string }>>(
      base,
      '/web_anchor/live_code_reset',
      {},
      token,
    );
    expect(reset.data.cut).toBe(true);
    expect(await encoder.exited).not.toBe(0);
    expect((await details()).live).toBe(false);
    const [last] = await server.ctx.database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.anchorId, Number(anchorId)))
      .orderBy(liveSessions.id)
      .limit(1)
      .offset(1);
    expect(last?.endReason).toBe('reset');
    const old = publishTestPattern(`${pushUrl}/${liveCode}`);
    expect(await old.exited).not.toBe(0);
  });

  it('drops a connection that sends garbage, and keeps serving', async () => {
    const socket = net.connect(server.rtmpPort!, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(Buffer.alloc(4096, 0xff));
    socket.resume(); // read what the server answers, so its close reaches us
    const closed = await new Promise<boolean>((resolve) => {
      socket.once('close', () => resolve(true));
      setTimeout(() => resolve(false), 15_000);
    });
    expect(closed).toBe(true);
    expect((await fetch(`${base}/health`)).status).toBe(200);
  });
});
