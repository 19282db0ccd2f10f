import type { Language } from './language';

/**
 * The page's first screens, put into index.html before the app's script runs (issue 18): on a repeat
 * visit the last list page the user saw (the service worker's snapshot, sw/pageSnapshot.ts), on a
 * first visit the app's own first render of the home and of the live pages (their loading state),
 * made at build time in each language (scripts/firstScreen.ts, src/prerender/firstScreen.tsx) and
 * chosen by the server from the browser's language (server/http/firstScreen.ts). Each is inert, shown
 * only on its route by index.html's gate (./pageSnapshotGate.ts) and replaced by the app's first
 * render.
 */

/** Where the build writes the first screens, in the client's folder. */
export const FIRST_SCREEN_FILE = 'first-screen.json';
/** The route of the home, where `/` leads (src/app/routeTree.tsx). */
export const FIRST_SCREEN_ROUTE = '/match/0';

/**
 * The routes a first visit's page has a screen for: `*` stands for one id (digits), whose page
 * renders the same loading state whatever the id (the build renders it at FIRST_SCREEN_ID). The live
 * pages' loading state is the site's header and footer around their own grey layout: the page paints
 * them at once instead of after the app's script, the details and the catalog.
 */
export const FIRST_SCREEN_ROUTES = [FIRST_SCREEN_ROUTE, '/match/live/*', '/anchor/room/*'] as const;

/** The id a route's `*` is rendered with at build. */
export const FIRST_SCREEN_ID = '1';

/** The path the build renders `route`'s screen at. */
export function renderPathOf(route: string): string {
  return route.replace('*', FIRST_SCREEN_ID);
}

export interface FirstScreen {
  route: string;
  /** The markup of the first screen in each language. */
  pages: Partial<Record<Language, string>>;
}

export interface FirstScreens {
  screens: FirstScreen[];
}

/** A screen as it goes into the page: its route (as the gate matches it) and its markup. */
export interface ScreenMarkup {
  route: string;
  markup: string;
}

export const SHELL_ROOT = '<div id="root"></div>';

/**
 * What the app's text fields and selects are drawn as in a first screen (scripts/firstScreenMarkup.ts)
 * and in a page snapshot (src/pwa/pageSnapshot.ts), both by controlsAsStandIns. A `<select>`, a text
 * `<input>` or a `<textarea>` anywhere in a document makes Chromium lay the whole page out as its
 * parser finishes (its autofill looks at the page's fields then), before the stylesheet has come — a
 * page without one waits for the stylesheet: measured on plain pages, a checkbox or a button does not
 * do it —, and lays it all out again once the stylesheet is there. With the header's language menu
 * (options in eight scripts) that layout took 50–240 ms on a 2-core machine, and with the search field
 * alone 40–60 ms, on the page's thread, while a live page's details and stream chunks waited.
 * src/styles/app.css gives each stand-in its control's box.
 */
export const SELECT_STAND_IN_CLASS = 'select-stand-in';
/** A text field's stand-in: its value, else its placeholder (`data-placeholder`, drawn as one). */
export const INPUT_STAND_IN_CLASS = 'input-stand-in';

/** One option of serialized markup (React's or innerHTML's): its attributes and its escaped text. */
const OPTION = /<option\b([^>]*)>([^<]*)<\/option>/gi;

const attribute = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** A `<select>`'s markup as its stand-in: the chosen option's text (else the first's). */
function selectStandIn(select: string): string {
  const options = [...select.matchAll(OPTION)];
  const chosen = options.find(([, attrs]) => /\sselected(?:=|\s|$)/.test(attrs!)) ?? options[0];
  if (!chosen) return `<span class="${SELECT_STAND_IN_CLASS}"></span>`;
  const [, attrs = '', text = ''] = chosen;
  const value = attribute(attrs, 'value');
  const lang = attribute(attrs, 'lang');
  const data = value === undefined ? '' : ` data-value="${value}"`;
  const language = lang ? ` lang="${lang}"` : '';
  return `<span class="${SELECT_STAND_IN_CLASS}"${data}${language}><span>${text}</span></span>`;
}

/** Inputs that are not text fields (autofill passes them by): drawn as they are. */
const NOT_TEXT = /^(?:checkbox|radio|hidden|range|color|file|submit|button|reset|image)$/i;

/** A text field's stand-in: its value, else its placeholder (escaped as an attribute: valid as text). */
function fieldStandIn(attrs: string, text: string | undefined): string {
  const value = text ?? attribute(attrs, 'value') ?? '';
  const placeholder = attribute(attrs, 'placeholder') ?? '';
  const type = attribute(attrs, 'type');
  const shown = value !== '' ? value : placeholder;
  const data = `${type ? ` data-type="${type}"` : ''}${value === '' ? ' data-placeholder=""' : ''}`;
  return `<span class="${INPUT_STAND_IN_CLASS}"${data}><span>${shown}</span></span>`;
}

function inputStandIn(input: string, attrs: string): string {
  return NOT_TEXT.test(attribute(attrs, 'type') ?? 'text') ? input : fieldStandIn(attrs, undefined);
}

/**
 * Serialized markup (attribute values quoted, text escaped, as React and innerHTML write it) with
 * each `<select>`, text `<input>` and `<textarea>` drawn as its stand-in: the build's first screens
 * and the page's snapshot alike.
 */
export function controlsAsStandIns(html: string): string {
  return html
    .replace(/<select\b[^>]*>[\s\S]*?<\/select>/gi, selectStandIn)
    .replace(/<input\b([^>]*?)\/?>/gi, inputStandIn)
    .replace(/<textarea\b([^>]*)>([^<]*)<\/textarea>/gi, (_, attrs: string, text: string) =>
      fieldStandIn(attrs, text),
    );
}

/**
 * `shellHtml` with `screens` in its root, each inert and numbered (`data-screen`), their routes named
 * on <html data-snapshot> in that order (the gate shows the one of the URL's route only), with the
 * page language `lang`. `firstScreen`: the language of a first visit's screens, which the gate shows
 * only to a visitor whose language it is. Null when the shell has no empty root to put them in.
 */
export function shellWithScreens(
  shellHtml: string,
  screens: readonly ScreenMarkup[],
  { lang, firstScreen }: { lang: string; firstScreen?: Language },
): string | null {
  if (!shellHtml.includes(SHELL_ROOT) || screens.length === 0) return null;
  const first = firstScreen ? ` data-first-screen="${firstScreen}"` : '';
  const routes = screens.map((s) => s.route).join(' ');
  const root = screens
    .map((s, i) => `<div class="page-snapshot" data-screen="${i}" inert>${s.markup}</div>`)
    .join('');
  return shellHtml
    .replace(/<html lang="[^"]*">/, () => `<html lang="${lang}" data-snapshot="${routes}"${first}>`)
    .replace(SHELL_ROOT, () => `<div id="root">${root}</div>`);
}

/** `shellWithScreens` with one screen: `markup` of `route`. */
export function shellWithScreen(
  shellHtml: string,
  markup: string,
  { lang, route, firstScreen }: { lang: string; route: string; firstScreen?: Language },
): string | null {
  return shellWithScreens(shellHtml, [{ route, markup }], { lang, firstScreen });
}
