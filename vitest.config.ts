import { lingui } from '@lingui/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';

import { linguiBabel } from './scripts/linguiBabel.ts';

/**
 * Four projects, run one after the other by `npm test`: unit (next to the code, fast), slow (server
 * processes, ffmpeg, the soak, and any file over 20 s on the 2-core CI machine), scale (three nodes
 * behind nginx under failures), e2e (Chromium, serial). unit and slow clone one migrated and seeded
 * database per run (test/helpers/dbTemplate.ts).
 */
const slow = [
  'test/integration/**/*.test.ts',
  // Spawns server processes.
  'server/db/lock.test.ts',
  // Every endpoint times every kind of bad input on both backends: 40 s.
  'server/http/badInput.test.ts',
];

export default defineConfig({
  plugins: [linguiBabel(), lingui()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            '{protocol,server,src,worker,sw,scripts}/**/*.test.{ts,tsx}',
            'test/helpers/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...slow],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['test/helpers/dbTemplateSetup.ts'],
          // Two files at a time on two cores: these tests mostly wait on their databases (measured:
          // 210 s with one worker, 157 s with two, on this 2-core machine).
          maxWorkers: 2,
          // Each worker keeps its modules between files instead of importing them again for each of
          // the ~190 files (measured: imports 238 s → 44 s summed, the tier 530 s → 339 s, on a
          // loaded machine). The files share no module state: each starts its own servers and
          // databases, fake timers and env changes are restored, and the five files that vi.mock pass
          // as well (the whole tier passed this way).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'slow',
          include: slow,
          environment: 'node',
          // Two files at a time (vitest's default on two cores is one) that keep their modules, as in
          // the unit tier: the bad-input file alone takes ~90 s, the other files wait on their
          // processes, ffmpeg and databases meanwhile (measured: 234 s -> 190 s on this 2-core machine).
          maxWorkers: 2,
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          globalSetup: ['test/helpers/dbTemplateSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // Three server processes behind nginx with the suite's own PostgreSQL and Redis, which it
          // stops and restarts (test/scale): alone, after slow, so nothing else competes with it.
          name: 'scale',
          include: ['test/scale/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          // One file at a time, keeping the modules they import (the server, playwright) and
          // test/helpers/browser.ts's shared Chromium from one file to the next; each starts its own
          // server and browser contexts (measured: the tier 1,199 s -> 922 s on this 2-core machine).
          // Two files at once (before the shared Chromium) took 1,028 s with the CPU idle 2 % of the
          // run, and one test timed out in it (push's update prompt; not reproduced since).
          fileParallelism: false,
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 300_000,
          globalSetup: ['test/e2e/globalSetup.ts'],
        },
      },
    ],
  },
});
