import { Workbox } from 'workbox-window';

import type { PageToSw } from '../../protocol/swMessages';

/**
 * Registers the service worker (sw/sw.ts) in production builds, through workbox-window:
 * - a new version waits; `onUpdate` lets the page offer the reload, `applyUpdate` activates it and
 *   reloads once it controls the page;
 * - the app files this page loaded before the worker controlled it are handed to it for offline use;
 * - kill switch for one browser: open the site with `?sw-kill` (unregisters, clears caches); for a
 *   build: VITE_SW=off; for every browser: SW_KILL=1 on the server (README).
 */
export interface ServiceWorkerHooks {
  onUpdate(): void;
}

let applyUpdate: (() => void) | undefined;
const UPDATE_CHECK_MS = 60 * 60_000;

async function killServiceWorker(): Promise<void> {
  for (const registration of await navigator.serviceWorker.getRegistrations())
    await registration.unregister();
  for (const key of await caches.keys()) await caches.delete(key);
}

function loadedAppFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => url.startsWith(`${location.origin}/assets/`));
}

export function registerServiceWorker(hooks: ServiceWorkerHooks): void {
  if (!('serviceWorker' in navigator)) return;
  if (new URLSearchParams(location.search).has('sw-kill') || import.meta.env.VITE_SW === 'off') {
    void killServiceWorker();
    return;
  }
  if (!import.meta.env.PROD) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  const cacheLoaded = () => {
    const message: PageToSw = { type: 'tribune:cache-urls', urls: loadedAppFiles() };
    void wb.messageSW(message).catch(() => undefined);
  };
  const offerUpdate = () => {
    applyUpdate = () => {
      wb.addEventListener('controlling', () => location.reload());
      wb.messageSkipWaiting();
      // Another tab may have activated it already: then no 'controlling' comes here.
      setTimeout(() => location.reload(), 3000);
    };
    hooks.onUpdate();
  };
  wb.addEventListener('waiting', offerUpdate);
  wb.addEventListener('activated', (event) => {
    if (!event.isUpdate) cacheLoaded();
  });
  wb.register()
    .then((registration) => {
      if (navigator.serviceWorker.controller) cacheLoaded();
      // A new version that began installing before this registration (the page registers after its
      // first loads, src/state/pwa.ts): workbox saw no 'updatefound' for it, so watch it here.
      const installing = registration?.installing;
      if (installing && navigator.serviceWorker.controller)
        installing.addEventListener('statechange', () => {
          if (installing.state === 'installed') offerUpdate();
        });
      setInterval(() => void registration?.update().catch(() => undefined), UPDATE_CHECK_MS);
    })
    .catch((error: unknown) => console.warn('service worker registration failed', error));
}

/** Activates the waiting version; the page reloads into it. */
export function acceptUpdate(): void {
  applyUpdate?.();
}
