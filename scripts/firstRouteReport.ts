/**
 * What the first route loads: `npx tsx scripts/firstRouteReport.ts [clientDir]` serves a client build
 * (default dist/client) from the real server on 127.0.0.1, opens the first route in Chromium and
 * prints every script it asked for before its first match card, with gzip sizes: the measure of
 * test/e2e/bundleBudget.test.ts and of the bench's web.first_route_js_gzip. When the build was made
 * with TRIBUNE_CHUNK_REPORT=1 (vite.config.ts writes `<clientDir>/../chunks.json`), each script also
 * lists its biggest modules by rendered size.
 */
import fs from 'node:fs';
import path from 'node:path';

import { startE2eServer } from '../test/helpers/e2eServer';
import { describeFirstRoute, firstRouteJs } from '../test/helpers/firstRoute';

interface ChunkModules {
  [fileName: string]: { module: string; bytes: number }[];
}

const clientDir = path.resolve(process.argv[2] ?? 'dist/client');
const chunksFile = path.join(path.dirname(clientDir), 'chunks.json');
const chunks: ChunkModules | undefined = fs.existsSync(chunksFile)
  ? (JSON.parse(fs.readFileSync(chunksFile, 'utf8')) as ChunkModules)
  : undefined;

const server = await startE2eServer({ CLIENT_DIR: clientDir });
try {
  const js = await firstRouteJs(server.url, clientDir);
  console.log(describeFirstRoute(js, js.scripts.length));
  if (chunks) {
    for (const script of js.scripts) {
      const modules = chunks[script.path.replace(/^\//, '')] ?? [];
      console.log(`\n${script.path} (${(script.gzip / 1024).toFixed(1)} KB gzip), biggest modules (raw):`);
      for (const m of modules.slice(0, 15)) {
        console.log(`  ${(m.bytes / 1024).toFixed(1).padStart(7)} KB  ${m.module}`);
      }
    }
  }
} finally {
  await server.stop();
}
