/// <reference lib="webworker" />
/**
 * The service worker: precaches the built app shell (offline shell) and serves index.html for
 * navigations. Push and notification clicks come with the PWA issue. May import protocol/ only.
 * Kill switch: deploying a sw.js that calls `self.registration.unregister()` removes it everywhere.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

void self.skipWaiting();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/web\//, /^\/uploads\//, /^\/health/],
  }),
);
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
