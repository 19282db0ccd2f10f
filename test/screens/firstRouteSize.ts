import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { openBrowser } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';

/** `npx tsx test/screens/firstRouteSize.ts`: gzip size of every script the first route (/#/match/0) loads. */
async function main(): Promise<void> {
  const server = await startE2eServer();
  const b = await openBrowser();
  const scripts = new Set<string>();
  b.page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.pathname.endsWith('.js') && !url.pathname.endsWith('sw.js')) scripts.add(url.pathname);
  });
  await b.page.goto(`${server.url}/#/match/0`);
  // Not 'networkidle': Playwright keeps the messaging SharedWorker's script request pending forever.
  await b.page.getByTestId('match-card').first().waitFor({ timeout: 30_000 });
  await b.page.waitForTimeout(1000);
  let total = 0;
  for (const script of scripts) {
    const size = gzipSync(fs.readFileSync(path.join('dist/client', script))).length;
    total += size;
    console.log(`${(size / 1024).toFixed(1).padStart(7)} KB  ${script}`);
  }
  console.log(`BENCH first_route_js_gzip ${(total / 1024).toFixed(1)} KB`);
  await b.close();
  await server.stop();
}

void main();
