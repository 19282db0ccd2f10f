import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

/** Unit and integration tests next to the code, plus the browser suite in test/e2e (serial, Chromium). */
export default defineConfig({
  plugins: [babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{protocol,server,src,worker,sw}/**/*.test.{ts,tsx}',
            'test/integration/**/*.test.ts',
            'test/helpers/**/*.test.ts',
          ],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          globalSetup: ['test/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
