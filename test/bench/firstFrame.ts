import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';

import { users } from '../../server/db/schema';
import { openBrowser } from '../helpers/browser';
import { type E2eServer, startE2eServer } from '../helpers/e2eServer';
import { webData } from '../helpers/webCall';
import { bench } from './load';
import { buildClient, isolationHeaders, PLAIN } from './web';

/**
 * `video.first_frame_*`: milliseconds from navigation until the first frame of a live stream is on
 * screen (requestVideoFrameCallback, the <video> rendered and visible), in Chromium against the
 * production build (fresh profile each run, loopback), for the live match page and an anchor's live
 * room, each against a bare page playing the same playlist with hls.js (served from the same machine
 * in the same run) with the site's isolation headers, as web.ts's React baseline is:
 * Cross-Origin-Opener-Policy has Chromium start the page in a new process (50-250 ms on a 2-core
 * machine), the header's cost and not the player's. The ratios against the same bare page without
 * them are printed with BENCH_PLAIN=1 (`_plain`). Each figure is the median of RUNS; the steps on the way are printed for each page as
 * `video.first_frame.<page>.<step>_ms`, so a slow first frame says where its time went.
 */
const RUNS = 5;
const HLS_JS = path.resolve('node_modules/hls.js/dist/hls.min.js');
const ROOM_ANCHOR = 'anchor01';

/**
 * The steps, roughly in the order they happen: the page's own (html, details: the call that gives
 * the stream URL, video_element), the player's performance marks (`player:<step>`, attachHls.ts),
 * the resource timeline (hls.js chunk, playlist, first segment), MediaSource and the <video>.
 */
const STEPS = [
  'html',
  'dom_ready',
  'details',
  'video_element',
  'player_attach',
  'hls_request',
  'hls_loaded',
  'hls_ready',
  'attach',
  'manifest_request',
  'manifest',
  'manifest_parsed',
  'play',
  'muted',
  'segment_request',
  'segment',
  'frag_parsed',
  'append',
  'frag_buffered',
  'loadeddata',
  'playing',
  'frame',
  // A span, not a moment: from the stream URL known (details; the bare page: hls.js loaded) to frame.
  'stream_to_frame',
] as const;
type Step = (typeof STEPS)[number];
type Timeline = Partial<Record<Step, number>>;

/** The player's marks (`player:<name>`, src/components/player/attachHls.ts markPlayer) as steps. */
const PLAYER_MARKS: Record<string, Step> = {
  attach: 'player_attach',
  'hls-ready': 'hls_ready',
  manifest: 'manifest_parsed',
  play: 'play',
  muted: 'muted',
  'frag-parsed': 'frag_parsed',
  'frag-buffered': 'frag_buffered',
};

// Page code as text (this file is typed for Node): marks, in the page's clock, when MediaSource is
// attached, when a SourceBuffer first gets data, the media events, when the first <video> enters the
// DOM and when it presents its first frame; keeps every resource entry.
const PROBE = `(() => {
  performance.setResourceTimingBufferSize(100000);
  const t = (window.__ff = {});
  const mark = (k, v) => { if (!(k in t)) t[k] = v ?? performance.now(); };
  const create = URL.createObjectURL;
  URL.createObjectURL = function (o) {
    if (typeof MediaSource !== 'undefined' && o instanceof MediaSource) mark('attach');
    return create.apply(this, arguments);
  };
  if (typeof SourceBuffer !== 'undefined') {
    const append = SourceBuffer.prototype.appendBuffer;
    SourceBuffer.prototype.appendBuffer = function () { mark('append'); return append.apply(this, arguments); };
  }
  for (const type of ['loadeddata', 'playing']) {
    addEventListener(type, (e) => { if (e.target instanceof HTMLVideoElement) mark(type); }, true);
  }
  document.addEventListener('DOMContentLoaded', () => mark('dom_ready'));
  new MutationObserver((_, observer) => {
    const video = document.querySelector('video');
    if (!video) return;
    observer.disconnect();
    mark('video_element');
    // On screen: a frame of a <video> that is not rendered (display: none, in a hidden box) is not
    // seen; the callback comes again with each new frame of a live stream.
    const shown = (now) => {
      const seen = video.checkVisibility() && video.getBoundingClientRect().width > 0;
      if (seen && video.currentTime > 0 && video.readyState >= 2) mark('frame', now);
      else video.requestVideoFrameCallback(shown);
    };
    video.requestVideoFrameCallback(shown);
  }).observe(document, { childList: true, subtree: true });
})()`;

interface Entry {
  name: string;
  startTime: number;
  responseEnd: number;
}

/** The steps of one visit, from the probe's marks and the resource timeline. */
function timelineOf(
  marks: Timeline,
  entries: Entry[],
  playerMarks: Entry[],
  html: number,
  detailsPath: string | null,
): Timeline {
  const first = (test: (pathname: string) => boolean) =>
    entries.filter((e) => test(new URL(e.name).pathname)).sort((a, b) => a.startTime - b.startTime)[0];
  const hls = first((p) => /\/hls(-[^/]*)?\.js$/.test(p));
  const manifest = first((p) => p.endsWith('.m3u8'));
  const segment = first((p) => p.endsWith('.ts'));
  const details = detailsPath ? first((p) => p.endsWith(detailsPath)) : undefined;
  const player: Timeline = {};
  for (const m of playerMarks) {
    const step = PLAYER_MARKS[m.name.replace(/^player:/, '')];
    if (step && player[step] === undefined) player[step] = m.startTime;
  }
  const known = details?.responseEnd ?? hls?.responseEnd;
  return {
    ...marks,
    ...player,
    html,
    ...(marks.frame !== undefined && known !== undefined ? { stream_to_frame: marks.frame - known } : {}),
    ...(details ? { details: details.responseEnd } : {}),
    ...(hls ? { hls_request: hls.startTime, hls_loaded: hls.responseEnd } : {}),
    ...(manifest ? { manifest_request: manifest.startTime, manifest: manifest.responseEnd } : {}),
    ...(segment ? { segment_request: segment.startTime, segment: segment.responseEnd } : {}),
  };
}

/** One visit of `url` until its first frame. `detailsPath`: the call that gives the page its stream. */
export async function visitFirstFrame(
  page: Page,
  url: string,
  detailsPath: string | null,
): Promise<Timeline> {
  await page.addInitScript(PROBE);
  await page.goto(url);
  // A function, not a string: the app's CSP forbids eval, which a string predicate needs.
  await page.waitForFunction(() => (globalThis as { __ff?: Timeline }).__ff?.frame !== undefined, undefined, {
    polling: 50,
    timeout: 30_000,
  });
  const marks = await page.evaluate<Timeline>('window.__ff');
  const entries = await page.evaluate<Entry[]>(
    `performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime, responseEnd: e.responseEnd }))`,
  );
  const playerMarks = await page.evaluate<Entry[]>(
    `performance.getEntriesByType('mark').filter((m) => m.name.startsWith('player:')).map((m) => ({ name: m.name, startTime: m.startTime, responseEnd: m.startTime }))`,
  );
  const html = await page.evaluate<number>(`performance.getEntriesByType('navigation')[0].responseEnd`);
  return timelineOf(marks, entries, playerMarks, html, detailsPath);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

interface Target {
  url: string;
  detailsPath: string | null;
}

async function visitFresh(target: Target): Promise<Timeline> {
  const b = await openBrowser();
  try {
    return await visitFirstFrame(b.page, target.url, target.detailsPath);
  } finally {
    await b.close();
  }
}

/**
 * One visit of each target to warm the server up (not counted), then RUNS rounds visiting each in
 * turn, each in a fresh profile (the machine's load moves: a round sees the same load for all).
 */
async function measure(targets: Target[]): Promise<Timeline[]> {
  for (const target of targets) await visitFresh(target);
  const runs: Timeline[][] = targets.map(() => []);
  for (let i = 0; i < RUNS; i++) {
    for (const [k, target] of targets.entries()) runs[k]!.push(await visitFresh(target));
  }
  return runs.map(medianTimeline);
}

/** Each step's median over the visits that reached it. */
function medianTimeline(runs: Timeline[]): Timeline {
  const out: Timeline = {};
  for (const step of STEPS) {
    const values = runs.map((r) => r[step]).filter((v): v is number => v !== undefined);
    if (values.length > 0) out[step] = median(values);
  }
  return out;
}

function report(name: string, timeline: Timeline): void {
  for (const step of STEPS) {
    const value = timeline[step];
    if (value !== undefined) bench(`video.first_frame.${name}.${step}_ms`, Math.round(value), 'ms');
  }
}

/**
 * A bare page playing `#<playlist>` with hls.js (a plain script), the playlist proxied from `origin`;
 * the page with `headers`.
 */
async function bareHlsServer(
  origin: string,
  headers: Record<string, string> = {},
): Promise<{ url: string; close: () => void }> {
  const player = `<!doctype html><video muted autoplay playsinline></video><script src="/hls.js"></script>
<script>const v=document.querySelector('video');const h=new Hls({liveSyncDurationCount:2,startFragPrefetch:true});
h.loadSource(location.hash.slice(1));h.attachMedia(v);v.play().catch(()=>{});</script>`;
  const server = http.createServer((req, res) => {
    if (req.url === '/hls.js') {
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return void fs.createReadStream(HLS_JS).pipe(res);
    }
    if (req.url?.startsWith('/live/')) {
      return void fetch(origin + req.url).then(async (up) => {
        res.writeHead(up.status, { 'content-type': up.headers.get('content-type') ?? '' });
        res.end(Buffer.from(await up.arrayBuffer()));
      });
    }
    res.writeHead(200, { 'content-type': 'text/html', ...headers });
    res.end(player);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** A live demo football match and the playlist its page plays (its sport's demo channel). */
async function liveMatch(origin: string): Promise<{ id: number; playlist: string }> {
  const list = await webData<{ list: { id: number }[] }>(origin, '/web_race/match_list', {
    raceType: 1,
    status: 'live',
    page: 1,
    pageSize: 10,
  });
  const id = list.list[0]?.id;
  if (!id) throw new Error('no live demo football match to measure');
  const details = await webData<{ streamUrl: string | null }>(origin, '/web_match/web_match_details', {
    matchId: id,
  });
  return { id, playlist: details.streamUrl ?? '/live/football/index.m3u8' };
}

/** The live demo anchor's uid and the playlist its room plays. */
async function liveRoom(server: E2eServer): Promise<{ uid: string; playlist: string }> {
  const [row] = await server.ctx.database.db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.username, [ROOM_ANCHOR]));
  if (!row) throw new Error(`no demo anchor ${ROOM_ANCHOR}`);
  const uid = String(row.id);
  const details = await webData<{ live: boolean; streamUrl: string | null }>(
    server.url,
    '/web_anchor/anchor_details',
    { id: uid },
  );
  if (!details.live || !details.streamUrl) throw new Error(`demo anchor ${ROOM_ANCHOR} is not live`);
  return { uid, playlist: details.streamUrl };
}

/**
 * `clientDir`: a client build to serve (default dist/client); `build`: make it first
 * (`vite build --outDir <clientDir>`).
 */
export async function benchFirstFrame(options: { clientDir?: string; build?: boolean } = {}): Promise<void> {
  const clientDir = path.resolve(options.clientDir ?? 'dist/client');
  if (options.build) buildClient(clientDir);
  const server = await startE2eServer({ CLIENT_DIR: clientDir });
  const bare = await bareHlsServer(server.url, await isolationHeaders(server.url));
  const barePlain = PLAIN ? await bareHlsServer(server.url) : undefined;
  try {
    const match = await liveMatch(server.url);
    const room = await liveRoom(server);

    const targets: Target[] = [
      { url: `${server.url}/#/match/live/${match.id}`, detailsPath: '/web_match/web_match_details' },
      { url: `${bare.url}/#${match.playlist}`, detailsPath: null },
      { url: `${server.url}/#/anchor/room/${room.uid}`, detailsPath: '/web_anchor/anchor_details' },
    ];
    if (barePlain) targets.push({ url: `${barePlain.url}/#${match.playlist}`, detailsPath: null });
    const sameChannel = room.playlist === match.playlist;
    if (!sameChannel) targets.push({ url: `${bare.url}/#${room.playlist}`, detailsPath: null });
    const [matchPage, matchBare, roomPage, ...rest] = await measure(targets);
    const plainBare = barePlain ? rest.shift() : undefined;
    const otherBare = sameChannel ? undefined : rest.shift();
    const roomBare = sameChannel ? matchBare : otherBare;
    if (!matchPage || !matchBare || !roomPage || !roomBare || (barePlain && !plainBare))
      throw new Error('a page was not measured');
    report('match', matchPage);
    report('room', roomPage);
    report('hls', matchBare);
    if (plainBare) report('hls_plain', plainBare);
    if (!sameChannel) report('hls_room', roomBare);

    const frame = (t: Timeline) => t.frame ?? 0;
    bench('video.first_frame_match_ms', Math.round(frame(matchPage)), 'ms');
    bench('video.first_frame_room_ms', Math.round(frame(roomPage)), 'ms');
    bench('video.first_frame_hls_ms', Math.round(frame(matchBare)), 'ms');
    bench('video.first_frame_vs_hls', frame(matchPage) / Math.max(1, frame(matchBare)), 'ratio');
    bench('video.first_frame_room_vs_hls', frame(roomPage) / Math.max(1, frame(roomBare)), 'ratio');
    if (plainBare) {
      bench('video.first_frame_hls_plain_ms', Math.round(frame(plainBare)), 'ms');
      bench('video.first_frame_vs_hls_plain', frame(matchPage) / Math.max(1, frame(plainBare)), 'ratio');
      if (sameChannel)
        bench(
          'video.first_frame_room_vs_hls_plain',
          frame(roomPage) / Math.max(1, frame(plainBare)),
          'ratio',
        );
    }
  } finally {
    bare.close();
    barePlain?.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchFirstFrame({ build: true });
