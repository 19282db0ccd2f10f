/**
 * The little of a browser the app's modules touch as they load (listeners added at start, storage
 * read, the route and the browser's language), for rendering its first screen in Node
 * (./firstScreenRender.ts). Rendering itself needs no DOM: effects do not run on the server.
 */
export function installSsrGlobals(route: string): void {
  const g = globalThis as Record<string, unknown>;
  const events = new EventTarget();
  const stored = new Map<string, string>();
  Object.assign(g, {
    window: globalThis,
    addEventListener: events.addEventListener.bind(events),
    removeEventListener: events.removeEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
    localStorage: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, String(value)),
      removeItem: (key: string) => void stored.delete(key),
      clear: () => stored.clear(),
    },
    location: new URL(`http://127.0.0.1/#${route}`),
  });
  // Node 20 has no navigator; later versions have one without `onLine`.
  if (!('navigator' in g)) g.navigator = { language: 'en', onLine: true, userAgent: 'node' };
}
