import WebSocket from 'ws';

import { IM_PATH, type ImMessage } from '../../protocol/im';

interface Answer {
  errCode: number;
  data: unknown;
}

/**
 * A lean messaging client for the benchmark: one socket, calls matched by operationID, messages
 * from the peer handed to `onMessage`. `drop()` cuts the socket like a network failure would.
 */
export class BenchClient {
  private ws: WebSocket | undefined;
  private pending = new Map<string, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();
  private nextOp = 0;
  /** Resolves while connected; replaced by a pending promise while reconnecting. */
  ready: Promise<void> = Promise.resolve();

  constructor(
    private readonly port: number,
    readonly userID: string,
    private readonly token: string,
    private readonly onMessage: (m: ImMessage, at: number) => void,
  ) {}

  connect(): Promise<void> {
    const url = `ws://127.0.0.1:${this.port}${IM_PATH}?sendID=${this.userID}&token=${encodeURIComponent(this.token)}&platformID=5`;
    const ws = new WebSocket(url);
    this.ws = ws;
    this.ready = new Promise((resolve, reject) => {
      ws.on('message', (raw) => {
        const at = performance.now();
        const frame = JSON.parse((raw as Buffer).toString('utf8')) as {
          event: string;
          errCode: number;
          data: string;
          operationID: string;
        };
        if (frame.event === 'OnConnectSuccess') return resolve();
        if (frame.event === 'OnRecvNewMessage')
          return this.onMessage(JSON.parse(frame.data) as ImMessage, at);
        const waiter = this.pending.get(frame.operationID);
        if (!waiter) return;
        this.pending.delete(frame.operationID);
        waiter.resolve({
          errCode: frame.errCode,
          data: frame.data ? (JSON.parse(frame.data) as unknown) : undefined,
        });
      });
      ws.on('error', () => undefined);
      ws.on('close', () => {
        reject(new Error('closed before login'));
        for (const w of this.pending.values()) w.reject(new Error('socket closed'));
        this.pending.clear();
      });
    });
    this.ready.catch(() => undefined);
    return this.ready;
  }

  call(reqFuncName: string, data: unknown): Promise<Answer> {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.reject(new Error('not connected'));
    const operationID = `${this.userID}-${++this.nextOp}`;
    return new Promise((resolve, reject) => {
      this.pending.set(operationID, { resolve, reject });
      ws.send(JSON.stringify({ reqFuncName, operationID, userID: this.userID, data: JSON.stringify(data) }));
    });
  }

  drop(): void {
    this.ws?.terminate();
  }

  close(): void {
    this.ws?.close();
  }
}
