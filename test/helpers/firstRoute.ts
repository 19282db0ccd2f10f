import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

import type { Page } from 'playwright-core';

import { openBrowser } from './browser';

/** The route a first visit lands on (the root redirects to it, §2): what bench and budget measure. */
export const FIRST_ROUTE = '/#/match/0';

/** One script of the first route: its path in the client build and its gzip size in bytes. */
export interface RouteScript {
  path: string;
  gzip: number;
}

export interface FirstRouteJs {
  /** Sum of the scripts' gzip sizes, bytes. */
  gzip: number;
  /** Largest first. */
  scripts: RouteScript[];
}

/** The first route has rendered its matches (the messaging worker keeps the network busy for good). */
export async function matchesShown(page: Page): Promise<void> {
  await page.locator('[data-testid="match-card"]').first().waitFor({ timeout: 30_000 });
}

// Page code as text (this file is also typed for Node): notes, in the page's own clock, when the
// first match card enters the DOM, and keeps every resource entry until then.
const MARK_FIRST_CARD = `(() => {
  performance.setResourceTimingBufferSize(100000);
  new MutationObserver((_, observer) => {
    if (!document.querySelector('[data-testid="match-card"]')) return;
    window.__firstCardAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true });
})()`;

const SCRIPTS_BEFORE_FIRST_CARD = `performance
  .getEntriesByType('resource')
  .filter((e) => e.startTime <= window.__firstCardAt)
  .map((e) => new URL(e.name).pathname)
  .filter((p) => p.endsWith('.js') && !p.endsWith('sw.js'))`;

/**
 * The JS the first route asks for before its first match card shows, in Chromium on a fresh profile
 * against `origin` (which serves `clientDir`): every script requested until the card entered the DOM
 * (the service worker aside), each gzipped from the build on disk. What the page asks for after that
 * (loaded after first paint) does not count.
 */
export async function firstRouteJs(
  origin: string,
  clientDir = process.env.CLIENT_DIR ?? 'dist/client',
): Promise<FirstRouteJs> {
  const browser = await openBrowser();
  let paths: string[];
  try {
    await browser.page.addInitScript(MARK_FIRST_CARD);
    await browser.page.goto(`${origin}${FIRST_ROUTE}`);
    await matchesShown(browser.page);
    await browser.page.waitForFunction('window.__firstCardAt !== undefined');
    paths = await browser.page.evaluate<string[]>(SCRIPTS_BEFORE_FIRST_CARD);
  } finally {
    await browser.close();
  }
  const scripts = [...new Set(paths)].map((p) => ({
    path: p,
    gzip: gzipSync(fs.readFileSync(path.join(clientDir, p))).length,
  }));
  scripts.sort((a, b) => b.gzip - a.gzip);
  return { gzip: scripts.reduce((sum, s) => sum + s.gzip, 0), scripts };
}

/** The size and the biggest scripts, for a report or a failure message. */
export function describeFirstRoute(js: FirstRouteJs, top = 12): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const rows = js.scripts.slice(0, top).map((s) => `  ${kb(s.gzip).padStart(9)}  ${s.path}`);
  return [`first route JS: ${kb(js.gzip)} gzip in ${js.scripts.length} scripts; the biggest:`, ...rows].join(
    '\n',
  );
}
