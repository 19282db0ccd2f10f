import { DEVICE_HASH_DELAY_MS } from '../../protocol/rules';

import { DEVICE_KEY } from './callHeaders';

function canvasTrace(): string {
  try {
    const canvas = document.createElement('canvas');
    const g = canvas.getContext('2d');
    if (!g) return '';
    g.textBaseline = 'top';
    g.font = '14px sans-serif';
    g.fillStyle = '#f60';
    g.fillRect(0, 0, 60, 20);
    g.fillStyle = '#069';
    g.fillText('Tribune \u{1F3C6}', 2, 2);
    return canvas.toDataURL();
  } catch {
    // Canvas blocked (privacy settings): the id is made of the other signals only.
    return '';
  }
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Lets the page's other work run between two costly steps (each its own short task). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A browser fingerprint hash: stable for this browser, computed once and cached under `uuid`. The
 * time zone (the first Intl formatter loads its locale data) and the canvas trace (drawn and
 * encoded as PNG) each cost tens of milliseconds on a slow phone: they run in tasks of their own
 * rather than in one long task that would hold up a tap.
 */
export async function fingerprint(): Promise<string> {
  const parts = [
    navigator.userAgent,
    navigator.language,
    (navigator.languages ?? []).join(','),
    String(navigator.hardwareConcurrency ?? ''),
    `${screen.width}x${screen.height}x${screen.colorDepth}`,
  ];
  await nextTask();
  parts.push(Intl.DateTimeFormat().resolvedOptions().timeZone);
  await nextTask();
  parts.push(canvasTrace());
  return (await sha256(parts.join('|'))).slice(0, 32);
}

/** How long after its 500 ms the hash may wait for the page to be idle. */
export const DEVICE_HASH_IDLE_MAX_MS = 2000;

/**
 * Computes the hash 500 ms after start (§7) unless it is cached already, in the first idle moment
 * from then on (at most DEVICE_HASH_IDLE_MAX_MS later): drawing the canvas trace costs a long task
 * on a slow phone, which should not land in the middle of the first page's work. Nor before
 * `after`: a live page's first video frame (src/app/renderGate.ts), whose segment the page's one
 * thread transmuxes: the hash (~200 ms there) landed just then and delayed the frame as much.
 */
export function scheduleDeviceId(after: Promise<unknown> = Promise.resolve()): void {
  if (localStorage.getItem(DEVICE_KEY)) return;
  const compute = () =>
    fingerprint().then(
      (hash) => localStorage.setItem(DEVICE_KEY, hash),
      () => localStorage.setItem(DEVICE_KEY, crypto.randomUUID().replaceAll('-', '')),
    );
  const whenIdle = () => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => void compute(), { timeout: DEVICE_HASH_IDLE_MAX_MS });
    else void compute();
  };
  setTimeout(() => void after.then(whenIdle), DEVICE_HASH_DELAY_MS);
}
