import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

const RENDER = fileURLToPath(new URL('./firstScreenRender.ts', import.meta.url));

/**
 * After the client build: the home's first screen in each language into the client's folder
 * (./firstScreenRender.ts, in a process of its own), which the server puts into the page of a
 * first visit (server/http/firstScreen.ts). A failed render fails the build.
 */
export function firstScreen(): Plugin {
  let outDir = '';
  return {
    name: 'tribune:first-screen',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      handler() {
        // Only the page's build (the service worker's own build shares no index.html).
        if (!existsSync(path.join(outDir, 'index.html'))) return;
        execFileSync(process.execPath, ['--import', 'tsx', RENDER, outDir], {
          cwd: path.resolve(path.dirname(RENDER), '..'),
          stdio: 'inherit',
        });
      },
    },
  };
}
