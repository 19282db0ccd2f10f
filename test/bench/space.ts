import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { Jimp } from 'jimp';
import type { Page } from 'playwright-core';

import type { AnchorDetails } from '../../protocol/anchor';
import type { Note, Photo } from '../../protocol/space';
import { UPLOAD_AUTHOR_HEADER } from '../../protocol/upload';
import { type Counters, memoryCounters } from '../../server/adapters/counters';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/start';
import { openBrowser } from '../helpers/browser';
import { apiLogin } from '../helpers/chatMembers';
import { bench } from './load';
import { buildClient, CLIENT_DIR } from './web';

/**
 * The anchor's space in Chromium (production build, fresh profile each run, loopback), issue 15:
 * an anchor with PHOTOS photos and NOTES posts (made through the API: signed upload, PUT, addImage /
 * addNote; thumbnails made by the server), their room opened by a visitor, the photo wall scrolled
 * into view as soon as it is there, until every picture of that first screen of the wall is drawn.
 * - `space.photo_wall_200_render_ms`: navigation to that moment, median of RUNS.
 * - `space.photo_wall_bytes`: bytes the page fetched for the wall by then and 1 s after (the
 *   pictures, and the imageList answer): thumbnails only, the rest lazily; goal <= 1 MB.
 * - `space.photo_wall_originals`: originals fetched meanwhile (0: lists show thumbnails only).
 * - baseline: a bare page with the same first screen of thumbnails as plain <img>, served on the
 *   same machine in the same run, measured the same way; `space.photo_wall_vs_baseline` the ratio.
 */
const PHOTOS = 200;
const NOTES = 100;
const RUNS = 3;
/** Making the thumbnails of 300 pictures in the background: never wait longer than this. */
const THUMBS_DEADLINE_MS = 180_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** The upload quotas and the 60-posts-an-hour rule would stop the setup: counted normally otherwise. */
function unlimitedSpace(inner: Counters): Counters {
  const free = ['upload:', 'space:', 'login:'];
  return {
    ...inner,
    hit: (key, windowMs) =>
      free.some((p) => key.startsWith(p)) ? Promise.resolve(1) : inner.hit(key, windowMs),
  };
}

async function api<T>(base: string, route: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${base}/web${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { success: boolean; code: number; data: T };
  if (!json.success) throw new Error(`${route}: ${json.code}`);
  return json.data;
}

/**
 * JPEGs of 1280 x 960, the size a phone's picture has after an app's upload compression, with some
 * texture (so each needs a real thumbnail), a few to rotate through.
 */
async function pictures(): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (let k = 0; k < 4; k++) {
    const width = 1280;
    const height = 960;
    const image = new Jimp({ width, height, color: 0x000000ff });
    const data = image.bitmap.data;
    for (let i = 0; i < data.length; i += 4) {
      const x = (i / 4) % width;
      const y = Math.floor(i / 4 / width);
      data[i] = (k * 60 + x / 7 + ((x * y) % 23)) & 255;
      data[i + 1] = (120 + y / 6 + ((x ^ y) % 31)) & 255;
      data[i + 2] = (200 - k * 40 + ((x + y) % 17)) & 255;
    }
    out.push(await image.getBuffer('image/jpeg', { quality: 85 }));
  }
  return out;
}

/** The signed upload of §7, as the page does it: the stored URL. */
async function upload(base: string, token: string, bytes: Buffer, name: string): Promise<string> {
  const signed = await api<string>(
    base,
    '/manage/ossFile/image/oss_upload',
    { fileName: name, size: bytes.length, contentType: 'image/jpeg', uploadType: 'photo' },
    token,
  );
  const target = new URL(signed, base);
  const res = await fetch(target, {
    method: 'PUT',
    headers: {
      'content-type': 'application/octet-stream',
      [UPLOAD_AUTHOR_HEADER]: 'bench',
      'if-none-match': '*',
    },
    body: new Uint8Array(bytes),
  });
  if (!res.ok) throw new Error(`PUT ${res.status}`);
  // The stored URL is the signed one without its query (src/api/upload.ts withoutQuery).
  return signed.split(/[?#]/)[0]!;
}

/** An offline anchor of the demo (no video in the room, so the wall is what the page draws). */
async function offlineAnchor(base: string) {
  for (const username of ['streamer04', 'streamer02', 'streamer01', 'streamer03', 'anchor01']) {
    const login = await apiLogin(base, username).catch(() => null);
    if (!login) continue;
    const details = await api<AnchorDetails>(base, '/web_anchor/anchor_details', { id: login.uid }).catch(
      () => null,
    );
    if (details && !details.live) return login;
  }
  throw new Error('no offline demo anchor');
}

async function fillSpace(base: string, token: string): Promise<void> {
  const files = await pictures();
  const have = (await api<{ total: number }>(base, '/web_anchor/imageList', { page: 1, pageSize: 10 }, token))
    .total;
  for (let i = have; i < PHOTOS; i++) {
    const url = await upload(base, token, files[i % files.length]!, `wall-${i}.jpg`);
    await api(base, '/web_anchor/addImage', { url, description: `Photo ${i + 1}` }, token);
  }
  const posts = (await api<{ total: number }>(base, '/web_anchor/noteList', { page: 1, pageSize: 10 }, token))
    .total;
  for (let i = posts; i < NOTES; i++) {
    const url = await upload(base, token, files[(i + 1) % files.length]!, `post-${i}.jpg`);
    await api(base, '/web_anchor/addNote', { text: `Post ${i + 1}: training notes`, pictures: [url] }, token);
  }
}

async function thumbsReady(base: string, token: string): Promise<Photo[]> {
  const deadline = Date.now() + THUMBS_DEADLINE_MS;
  for (;;) {
    const wall: Photo[] = [];
    for (let page = 1; page <= 2; page++)
      wall.push(
        ...(await api<{ list: Photo[] }>(base, '/web_anchor/imageList', { page, pageSize: 100 }, token)).list,
      );
    const notes = (
      await api<{ list: Note[] }>(base, '/web_anchor/noteList', { page: 1, pageSize: 100 }, token)
    ).list;
    const waiting = [...wall, ...notes.flatMap((n) => n.pictures)].some((p) => p.thumb === null);
    if (!waiting) return wall;
    if (Date.now() > deadline) throw new Error('thumbnails not made in time');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Page code (as text: this file is typed for Node), run before the page's own: scrolls `selector`
 * into view once it is there, then resolves `window.__wallDrawn` with performance.now() on the
 * frame after every picture of it on screen has loaded.
 */
const watchWall = (selector: string) => `window.__wallDrawn = new Promise((resolve) => {
  let scrolled = false;
  const tick = () => {
    const wall = document.querySelector(${JSON.stringify(selector)});
    if (wall) {
      if (!scrolled) { wall.scrollIntoView({ block: 'start' }); scrolled = true; }
      const shown = [...wall.querySelectorAll('img')].filter((img) => {
        const r = img.getBoundingClientRect();
        return r.width > 0 && r.bottom > 0 && r.top < innerHeight;
      });
      if (shown.length > 0 && shown.every((img) => img.complete && img.naturalWidth > 0)) {
        return requestAnimationFrame(() => resolve(performance.now()));
      }
    }
    requestAnimationFrame(tick);
  };
  tick();
});`;

interface Measured {
  ms: number;
  bytes: number;
  originals: number;
}

/** Opens `url` in a fresh profile: time to the drawn first screen of the wall, and the bytes fetched for it. */
async function measure(url: string, selector: string, originals: ReadonlySet<string>): Promise<Measured> {
  const b = await openBrowser({ width: 1440, height: 900 });
  try {
    const page: Page = b.page;
    const cdp = await b.context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map<string, string>();
    let bytes = 0;
    let fetchedOriginals = 0;
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => {
      const { pathname } = new URL(urls.get(e.requestId) ?? 'about:blank');
      if (pathname.startsWith('/uploads/') || pathname.endsWith('/imageList')) bytes += e.encodedDataLength;
      if (originals.has(pathname)) fetchedOriginals++;
    });
    await page.addInitScript(watchWall(selector));
    await page.goto(url);
    const ms = Number(await page.evaluate('window.__wallDrawn'));
    await page.waitForTimeout(1000);
    return { ms, bytes, originals: fetchedOriginals };
  } finally {
    await b.close();
  }
}

/** The baseline: a bare page with the same first thumbnails, the pictures proxied from `origin`. */
async function baselineServer(origin: string, thumbs: readonly Photo[]) {
  const grid = thumbs
    .map((p) => `<img src="${p.thumb}" width="${p.width}" height="${p.height}" alt="">`)
    .join('');
  const html = `<!doctype html><meta name="viewport" content="width=device-width">
<style>ul{display:grid;grid-template-columns:repeat(auto-fill,minmax(110px,1fr));gap:8px;max-width:700px;padding:0}
img{width:100%;aspect-ratio:1;object-fit:cover}</style><h1>Photo wall</h1><ul id="wall">${grid}</ul>`;
  const server = http.createServer((req, res) => {
    if (req.url?.startsWith('/uploads/')) {
      return void fetch(origin + req.url).then(async (up) => {
        res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await up.arrayBuffer()));
      });
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** `build: false` uses the build already in `clientDir` (npm run bench builds it once, for ./web.ts). */
export async function benchSpace(options: { build?: boolean; clientDir?: string } = {}): Promise<void> {
  const clientDir = options.clientDir ?? CLIENT_DIR;
  if (options.build ?? true) buildClient(clientDir);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-bench-space-'));
  const server = await startServer({
    config: loadConfig({
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      RTMP_PORT: '0',
      RTMP_HOST: '127.0.0.1',
      CLIENT_DIR: clientDir,
      MATCH_SIMULATOR: '0',
    }),
    logger: false,
    counters: unlimitedSpace(memoryCounters()),
  });
  const origin = `http://127.0.0.1:${server.port}`;
  try {
    const anchor = await offlineAnchor(origin);
    const t0 = performance.now();
    await fillSpace(origin, anchor.token);
    const wall = await thumbsReady(origin, anchor.token);
    bench('space.setup_200_photos_100_posts', (performance.now() - t0) / 1000, 's');
    const originals = new Set(wall.filter((p) => p.thumb !== p.url).map((p) => p.url));
    const base = await baselineServer(origin, wall.slice(0, 30));
    try {
      const runs: Measured[] = [];
      for (let i = 0; i < RUNS; i++)
        runs.push(
          await measure(`${origin}/#/anchor/room/${anchor.uid}`, '[data-testid="viewer-wall"]', originals),
        );
      const baseRuns: Measured[] = [];
      for (let i = 0; i < RUNS; i++) baseRuns.push(await measure(base.url, '#wall', originals));
      const ms = median(runs.map((r) => r.ms));
      const baseMs = median(baseRuns.map((r) => r.ms));
      bench('space.photo_wall_200_render_ms', ms, 'ms');
      bench('space.photo_wall_bytes', Math.max(...runs.map((r) => r.bytes)), 'bytes');
      bench('space.photo_wall_originals', Math.max(...runs.map((r) => r.originals)), 'files');
      bench('space.photo_wall_baseline_ms', baseMs, 'ms');
      bench('space.photo_wall_vs_baseline', ms / Math.max(1, baseMs), 'ratio');
    } finally {
      base.close();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSpace();
