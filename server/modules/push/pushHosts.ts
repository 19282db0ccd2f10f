/**
 * Push services of the browsers (Chromium: FCM, Edge: WNS, Firefox: Mozilla autopush, Safari:
 * Apple). A subscription whose endpoint is elsewhere is refused: the server would otherwise POST
 * to any address a caller names. PUSH_EXTRA_HOSTS adds hosts (a private push service, tests).
 */
const KNOWN: readonly string[] = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

function matches(pattern: string, url: URL): boolean {
  if (pattern.startsWith('*.')) return url.hostname.endsWith(pattern.slice(1));
  return pattern === url.hostname || pattern === url.host;
}

/** True when the endpoint is https on a known push service (or one of `extra`). */
export function isPushServiceEndpoint(endpoint: string, extra: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:') return false;
  return [...KNOWN, ...extra].some((p) => matches(p.toLowerCase(), url));
}
