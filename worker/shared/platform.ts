import { API_BASE } from '../../protocol/endpoints';
import { imUrlResponse } from '../../protocol/im';
import { ImCore } from '../core/ImCore';
import { type ImAddress, realClock, type SocketFactory } from '../core/deps';
import { openImDatabase } from '../db/ImDatabase';

/** The browser side of the core's dependencies: WebSocket, fetch, timers, crypto, IndexedDB. */

const browserSocket: SocketFactory = (url, handlers) => {
  const ws = new WebSocket(url);
  ws.onopen = () => handlers.open();
  ws.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') handlers.message(event.data);
  };
  // An error is always followed by close; close alone decides what happens next.
  ws.onclose = (event) => handlers.close(event.code);
  return {
    send: (data) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(data);
    },
    close: () => {
      ws.onopen = ws.onmessage = ws.onclose = null;
      ws.close();
    },
  };
};

/** `/openim-url/get` (§4 "after fetching a chat-service address"): the socket URL and a guest id. */
async function fetchAddress(): Promise<ImAddress> {
  const res = await fetch(`${API_BASE}/openim-url/get`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    credentials: 'same-origin',
  });
  const body = (await res.json()) as { success?: boolean; data?: unknown };
  if (body.success !== true) throw new Error('openim-url refused');
  return imUrlResponse.parse(body.data);
}

/** The one core of this browser, reconnecting at once when the network comes back. */
export function createBrowserCore(): ImCore {
  const core = new ImCore({
    socket: browserSocket,
    clock: realClock,
    random: Math.random,
    randomId: () => crypto.randomUUID(),
    fetchAddress,
    openDatabase: openImDatabase,
    // One message of a conversation on the wire at a time: a message refused for now (1004 during a
    // Redis or PostgreSQL outage, 4006) is resent before anything written after it is sent, so the
    // server's seqs follow the written order (a wider window lets messages already sent overtake it).
    sendWindow: 1,
  });
  self.addEventListener('online', () => core.networkUp());
  return core;
}

/** Calls `gone` once the page that holds `lockName` is gone (its lock becomes free). */
export function watchLock(lockName: string, gone: () => void): void {
  if (typeof navigator === 'undefined' || !('locks' in navigator)) return;
  navigator.locks.request(lockName, () => gone()).catch(() => undefined);
}
