import { randomUUID } from 'node:crypto';

import WebSocket from 'ws';

import type { ImEvent, ImFunc } from '../../protocol/im';

/** A reply or event as received; `data` is parsed from its JSON string. */
export interface Received {
  event: string;
  errCode: number;
  errMsg: string;
  data: unknown;
  operationID: string;
}

export interface Closed {
  code: number;
  reason: string;
}

/** How long a wait may take before the test fails with a description (never a timing assertion). */
const WAIT_MS = 15_000;

/**
 * A messaging-socket client for tests and benchmarks: connects with the §7 query, keeps every
 * frame it receives, calls functions by name and waits for replies and events.
 */
export class ImClient {
  readonly received: Received[] = [];
  readonly closed: Promise<Closed>;
  private waiters: {
    test: (f: Received) => boolean;
    resolve: (f: Received) => void;
    reject: (e: Error) => void;
  }[] = [];

  private constructor(
    readonly ws: WebSocket,
    readonly userID: string,
  ) {
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => {
        resolve({ code, reason: reason.toString() });
        // Nothing more will arrive: whoever still waits hears why.
        for (const w of this.waiters.splice(0)) w.reject(new Error(`${this.userID}: socket closed ${code}`));
      }),
    );
    ws.on('message', (raw) => {
      const frame = JSON.parse((raw as Buffer).toString('utf8')) as Received & { data: string };
      const parsed: Received = {
        ...frame,
        data: frame.data ? (JSON.parse(frame.data) as unknown) : undefined,
      };
      this.received.push(parsed);
      const waiting = this.waiters.filter((w) => w.test(parsed));
      this.waiters = this.waiters.filter((w) => !waiting.includes(w));
      for (const w of waiting) w.resolve(parsed);
    });
  }

  /** Opens a socket; resolves after OnConnectSuccess, or with the close when the server refuses. */
  static async connect(
    wsUrl: string,
    query: { sendID: string; token?: string; platformID?: number | string },
  ): Promise<ImClient> {
    const url = new URL(wsUrl);
    url.searchParams.set('sendID', query.sendID);
    if (query.token !== undefined) url.searchParams.set('token', query.token);
    url.searchParams.set('platformID', String(query.platformID ?? 5));
    const client = new ImClient(new WebSocket(url), query.sendID);
    client.ws.on('error', () => undefined);
    await Promise.race([
      client.waitFor((f) => f.event === 'OnConnectSuccess').catch(() => undefined),
      client.closed,
    ]);
    return client;
  }

  /** Resolves with the first received frame (past or future) that passes `test`. */
  waitFor(test: (f: Received) => boolean, what = 'a frame'): Promise<Received> {
    const seen = this.received.find(test);
    if (seen) return Promise.resolve(seen);
    if (this.ws.readyState === WebSocket.CLOSED)
      return Promise.reject(new Error(`${this.userID}: socket closed`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${this.userID}: no ${what} arrived`)), WAIT_MS);
      this.waiters.push({
        test,
        resolve: (f) => {
          clearTimeout(timer);
          resolve(f);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  /** The data of every `event` received so far. */
  events<T = unknown>(event: ImEvent): T[] {
    return this.received.filter((f) => f.event === event).map((f) => f.data as T);
  }

  /** Waits until `count` frames of `event` have arrived; their data. */
  async eventsAtLeast<T = unknown>(event: ImEvent, count: number): Promise<T[]> {
    let n = 0;
    await this.waitFor((f) => f.event === event && ++n >= count, `${count} × ${event}`);
    return this.events<T>(event);
  }

  /** Sends a text frame as is. */
  sendRaw(frame: string | Buffer, binary = false): void {
    this.ws.send(frame, { binary });
  }

  /** Calls `name` with `data` (a JSON string is sent as is); resolves with the reply. */
  async call(name: string, data: unknown = {}, options: { userID?: string } = {}): Promise<Received> {
    const operationID = randomUUID();
    const frame = {
      reqFuncName: name,
      operationID,
      userID: options.userID ?? this.userID,
      data: typeof data === 'string' ? data : JSON.stringify(data),
    };
    this.ws.send(JSON.stringify(frame));
    return this.waitFor((f) => f.operationID === operationID, `reply to ${name}`);
  }

  /** Calls `name` and returns the reply's data, failing when the reply is an error. */
  async ok<T = unknown>(name: ImFunc, data: unknown = {}): Promise<T> {
    const reply = await this.call(name, data);
    if (reply.errCode !== 0)
      throw new Error(`${name} answered ${reply.errCode} ${JSON.stringify(reply.data)}`);
    return reply.data as T;
  }

  close(): Promise<Closed> {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING) this.ws.close();
    return this.closed;
  }
}
