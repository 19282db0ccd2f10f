import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context';

/**
 * The service worker kill switch (README): with SW_KILL=1 the server answers /sw.js with this
 * worker instead of the built one. Browsers check /sw.js for updates on every navigation (and at
 * least daily), install it at once, and it unregisters itself, deletes every cache and reloads
 * the open tabs, which then run without a service worker.
 */
export const KILL_WORKER = `// Tribune service worker kill switch (SW_KILL=1)
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) await caches.delete(key);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

export function registerSwKill(app: FastifyInstance, ctx: AppContext): void {
  if (!ctx.config.push.swKill) return;
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || req.url.split('?')[0] !== '/sw.js') return;
    await reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(KILL_WORKER);
  });
}
