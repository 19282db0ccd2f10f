import type { Language } from './language';

/**
 * The page's first screen, put into index.html before the app's script runs (issue 18): on a repeat
 * visit the last list page the user saw (the service worker's snapshot, sw/pageSnapshot.ts), on a
 * first visit the app's own first render of the home, made at build time in each language
 * (scripts/firstScreen.ts, src/prerender/firstScreen.tsx) and chosen by the server from the
 * browser's language (server/http/firstScreen.ts). Either is inert, shown only on its route by
 * index.html's gate (./pageSnapshotGate.ts) and replaced by the app's first render.
 */

/** Where the build writes the first screens, in the client's folder. */
export const FIRST_SCREEN_FILE = 'first-screen.json';
/** The route a first visit's screen is of: the home, where `/` leads (src/app/routeTree.tsx). */
export const FIRST_SCREEN_ROUTE = '/match/0';

export interface FirstScreens {
  route: string;
  /** The markup of the first screen in each language. */
  pages: Partial<Record<Language, string>>;
}

export const SHELL_ROOT = '<div id="root"></div>';

/**
 * `shellHtml` with `markup` in its root, inert, and its route named on <html data-snapshot> (the
 * gate shows it only there), with the page language `lang`. `firstScreen`: the language of a first
 * visit's screen, which the gate shows only to a visitor whose language it is. Null when the shell
 * has no empty root to put it in.
 */
export function shellWithScreen(
  shellHtml: string,
  markup: string,
  { lang, route, firstScreen }: { lang: string; route: string; firstScreen?: Language },
): string | null {
  if (!shellHtml.includes(SHELL_ROOT)) return null;
  const first = firstScreen ? ` data-first-screen="${firstScreen}"` : '';
  return shellHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${lang}" data-snapshot="${route}"${first}>`)
    .replace(SHELL_ROOT, () => `<div id="root"><div class="page-snapshot" inert>${markup}</div></div>`);
}
