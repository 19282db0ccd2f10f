import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import { openBrowser } from '../helpers/browser';
import { startE2eServer } from '../helpers/e2eServer';

const CLIENT_DIR = 'dist/client';

/** Gzip size of a built script, in KB. */
function gzipKb(script: string): number {
  return gzipSync(fs.readFileSync(path.join(CLIENT_DIR, script))).length / 1024;
}

/**
 * zod's schema classes keep their names in the build: a script holding them holds zod. The messaging
 * worker is not the page: it runs off the UI thread and validates its socket frames with zod.
 */
function pageScriptWithZod(script: string): boolean {
  if (/\/imWorker-[^/]+\.js$/.test(script)) return false;
  return fs.readFileSync(path.join(CLIENT_DIR, script), 'utf8').includes('$ZodType');
}

/** The entry: the module script of index.html and every script it modulepreloads. */
function entryScripts(): string[] {
  const html = fs.readFileSync(path.join(CLIENT_DIR, 'index.html'), 'utf8');
  const script = /<script type="module"[^>]*\bsrc="([^"]+\.js)"/g;
  const preload = /<link rel="modulepreload"[^>]*\bhref="([^"]+\.js)"/g;
  return [...html.matchAll(script), ...html.matchAll(preload)].map((m) => m[1]!);
}

function report(name: string, scripts: Iterable<string>): void {
  let total = 0;
  const zod: string[] = [];
  for (const script of scripts) {
    const size = gzipKb(script);
    total += size;
    if (pageScriptWithZod(script)) zod.push(script);
    console.log(`${size.toFixed(1).padStart(7)} KB  ${script}`);
  }
  console.log(`BENCH ${name}_js_gzip ${total.toFixed(1)} KB`);
  console.log(`BENCH ${name}_zod ${zod.length === 0 ? 'none' : zod.join(' ')}`);
}

/**
 * `npx tsx test/screens/firstRouteSize.ts` (after `npm run build`): gzip size of the entry (the
 * script of index.html and its modulepreloads) and of every script the first route (/#/match/0)
 * loads, and which of them hold zod (none should: the page imports protocol's zod-free modules).
 */
async function main(): Promise<void> {
  report('entry', entryScripts());
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
  report('first_route', scripts);
  await b.close();
  await server.stop();
}

void main();
