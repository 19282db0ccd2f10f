import type { ChatClientEvent, ImSession } from '../../protocol/imWorkerApi';
import { TOKEN_KEY } from '../api/callHeaders';
import { createImClient, type ImClient } from '../worker/imClient';
import { createEventBus } from './eventBus';
import { store } from './store';

/**
 * The tab's realtime core: its one messaging client (src/worker/imClient.ts), the chat login of §4
 * and the event bus that routes the worker's events by kind to the parts plugged in: chat
 * (chat.ts), rooms (room.ts), live matches (matchLive.ts), the session (session.ts via chat.ts).
 * Each part subscribes to its own kinds with `onImEvent`.
 */
const bus = createEventBus<ChatClientEvent>();
let client: ImClient | null = null;
let started: Promise<void> = Promise.resolve();
const sessionListeners = new Set<(session: ImSession) => void>();

/** Calls `handler` with every worker event of kind `kind`; returns the unsubscribe. */
export const onImEvent = bus.on;

/** The worker client; null before the core starts. */
export function imClient(): ImClient | null {
  return client;
}

/** Calls `listener` with the session each time the core logs the socket in (again); returns the unsubscribe. */
export function onSessionConnect(listener: (session: ImSession) => void): () => void {
  sessionListeners.add(listener);
  return () => void sessionListeners.delete(listener);
}

/** Chat login of §4: the logged-in user with uid and token, else a guest (nothing before the core starts). */
export function connectSession(): void {
  if (!client) return;
  const token = localStorage.getItem(TOKEN_KEY);
  const uid = store.userInfo?.uid;
  const session: ImSession = uid && token ? { kind: 'user', userID: uid, token } : { kind: 'guest' };
  void client.connect(session).catch(() => undefined);
  for (const listener of sessionListeners) listener(session);
}

/**
 * Starts the tab's one client (idempotent): it subscribes to every event kind, then logs in.
 * Resolves once both were asked (the same promise for every caller).
 */
export function startRealtime(): Promise<void> {
  if (client) return started;
  client = createImClient();
  started = client.subscribe((event) => bus.emit(event)).then(connectSession);
  return started;
}
