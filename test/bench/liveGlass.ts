import path from 'node:path';

import { openBrowser } from '../helpers/browser';
import { AAC, type Encoder, encoder, GOP_1S, quantile, SINE, sleep, X264 } from './liveKit';
import { bench } from './load';

/**
 * `live.glass_to_glass_ms`: an encoder whose frames show the wall clock (Date.now() when the frame
 * is written, as 48 black/white blocks), through the ingest, played by hls.js in Chromium, which
 * decodes the blocks of every presented frame (requestVideoFrameCallback) against its own Date.now()
 * (same machine, same clock).
 *
 * Frame layout (640x360 yuv420p, mid grey): ROWS rows of B-pixel blocks at (X0, Y0); each row is a
 * white guard, a black guard, then 12 bits, most significant first. Rows 0-3 hold the time in 12-bit
 * words, row 4 their XOR (a frame that does not decode cleanly, with guards and check, is not counted).
 */
const W = 640;
const H = 360;
const B = 40;
const X0 = 40;
const Y0 = 40;
const COLS = 14;
const ROWS = 5;
const FPS = 30;
/** Frames read for the glass-to-glass figures: 6 s at 30 fps, ~180 (10 s until 2026-11-28). */
const MEASURE_MS = 6_000;
const HLS_JS = path.resolve('node_modules/hls.js/dist/hls.min.js');

function clockFrame(t: number): Buffer {
  const frame = Buffer.alloc((W * H * 3) / 2, 128);
  const words = [0, 1, 2, 3].map((k) => Math.floor(t / 2 ** (12 * (3 - k))) % 4096);
  words.push(words.reduce((a, b) => a ^ b, 0));
  words.forEach((word, row) => {
    for (let col = 0; col < COLS; col++) {
      const white = col === 0 || (col >= 2 && ((word >> (13 - col)) & 1) === 1);
      for (let dy = 0; dy < B; dy++) {
        const at = (Y0 + row * B + dy) * W + X0 + col * B;
        frame.fill(white ? 235 : 16, at, at + B);
      }
    }
  });
  return frame;
}

/** Publishes clock frames at their real time (FPS), with a sine for sound. */
function publishClock(url: string): Encoder {
  const raw = ['-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-s', `${W}x${H}`, '-r', String(FPS), '-i', 'pipe:0'];
  const enc = encoder(
    [...raw, ...SINE, ...X264, ...GOP_1S, '-b:v', '800k', ...AAC, '-f', 'flv', url],
    'pipe',
  );
  const start = performance.now();
  let n = 0;
  let timer: NodeJS.Timeout | undefined;
  const tick = () => {
    if (!enc.child.stdin?.writable) return;
    enc.child.stdin.write(clockFrame(Date.now()));
    n++;
    timer = setTimeout(tick, Math.max(0, start + (n * 1000) / FPS - performance.now()));
  };
  tick();
  return {
    ...enc,
    async stop() {
      clearTimeout(timer);
      enc.child.stdin?.end();
      await enc.stop();
    },
  };
}

/** Page code as text (this file is typed for Node): hls.js tuned for latency, a decoder per frame. */
const player = (url: string) => `(() => {
  const W = ${W}, H = ${H}, B = ${B}, X0 = ${X0}, Y0 = ${Y0}, COLS = ${COLS}, ROWS = ${ROWS};
  const out = (window.g2g = { samples: [], bad: 0, error: null });
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  document.body.append(video);
  const canvas = document.createElement('canvas');
  canvas.width = W;
  canvas.height = H;
  const g = canvas.getContext('2d', { willReadFrequently: true });
  const lum = (d, x, y) => {
    let sum = 0;
    for (let dy = 12; dy < 28; dy += 4)
      for (let dx = 12; dx < 28; dx += 4) {
        const i = ((y + dy) * W + x + dx) * 4;
        sum += d[i] + d[i + 1] + d[i + 2];
      }
    return sum / 48;
  };
  const decode = () => {
    const d = g.getImageData(0, 0, W, H).data;
    const words = [];
    for (let row = 0; row < ROWS; row++) {
      const y = Y0 + row * B;
      const white = lum(d, X0, y), black = lum(d, X0 + B, y);
      if (white < 170 || black > 85) return null;
      const lo = black + (white - black) * 0.3, hi = white - (white - black) * 0.3;
      let word = 0;
      for (let col = 2; col < COLS; col++) {
        const l = lum(d, X0 + col * B, y);
        if (l > lo && l < hi) return null;
        word = word * 2 + (l >= hi ? 1 : 0);
      }
      words.push(word);
    }
    if ((words[0] ^ words[1] ^ words[2] ^ words[3]) !== words[4]) return null;
    return ((words[0] * 4096 + words[1]) * 4096 + words[2]) * 4096 + words[3];
  };
  const onFrame = () => {
    const wall = Date.now();
    g.drawImage(video, 0, 0, W, H);
    const t = decode();
    if (t === null) out.bad++;
    else out.samples.push([wall, t]);
    video.requestVideoFrameCallback(onFrame);
  };
  video.requestVideoFrameCallback(onFrame);
  const hls = new Hls({
    lowLatencyMode: true,
    liveSyncDurationCount: 1,
    liveMaxLatencyDurationCount: 3,
    maxLiveSyncPlaybackRate: 1.5,
    backBufferLength: 0,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) out.error = data.type + ': ' + data.details;
  });
  hls.loadSource(${JSON.stringify(url)});
  hls.attachMedia(video);
  video.play().catch(() => {});
})()`;

interface G2g {
  samples: [number, number][];
  bad: number;
  error: string | null;
}

/**
 * Publishes the clock to `push`, waits for `playUrl()` (absolute, on `origin`) to be playable, plays it
 * for MEASURE_MS after the first decoded frame; prints the figures or why they are skipped.
 */
export async function benchGlassToGlass(
  origin: string,
  push: string,
  playUrl: () => Promise<string>,
): Promise<void> {
  const publisher = publishClock(push);
  // The bench's own player script in a page of the server's origin, which the site's CSP refuses.
  const browser = await openBrowser({ width: 800, height: 600, bypassCsp: true });
  try {
    const url = await playUrl();
    // A page of the server's origin: the playlist and segments are same-origin.
    await browser.page.goto(`${origin}/health`);
    await browser.page.setContent('<!doctype html><title>glass to glass</title><body></body>');
    await browser.page.addScriptTag({ path: HLS_JS });
    await browser.page.evaluate(player(url));
    const shown = await browser.page
      .waitForFunction('window.g2g.samples.length > 0 || window.g2g.error', undefined, {
        polling: 100,
        timeout: 30_000,
      })
      .then(
        () => true,
        () => false,
      );
    if (!shown) {
      const g2g = await browser.page.evaluate<G2g>('window.g2g');
      console.log(`live.glass_to_glass skipped: no decodable frame in 30 s (${g2g.bad} undecodable)`);
      return;
    }
    const first = await browser.page.evaluate<number>('window.g2g.samples.length');
    await sleep(MEASURE_MS);
    const g2g = await browser.page.evaluate<G2g>('window.g2g');
    const samples = g2g.samples.slice(Math.max(0, first - 1));
    const garbage = samples.filter(([wall, t]) => t > wall + 1000 || t < wall - 60_000);
    if (g2g.error || samples.length < FPS || garbage.length > 0 || g2g.bad > samples.length) {
      console.log(
        `live.glass_to_glass skipped: decode check failed (error ${g2g.error ?? 'none'}, ${samples.length} decoded, ` +
          `${g2g.bad} undecodable, ${garbage.length} outside the last minute, e.g. ${JSON.stringify(garbage[0])})`,
      );
      return;
    }
    const latencies = samples.map(([wall, t]) => wall - t);
    bench('live.glass_to_glass_ms', quantile(latencies, 0.5), 'ms');
    bench('live.glass_to_glass_p95_ms', quantile(latencies, 0.95), 'ms');
    console.log(`live.glass_to_glass: ${samples.length} frames decoded, ${g2g.bad} undecodable`);
  } finally {
    await browser.close();
    await publisher.stop();
  }
}
