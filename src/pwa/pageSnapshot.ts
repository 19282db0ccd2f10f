import { controlsAsStandIns } from '../../protocol/firstScreen';
import {
  APP_ENTRY_ATTRIBUTE,
  PAGE_SNAPSHOT_CACHE,
  PAGE_SNAPSHOT_KEY,
  PAGE_SNAPSHOT_MAX_CHARS,
  PAGE_SNAPSHOT_ROUTE,
  type PageSnapshot,
} from '../../protocol/swMessages';

/**
 * The last list page the user saw, kept for the next visit (issue 18): the service worker puts it
 * into the shell (sw/pageSnapshot.ts), so a repeat visit paints the matches before the app has run;
 * the app's first render replaces it. Only the match lists are kept (what the site opens on), once
 * they have loaded (nothing aria-busy), as plain markup: no scripts, ids, inline styles (the CSP
 * refuses them in markup), test ids, picture files, menus, dialogs or notices; selects and text
 * fields are drawn as stand-ins (protocol/firstScreen.ts: with one the shell would be laid out
 * before its stylesheet). Deleted at logout (src/state/deviceWipe.ts).
 */
const DROPPED =
  'script, style, link, iframe, object, embed, video, audio, canvas, dialog, [role="menu"], [role="dialog"], [role="alert"], [role="status"], [aria-live]';
/** Taken this long after a list page rendered or loaded (the list's own calls end first). */
const AFTER_RENDER_MS = 1_500;
const ATTEMPTS = 5;
/** Pictures of the precached shell (public/): their files come at once. */
const SHELL_PICTURE = /^\/(favicon\.svg|icons\/[\w.-]+)$/;

/** The hash route shown now (`/match/0`). */
const routeNow = () => location.hash.replace(/^#/, '').split('?')[0] ?? '';

/** The markup of `root` as a snapshot keeps it; null when the page is not one to keep now. */
export function snapshotMarkup(root: HTMLElement): string | null {
  if (!root.firstElementChild || root.querySelector('[aria-busy="true"]')) return null;
  const copy = root.cloneNode(true) as HTMLElement;
  const live = root.querySelectorAll('*');
  const copied = copy.querySelectorAll('*');
  const fold = window.innerHeight;
  const below: Element[] = [];
  live.forEach((el, i) => {
    const twin = copied[i]!;
    // Form state lives in properties the markup does not carry.
    if (el instanceof HTMLInputElement) {
      if (el.checked) twin.setAttribute('checked', '');
      else twin.removeAttribute('checked');
      if (el.type !== 'password') twin.setAttribute('value', el.value);
    }
    if (el instanceof HTMLOptionElement) {
      if (el.selected) twin.setAttribute('selected', '');
      else twin.removeAttribute('selected');
    }
    // Only the first screen: the rest is not seen before the app has drawn it, and its style and
    // layout would hold the app's start back (the whole home, ~60 KB, delayed its first card ~150 ms).
    if (el.getBoundingClientRect().top + window.scrollY > fold) below.push(twin);
  });
  for (const el of below) el.remove();
  copy.querySelectorAll(DROPPED).forEach((el) => el.remove());
  // Pictures keep their place, not their files (but the shell's own, the logo): thirty badges asked
  // of the service worker at once came before the page's own script and CSS (first paint 100-200 ms
  // later, the app's render later).
  copy.querySelectorAll('img').forEach((img) => {
    if (SHELL_PICTURE.test(img.getAttribute('src') ?? '')) return;
    img.removeAttribute('src');
    img.removeAttribute('srcset');
    img.setAttribute('alt', '');
  });
  for (const el of copy.querySelectorAll('*'))
    for (const { name } of [...el.attributes])
      if (
        name === 'id' ||
        name === 'style' ||
        name === 'data-testid' ||
        name === 'autofocus' ||
        name.startsWith('on')
      )
        el.removeAttribute(name);
  const html = controlsAsStandIns(copy.innerHTML);
  return html.length <= PAGE_SNAPSHOT_MAX_CHARS ? html : null;
}

async function keep(snapshot: PageSnapshot): Promise<void> {
  const cache = await caches.open(PAGE_SNAPSHOT_CACHE);
  await cache.put(
    PAGE_SNAPSHOT_KEY,
    new Response(JSON.stringify(snapshot), { headers: { 'content-type': 'application/json' } }),
  );
}

/** Keeps the page shown now when it is a list page that has loaded; false when it was not kept. */
export function takeSnapshot(language: string): boolean {
  const route = routeNow();
  const root = document.getElementById('root');
  const shell = document
    .querySelector(`link[${APP_ENTRY_ATTRIBUTE}][href^="/assets/"]`)
    ?.getAttribute('href');
  if (!PAGE_SNAPSHOT_ROUTE.test(route) || !root || !shell || typeof caches === 'undefined') return false;
  const html = snapshotMarkup(root);
  if (html === null) return false;
  const snapshot: PageSnapshot = {
    route,
    language,
    lang: document.documentElement.lang,
    shell,
    takenAt: Date.now(),
    html,
  };
  void keep(snapshot).catch(() => undefined);
  return true;
}

/**
 * Takes a snapshot after each render of a list page and when the page is hidden or left (its latest
 * scores). `onRendered` is the router's subscription; `language` the app's language now.
 */
export function watchPageSnapshots(onRendered: (listener: () => void) => void, language: () => string): void {
  if (!import.meta.env.PROD || typeof caches === 'undefined') return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const take = () => takeSnapshot(language());
  // Still loading: again a little later, a few times.
  const attempt = (left: number) => {
    if (!take() && left > 1 && PAGE_SNAPSHOT_ROUTE.test(routeNow()))
      timer = setTimeout(() => attempt(left - 1), AFTER_RENDER_MS);
  };
  onRendered(() => {
    clearTimeout(timer);
    if (PAGE_SNAPSHOT_ROUTE.test(routeNow())) timer = setTimeout(() => attempt(ATTEMPTS), AFTER_RENDER_MS);
  });
  // Hidden also as the page is left (before pagehide): one snapshot, not one for each event.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') take();
  });
}
