import { EventEmitter } from 'node:events';
import type { Duplex } from 'node:stream';

import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';

import type { AppContext } from '../../context';
import { ImConnection } from './connection';

/** A ws stand-in: records pause / resume and what is sent; never slow. */
class FakeWs extends EventEmitter {
  readonly OPEN = 1;
  readyState = 1;
  bufferedAmount = 0;
  isPaused = false;
  sent: string[] = [];
  pause(): void {
    this.isPaused = true;
  }
  resume(): void {
    this.isPaused = false;
  }
  send(frame: string): void {
    this.sent.push(frame);
  }
  close(): void {
    this.readyState = 3;
  }
}

function connect(ready: Promise<void>): FakeWs {
  const ws = new FakeWs();
  const raw = { cork() {}, uncork() {}, write() {} } as unknown as Duplex;
  const ctx = {
    now: Date.now,
    config: { im: {} },
    log: { error() {}, warn() {}, debug() {} },
  } as unknown as AppContext;
  const identity = {
    userID: 'guest',
    userId: undefined,
    token: undefined,
    tokenHash: undefined,
    platformID: 5,
    ip: '127.0.0.1',
  };
  new ImConnection(ws as unknown as WebSocket, raw, identity, ctx, ready);
  return ws;
}

describe('ImConnection back-pressure', () => {
  it('stops reading a socket whose queued frames pass 1 MiB, though they are few, and reads again once they are answered', async () => {
    let open!: () => void;
    const ws = connect(new Promise<void>((r) => (open = r)));
    ws.emit('message', Buffer.alloc(400 * 1024, 0x20), false);
    ws.emit('message', Buffer.alloc(400 * 1024, 0x20), false);
    expect(ws.isPaused).toBe(false);
    ws.emit('message', Buffer.alloc(400 * 1024, 0x20), false);
    expect(ws.isPaused).toBe(true);
    open();
    await new Promise((r) => setTimeout(r, 50));
    expect(ws.sent).toHaveLength(3); // each refused (too large), none dropped
    expect(ws.isPaused).toBe(false);
  });

  it('keeps reading many small frames up to the frame count', () => {
    const ws = connect(new Promise<void>(() => {}));
    for (let i = 0; i < 64; i++) ws.emit('message', Buffer.from('{}'), false);
    expect(ws.isPaused).toBe(false);
    ws.emit('message', Buffer.from('{}'), false);
    expect(ws.isPaused).toBe(true);
  });
});
