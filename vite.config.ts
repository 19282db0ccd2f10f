import { promises as fsp } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

import { FIRST_SCREEN_FILE } from './protocol/firstScreen';
import { bootCatalog } from './scripts/bootCatalog';
import { homeChunk } from './scripts/homeChunk';
import { linguiBabel } from './scripts/linguiBabel.ts';
import { earlyLiveEntry } from './scripts/earlyLiveEntry';
import { firstScreen } from './scripts/firstScreen';
import { pageSnapshotGate } from './scripts/pageSnapshotGate';
import { shellChunk } from './scripts/shellChunk';

/**
 * `assets/locale-<lang>-<hash>.js` for the compiled catalog of locales/<lang>/messages.po, and
 * `assets/locale-<lang>-boot-<hash>.js` for its boot catalog (scripts/bootCatalog.ts).
 */
function catalogChunkName(chunk: { facadeModuleId: string | null }): string {
  const [, lang, boot] =
    /[\\/]locales[\\/]([a-z]+)[\\/]messages\.po(\?boot)?$/.exec(chunk.facadeModuleId ?? '') ?? [];
  if (!lang) return 'assets/[name]-[hash].js';
  return boot ? `assets/locale-${lang}-boot-[hash].js` : `assets/locale-${lang}-[hash].js`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files of the build worth a compressed copy (no .map: the build makes none). */
const COMPRESSIBLE = /\.(?:js|css|html|svg|json|webmanifest|txt)$/;
/** Smaller files go out as they are (the server does the same for API answers). */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside each text file of dist/client over
 * 1 KiB, which the server sends as they are to a browser accepting them (server/http/staticClient.ts):
 * the slowest, smallest settings cost nothing per request when paid once here. Runs last, after
 * vite-plugin-pwa has written sw.js and its precache list (its globs match no .br / .gz name).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tribune:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const names = await fsp.readdir(outDir, { recursive: true });
        await Promise.all(
          names
            .filter((name) => COMPRESSIBLE.test(name) && name !== FIRST_SCREEN_FILE)
            .map(async (name) => {
              const file = path.join(outDir, name);
              const bytes = await fsp.readFile(file);
              if (bytes.length <= COMPRESS_MIN_BYTES) return;
              const [br, gz] = await Promise.all([
                brotli(bytes, {
                  params: {
                    [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                    [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                  },
                }),
                gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION }),
              ]);
              // A copy no smaller than the file is not worth a second read of the disk.
              if (br.length < bytes.length) await fsp.writeFile(`${file}.br`, br);
              if (gz.length < bytes.length) await fsp.writeFile(`${file}.gz`, gz);
            }),
        );
      },
    },
  };
}

/**
 * With TRIBUNE_CHUNK_REPORT=1, writes `chunks.json` beside the client build (not into it: it names
 * source files) listing each chunk's modules by rendered size, largest first; scripts/firstRouteReport.ts
 * reads it to say what the first route's scripts are made of.
 */
function chunkReport(): Plugin {
  let outDir = '';
  return {
    name: 'tribune:chunk-report',
    apply: () => process.env.TRIBUNE_CHUNK_REPORT === '1',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async generateBundle(_, bundle) {
      const report: Record<string, { module: string; bytes: number }[]> = {};
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        report[chunk.fileName] = Object.entries(chunk.modules)
          .map(([id, m]) => ({ module: path.relative(process.cwd(), id), bytes: m.renderedLength }))
          .sort((a, b) => b.bytes - a.bytes);
      }
      await fsp.writeFile(path.join(path.dirname(outDir), 'chunks.json'), JSON.stringify(report, null, 1));
    },
  };
}

const early = earlyLiveEntry();
const shell = shellChunk(early.isEarly);
const home = homeChunk(early.isEarly);

/** The client build: React views, lingui catalogs compiled from locales/*.po, the service worker from sw/. */
export default defineConfig({
  root: 'src',
  publicDir: '../public',
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    // No source maps in the build (nor for the service worker, which takes this setting): the server
    // publishes dist/client as is, and the maps would give out the whole source.
    sourcemap: false,
    // Catalogs are named by language so the service worker can precache only some (see below).
    rolldownOptions: {
      output: {
        chunkFileNames: catalogChunkName,
        // What the entry runs in one chunk (scripts/shellChunk.ts), the home page in another
        // (scripts/homeChunk.ts); the other lazy pages keep Rolldown's chunking.
        codeSplitting: { groups: [early.group, shell.group, home.group] },
      },
    },
  },
  // Under the site's CSP (no 'unsafe-eval') zod must not probe `new Function`: the page, the workers
  // and the service worker get zod through protocol/zodClient.ts, which turns its JIT off first.
  resolve: {
    alias: [
      { find: /^zod$/, replacement: fileURLToPath(new URL('./protocol/zodClient.ts', import.meta.url)) },
    ],
  },
  plugins: [
    react(),
    linguiBabel(),
    lingui(),
    bootCatalog(),
    pageSnapshotGate(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      // The shell only: not the player (hls), the image compressor (jimp) or six of the eight
      // catalogs, full and boot (zh is the default language, en the fallback); the worker caches
      // those when used.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'],
        globIgnores: [
          'app-screens/**',
          'assets/hls-*.js',
          'assets/browser-*.js',
          'assets/compress.worker-*.js',
          'assets/locale-{tw,ind,vie,tha,por,hin}-*.js',
        ],
      },
      devOptions: { enabled: false },
    }),
    firstScreen(),
    precompress(),
    chunkReport(),
    shell.plugin,
    home.plugin,
    early.plugin,
  ],
  server: {
    proxy: {
      '/web': 'http://127.0.0.1:8080',
      '/uploads': 'http://127.0.0.1:8080',
      '/live': 'http://127.0.0.1:8080',
    },
  },
  worker: { format: 'es' },
  optimizeDeps: { include: ['comlink', 'dexie', 'hls.js', 'jimp', 'upng-js'] },
});
