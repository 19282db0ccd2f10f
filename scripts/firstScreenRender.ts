import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Messages } from '@lingui/core';
import { createServer } from 'vite';

import {
  FIRST_SCREEN_FILE,
  FIRST_SCREEN_ROUTE,
  FIRST_SCREEN_ROUTES,
  type FirstScreen,
  type FirstScreens,
  renderPathOf,
} from '../protocol/firstScreen';
import { type Language, LANGUAGES } from '../protocol/language';
import { firstScreenMarkup } from './firstScreenMarkup';
import { installSsrGlobals } from './ssrGlobals';

/**
 * Renders the first screens (the home, the live pages: FIRST_SCREEN_ROUTES) in each language
 * (src/prerender/firstScreen.tsx) with Vite's server-side module loader (the client's own plugins:
 * lingui's macros and catalogs) and writes them to `<client folder>/first-screen.json`
 * (protocol/firstScreen.ts), each through ./firstScreenMarkup.ts. Run by the client build
 * (./firstScreen.ts) in a process of its own: the globals it installs stay out of the build's.
 * Usage: tsx scripts/firstScreenRender.ts <client folder>
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const outDir = process.argv[2];
if (!outDir) throw new Error('usage: firstScreenRender <client folder>');

installSsrGlobals(FIRST_SCREEN_ROUTE);
const vite = await createServer({
  configFile: path.join(root, 'vite.config.ts'),
  server: { middlewareMode: true, hmr: false, ws: false },
  appType: 'custom',
  logLevel: 'error',
});
try {
  const entry = (await vite.ssrLoadModule(path.join(root, 'src/prerender/firstScreen.tsx'))) as {
    renderFirstScreen: (lang: Language, messages: Messages, route: string) => Promise<string>;
  };
  const catalogs = new Map<Language, Messages>();
  for (const lang of LANGUAGES) {
    const catalog = (await vite.ssrLoadModule(path.join(root, `locales/${lang}/messages.po`))) as {
      messages: Messages;
    };
    catalogs.set(lang, catalog.messages);
  }
  const screens: FirstScreens = { screens: [] };
  for (const route of FIRST_SCREEN_ROUTES) {
    const pages: FirstScreen['pages'] = {};
    for (const [lang, messages] of catalogs)
      pages[lang] = firstScreenMarkup(await entry.renderFirstScreen(lang, messages, renderPathOf(route)));
    screens.screens.push({ route, pages });
  }
  writeFileSync(path.join(outDir, FIRST_SCREEN_FILE), JSON.stringify(screens));
} finally {
  await vite.close();
}
// The app's modules keep timers and listeners of their own: this process has done its work.
process.exit(0);
