import { fileURLToPath } from 'node:url';

import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** `assets/locale-<lang>-<hash>.js` for the compiled catalog of locales/<lang>/messages.po. */
function catalogChunkName(chunk: { facadeModuleId: string | null }): string {
  const lang = /[\\/]locales[\\/]([a-z]+)[\\/]messages\.po$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return lang ? `assets/locale-${lang}-[hash].js` : 'assets/[name]-[hash].js';
}

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
    rolldownOptions: { output: { chunkFileNames: catalogChunkName } },
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
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }),
    lingui(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: false,
      // The shell only: not the player (hls), the image compressor (jimp) or six of the eight
      // catalogs (zh is the default language, en the fallback); the worker caches those when used.
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
