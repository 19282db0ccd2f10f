import { Workbox } from 'workbox-window';

/** Registers the service worker (sw/sw.ts) in production builds only. */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.register().catch((error: unknown) => console.warn('service worker registration failed', error));
}
