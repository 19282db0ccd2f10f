import { expose } from 'comlink';

import { startDedicated } from './dedicatedFallback';
import { ImHub } from './ImHub';
import { createBrowserCore, watchLock } from './platform';

/**
 * The messaging worker entry, one of the two comlink bridge files (the other is the page's
 * src/worker/imClient.ts). Imports protocol/ and worker/ only: never React, the DOM or src/.
 *
 * As a SharedWorker (name 'tribune-im'): one ImCore for the whole browser, every tab's port gets
 * its own API object from the hub. As a dedicated worker (browsers without SharedWorker): this tab's
 * API, backed by the Web Locks leader of dedicatedFallback.ts.
 */

const makeHub = () => new ImHub(createBrowserCore(), Date.now, watchLock);

interface ConnectEvent {
  ports: readonly MessagePort[];
}

const scope = self as unknown as { onconnect?: ((event: ConnectEvent) => void) | null };

if ('onconnect' in scope) {
  const hub = makeHub();
  scope.onconnect = (event) => {
    const port = event.ports[0];
    if (port) expose(hub.openTab(), port);
  };
} else {
  expose(startDedicated(makeHub));
}
