import type { ImEvent, ReplyFrame } from '../../protocol/im';
import type { ConnectionState } from '../../protocol/imWorkerApi';
import type { ImDatabase } from '../db/ImDatabase';

/**
 * What the messaging core needs from its runtime, passed in so the same core runs in the
 * SharedWorker (browser WebSocket, real timers) and in Node tests (the `ws` package, a fake clock,
 * fake-indexeddb). Nothing here names a browser or Node global.
 */

/** Callbacks a socket reports to; `message` receives text frames only. */
export interface SocketHandlers {
  open(): void;
  message(data: string): void;
  /** The socket closed or failed (a failed open reports a close too). */
  close(code: number): void;
}

export interface SocketLike {
  send(data: string): void;
  close(): void;
}

export type SocketFactory = (url: string, handlers: SocketHandlers) => SocketLike;

export type TimerHandle = unknown;

export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

/** The answer of `/openim-url/get`: the socket address and this browser's guest id. */
export interface ImAddress {
  wsUrl: string;
  guestID: string;
}

export interface ImCoreDeps {
  socket: SocketFactory;
  clock: Clock;
  /** [0, 1), for the reconnect jitter. */
  random(): number;
  /** A fresh client message id / operation id (crypto.randomUUID in the worker). */
  randomId(): string;
  fetchAddress(): Promise<ImAddress>;
  /** The database of a chat user, or of guests when `userID` is null. */
  openDatabase(userID: string | null): ImDatabase;
  /**
   * Messages in flight per conversation. 1 keeps the written order under every refusal and fault;
   * more saves round trips, but a message refused for now can then be overtaken by those sent behind it.
   */
  sendWindow?: number;
}

/** Where and as whom to connect; resolved again before every attempt (the address may change). */
export interface ConnectionTarget {
  url: string;
  userID: string;
  token: string | null;
}

/** What ImConnection reports to the core. */
export interface ConnectionListener {
  state(state: ConnectionState, sdkCode: number | null): void;
  loggedIn(): void;
  /** A pushed event with errCode 0 (§4: events with errCode ≠ 0 are ignored). */
  event(frame: ReplyFrame & { event: ImEvent }): void;
  /** The server refused the login (revoked or expired token): the connection stays idle. */
  rejected(errCode: number): void;
}

export const realClock: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => setTimeout(fn, ms),
  clearTimeout: (handle) => clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};
