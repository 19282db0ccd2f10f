import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

import { Jimp } from 'jimp';
import { chromium } from 'playwright-core';
import { build } from 'vite';

import { type CompressInput, type CompressResult } from '../../protocol/compress';
import { CHROMIUM, CHROMIUM_ARGS } from '../helpers/browser';
import { bench } from './load';

/**
 * 12-megapixel JPEG compression (§5, quality 80): the jimp path in Node, then the OffscreenCanvas path
 * in Chromium through the real page client (src/api/compressClient.ts) and module Worker, bundled by a
 * throwaway Vite build in a temporary folder and served on a free loopback port. Median of 3 runs in
 * Chromium; one run of jimp's (~7 s of one core each here: the bench's 10 minutes).
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = 3;
const JIMP_RUNS = 1;
const CHROMIUM_LIMIT_MS = 180_000;

type CompressImage = (input: CompressInput) => Promise<CompressResult>;
interface PageResult {
  times: number[];
  bytes: number;
  type: string;
  width: number;
  height: number;
}

const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** A photo-like 4000x3000 JPEG (gradients plus noise) at quality 95. */
async function makePhoto(): Promise<Uint8Array> {
  const [width, height] = [4000, 3000];
  const image = new Jimp({ width, height });
  const data = image.bitmap.data;
  let seed = 7;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const [x, y] = [i % width, Math.floor(i / width)];
    data[i * 4] = (x * 255) / width + (seed % 24);
    data[i * 4 + 1] = (y * 255) / height + ((seed >> 5) % 24);
    data[i * 4 + 2] = ((x ^ y) & 255) / 2 + ((seed >> 10) % 24);
    data[i * 4 + 3] = 255;
  }
  return new Uint8Array(await image.getBuffer('image/jpeg', { quality: 95 }));
}

/** The worker module is typed against WebWorker, not Node: a computed specifier keeps tsc out of it. */
async function loadCompressImage(): Promise<CompressImage> {
  const url = pathToFileURL(path.join(ROOT, 'worker/compress/compressImage.ts')).href;
  return ((await import(url)) as { compressImage: CompressImage }).compressImage;
}

async function jimpInNode(photo: Uint8Array): Promise<number[]> {
  const compressImage = await loadCompressImage();
  const times: number[] = [];
  for (let run = 0; run < JIMP_RUNS; run++) {
    const t0 = performance.now();
    const out = await compressImage({
      bytes: new Uint8Array(photo).buffer,
      fileName: 'photo.jpg',
      mimeType: 'image/jpeg',
    });
    times.push(performance.now() - t0);
    if (out.path !== 'jimp' || out.width !== 4000 || out.bytes.byteLength >= photo.byteLength) {
      throw new Error(
        `unexpected jimp result: ${out.path} ${out.width}x${out.height} ${out.bytes.byteLength} B`,
      );
    }
  }
  return times;
}

const PAGE_SCRIPT = (client: string) => `import { createCompressor } from ${JSON.stringify(client)};
window.runCompressBench = async (runs) => {
  const bytes = await (await fetch('/photo.jpg')).arrayBuffer();
  const compressor = createCompressor();
  const times = [];
  let out;
  for (let run = 0; run < runs; run++) {
    const file = new File([bytes], 'photo.jpg', { type: 'image/jpeg' });
    const t0 = performance.now();
    out = await compressor.compress(file, 80);
    times.push(performance.now() - t0);
  }
  const bitmap = await createImageBitmap(out);
  compressor.terminate();
  return { times, bytes: out.size, type: out.type, width: bitmap.width, height: bitmap.height };
};
`;

async function offscreenInChromium(photo: Uint8Array, dir: string): Promise<PageResult> {
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><script type="module" src="./main.js"></script>',
  );
  fs.writeFileSync(path.join(dir, 'main.js'), PAGE_SCRIPT(path.join(ROOT, 'src/api/compressClient.ts')));
  const out = path.join(dir, 'dist');
  // Vite's build sets NODE_ENV=production in this process when it is unset; the benches after this
  // one spawn servers with this environment (a production server refuses to start without PUBLIC_URL).
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      root: dir,
      configFile: false,
      logLevel: 'silent',
      worker: { format: 'es' },
      build: { outDir: out },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const server = http.createServer((req, res) => {
    const name = req.url === '/' ? 'index.html' : path.normalize(req.url ?? '').replace(/^([/\\]|\.\.)+/, '');
    const file = path.join(out, name);
    if (name === 'photo.jpg') return res.writeHead(200, { 'content-type': 'image/jpeg' }).end(photo);
    if (!file.startsWith(out) || !fs.existsSync(file)) return res.writeHead(404).end();
    const type = name.endsWith('.html') ? 'text/html' : 'text/javascript';
    res.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${(server.address() as { port: number }).port}/`);
    await page.waitForFunction(() => 'runCompressBench' in globalThis);
    type BenchWindow = { runCompressBench(runs: number): Promise<PageResult> };
    return await page.evaluate((runs) => (globalThis as unknown as BenchWindow).runCompressBench(runs), RUNS);
  } finally {
    await browser.close();
    server.close();
  }
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: over ${ms} ms`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export async function benchCompress(): Promise<void> {
  const photo = await makePhoto();
  bench('compress.jpeg_12mp_ms', median(await jimpInNode(photo)), 'ms');
  if (!fs.existsSync(CHROMIUM)) {
    console.warn(`compress: no ${CHROMIUM}, OffscreenCanvas path not measured`);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-compress-bench-'));
  try {
    const r = await within(offscreenInChromium(photo, dir), CHROMIUM_LIMIT_MS, 'Chromium compression bench');
    if (r.type !== 'image/jpeg' || r.width !== 4000 || r.height !== 3000 || r.bytes >= photo.byteLength) {
      throw new Error(`unexpected OffscreenCanvas result: ${JSON.stringify(r)}`);
    }
    bench('compress.jpeg_12mp_offscreen_ms', median(r.times), 'ms');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
