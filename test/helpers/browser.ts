import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

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

/**
 * Set by the e2e tier (test/e2e/globalSetup.ts): openBrowser gives a new context of one Chromium per
 * test process instead of starting a Chromium for each session (measured: ~1.3 s to start one against
 * ~0.6 s for a context, on this 2-core machine, where the tier is bound by its CPU).
 */
export const SHARED_BROWSER_ENV = 'TRIBUNE_E2E_SHARED_BROWSER';

let shared: Promise<Browser> | undefined;

/** The test process's Chromium, started on first use; it exits with the process. */
function sharedBrowser(): Promise<Browser> {
  shared ??= chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS }).then((browser) => {
    browser.on('disconnected', () => {
      shared = undefined;
    });
    return browser;
  });
  return shared;
}

/**
 * A fresh profile (empty storage, its own service worker registry) at the given width: a new context of
 * the shared Chromium in the e2e tier (SHARED_BROWSER_ENV), else a Chromium of its own with a profile
 * on disk, as a visitor's browser has. `persistent` asks for the latter anyway: Chromium holds a context
 * that is not on disk for an incognito window, where the app is not installable ('in-incognito').
 */
export async function openBrowser(
  options: {
    width?: number;
    height?: number;
    locale?: string;
    /** A bench page that injects its own scripts into a page of the site (its CSP forbids them). */
    bypassCsp?: boolean;
    persistent?: boolean;
  } = {},
): Promise<BrowserSession> {
  const contextOptions = {
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    locale: options.locale ?? 'en-US',
    bypassCSP: options.bypassCsp ?? false,
  };
  if (process.env[SHARED_BROWSER_ENV] === '1' && options.persistent !== true) {
    const context = await (await sharedBrowser()).newContext(contextOptions);
    const page = await context.newPage();
    return { context, page, close: () => context.close() };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-chromium-'));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    ...contextOptions,
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
