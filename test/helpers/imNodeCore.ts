import { randomUUID } from 'node:crypto';

import WebSocket from 'ws';

import { API_BASE } from '../../protocol/endpoints';
import { imUrlResponse } from '../../protocol/im';
import { type Counters } from '../../server/adapters/counters';
import { realClock, type SocketFactory } from '../../worker/core/deps';
import { ImCore } from '../../worker/core/ImCore';
import { ImDatabase } from '../../worker/db/ImDatabase';

/**
 * The worker's messaging core running in Node against a real server: `ws` as the WebSocket, real
 * timers, fake-indexeddb (import 'fake-indexeddb/auto' in the test) with databases no one else uses.
 * `sockets` holds the live sockets so a test can cut them (terminate = no close handshake).
 */
export interface NodeCore {
  core: ImCore;
  sockets: Set<WebSocket>;
  /** The database the core opened for `userID`. */
  database(userID: string): ImDatabase;
}

function wsFactory(sockets: Set<WebSocket>): SocketFactory {
  return (url, handlers) => {
    const ws = new WebSocket(url);
    sockets.add(ws);
    ws.on('open', () => handlers.open());
    ws.on('message', (data: Buffer, isBinary: boolean) => {
      if (!isBinary) handlers.message(data.toString('utf8'));
    });
    ws.on('error', () => undefined); // a close event always follows
    ws.on('close', (code: number) => {
      sockets.delete(ws);
      handlers.close(code);
    });
    return {
      send: (data) => {
        if (ws.readyState === WebSocket.OPEN) ws.send(data);
      },
      close: () => {
        sockets.delete(ws);
        ws.removeAllListeners('message');
        ws.terminate();
      },
    };
  };
}

/** `baseUrl()` is read at every connect attempt, so a restarted server may move (it does not here). */
export function nodeCore(baseUrl: () => string, sendWindow = 8): NodeCore {
  const sockets = new Set<WebSocket>();
  const prefix = `im-node-${randomUUID()}`;
  const databases = new Map<string, ImDatabase>();
  const core = new ImCore({
    socket: wsFactory(sockets),
    clock: realClock,
    random: Math.random,
    randomId: randomUUID,
    async fetchAddress() {
      const res = await fetch(`${baseUrl()}${API_BASE}/openim-url/get`);
      const body = (await res.json()) as { success: boolean; data: unknown };
      if (!body.success) throw new Error('openim-url refused');
      return imUrlResponse.parse(body.data);
    },
    openDatabase(userID) {
      const db = new ImDatabase(`${prefix}-${userID ?? 'guest'}`);
      databases.set(userID ?? 'guest', db);
      return db;
    },
    sendWindow,
  });
  return {
    core,
    sockets,
    database(userID) {
      const db = databases.get(userID);
      if (!db) throw new Error(`no database opened for ${userID}`);
      return db;
    },
  };
}

/** Counters that let one sender through without the speaking-interval limit (load tests only). */
export function withoutSendLimit(inner: Counters): Counters {
  return {
    ...inner,
    hit: (key, windowMs) => (key.startsWith('im:send:') ? Promise.resolve(1) : inner.hit(key, windowMs)),
  };
}

/** POST /web/web_user/web_pwd_login: the token and the chat user id (uid). */
export async function passwordLogin(baseUrl: string, username: string, password: string) {
  const res = await fetch(`${baseUrl}${API_BASE}/web_user/web_pwd_login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { success: boolean; data: { token: string; userInfo: { uid: string } } };
  if (!body.success) throw new Error(`login of ${username} refused: ${JSON.stringify(body)}`);
  return { token: body.data.token, userID: body.data.userInfo.uid };
}
