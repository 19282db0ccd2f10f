import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type BrowserContext, chromium, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (never a downloaded browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface BrowserSession {
  context: BrowserContext;
  page: Page;
  close(): Promise<void>;
}

/** A fresh profile (empty storage, its own service worker registry) at the given width. */
export async function openBrowser(
  options: {
    width?: number;
    height?: number;
    locale?: string;
    /** A bench page that injects its own scripts into a page of the site (its CSP forbids them). */
    bypassCsp?: boolean;
  } = {},
): Promise<BrowserSession> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    bypassCSP: options.bypassCsp ?? false,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  return {
    context,
    page,
    async close() {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The path part of the hash route the page shows, e.g. '/match/0'. */
export function hashPath(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, '').split('?')[0] ?? '';
}

/**
 * Waits until a service worker controls `page`. The predicate is a function: the site's CSP forbids
 * the eval that a string predicate of waitForFunction needs.
 */
export async function serviceWorkerControls(page: Page, timeout = 30_000): Promise<void> {
  type Nav = { navigator: { serviceWorker: { controller: unknown } } };
  await page.waitForFunction(
    () => (globalThis as unknown as Nav).navigator.serviceWorker.controller !== null,
    undefined,
    { timeout },
  );
}
