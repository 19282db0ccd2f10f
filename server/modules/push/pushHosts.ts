/**
 * Push services of the browsers (Chromium: FCM, Edge: WNS, Firefox: Mozilla autopush, Safari:
 * Apple). A subscription whose endpoint is elsewhere is refused: the server would otherwise POST
 * to any address a caller names. PUSH_EXTRA_HOSTS adds hosts (a private push service, tests).
 *
 * The endpoint's origin is matched, port included: a pattern without a port (`host`, `*.suffix`)
 * accepts only the default https port (none written, or :443); `host:port` and `*.suffix:port`
 * accept that port only.
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

interface HostPattern {
  /** `*.suffix`: any name under `hostname`, not `hostname` itself. */
  wildcard: boolean;
  /** Lower case, as URL normalises it. */
  hostname: string;
  /** '' for the default https port (443), as URL normalises it. */
  port: string;
}

/** `host`, `host:port`, `*.suffix` or `*.suffix:port`; undefined when it is not a bare host. */
function parsePattern(pattern: string): HostPattern | undefined {
  const text = pattern.trim().toLowerCase();
  const wildcard = text.startsWith('*.');
  const host = wildcard ? text.slice(2) : text;
  if (!host || /[/?#@\\]/.test(host)) return undefined;
  try {
    const url = new URL(`https://${host}`);
    return { wildcard, hostname: url.hostname, port: url.port };
  } catch {
    return undefined;
  }
}

const KNOWN_PATTERNS = KNOWN.map(parsePattern).filter((p): p is HostPattern => p !== undefined);

function matches(pattern: HostPattern, url: URL): boolean {
  if (url.port !== pattern.port) return false;
  return pattern.wildcard ? url.hostname.endsWith(`.${pattern.hostname}`) : url.hostname === pattern.hostname;
}

/** True when the endpoint is https on a known push service (or one of `extra`), on its port. */
export function isPushServiceEndpoint(endpoint: string, extra: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const patterns = [
    ...KNOWN_PATTERNS,
    ...extra.map(parsePattern).filter((p): p is HostPattern => p !== undefined),
  ];
  return patterns.some((p) => matches(p, url));
}
