import { lingui } from '@lingui/vite-plugin';
import babel from '@rolldown/plugin-babel';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The client build: React views, lingui catalogs compiled from locales/*.po, the service worker from sw/. */
export default defineConfig({
  root: 'src',
  publicDir: '../public',
  build: { outDir: '../dist/client', emptyOutDir: true, sourcemap: true },
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
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,webmanifest,woff2}'] },
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
