/**
 * The shell with the last list page the user saw (issue 18: a repeat visit paints before the app
 * runs). The page keeps the snapshot (src/pwa/pageSnapshot.ts); here the worker checks it and puts it
 * into index.html's root, inert, and names its route on <html data-snapshot>: the worker never sees
 * the URL's fragment, so the page's inline gate (protocol/pageSnapshotGate.ts) shows it only on that
 * route. React's first render replaces it.
 * May import protocol/ only.
 */
import { SHELL_ROOT, shellWithScreen } from '../protocol/firstScreen';
import {
  APP_ENTRY_ATTRIBUTE,
  PAGE_SNAPSHOT_CACHE,
  PAGE_SNAPSHOT_KEY,
  PAGE_SNAPSHOT_MAX_AGE_MS,
  PAGE_SNAPSHOT_MAX_CHARS,
  PAGE_SNAPSHOT_ROUTE,
  type PageSnapshot,
} from '../protocol/swMessages';

const LANG = /^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
/** Markup that would run or load something the app did not draw: such a snapshot is not used. */
const FORBIDDEN = /<(script|iframe|object|embed|base|meta|link|style)\b|\son[a-z]+\s*=|\sstyle\s*=/i;

function isSnapshot(value: unknown): value is PageSnapshot {
  const s = value as Partial<PageSnapshot> | null;
  return (
    typeof s === 'object' &&
    s !== null &&
    typeof s.route === 'string' &&
    typeof s.language === 'string' &&
    typeof s.lang === 'string' &&
    typeof s.shell === 'string' &&
    typeof s.takenAt === 'number' &&
    typeof s.html === 'string'
  );
}

/** The kept snapshot, or null (none, unreadable, or not one). */
export async function readSnapshot(caches: Pick<CacheStorage, 'open'>): Promise<PageSnapshot | null> {
  try {
    const response = await (await caches.open(PAGE_SNAPSHOT_CACHE)).match(PAGE_SNAPSHOT_KEY);
    if (!response) return null;
    const value: unknown = await response.json();
    return isSnapshot(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * `shellHtml` with `snapshot` in its root when the snapshot may be shown: in the user's language
 * now, of this build, recent, small and plain markup; otherwise null (the shell as it is).
 * `language` is the one the page's requests last told the worker (./language.ts), null before any
 * passed through it (the snapshot then says it: the page wrote it in the language it showed).
 */
export function withSnapshot(
  shellHtml: string,
  snapshot: PageSnapshot | null,
  { language, now }: { language: string | null; now: number },
): string | null {
  if (!snapshot) return null;
  const usable =
    (language === null || snapshot.language === language) &&
    now - snapshot.takenAt >= 0 &&
    now - snapshot.takenAt <= PAGE_SNAPSHOT_MAX_AGE_MS &&
    snapshot.html.length <= PAGE_SNAPSHOT_MAX_CHARS &&
    PAGE_SNAPSHOT_ROUTE.test(snapshot.route) &&
    LANG.test(snapshot.lang) &&
    snapshot.shell.startsWith('/assets/') &&
    shellHtml.includes(`href="${snapshot.shell}" ${APP_ENTRY_ATTRIBUTE}`) &&
    shellHtml.includes(SHELL_ROOT) &&
    !FORBIDDEN.test(snapshot.html);
  if (!usable) return null;
  return shellWithScreen(shellHtml, snapshot.html, { lang: snapshot.lang, route: snapshot.route });
}

/** The shell's response with the snapshot put in, or the response itself. */
export async function shellWithSnapshot(
  shell: Response,
  snapshot: PageSnapshot | null,
  context: { language: string | null; now: number },
): Promise<Response> {
  if (!snapshot || !shell.ok) return shell;
  const html = withSnapshot(await shell.clone().text(), snapshot, context);
  if (html === null) return shell;
  const headers = new Headers(shell.headers);
  // The body is the text itself now (Cache Storage keeps it decoded).
  for (const name of ['content-length', 'content-encoding', 'etag']) headers.delete(name);
  return new Response(html, { status: shell.status, statusText: shell.statusText, headers });
}
