import { randomUUID } from 'node:crypto';
import type { Duplex } from 'node:stream';

import type { RawData, WebSocket } from 'ws';

import { ErrorCode } from '../../../protocol/errors';
import { IM_BAD_FRAME_LIMIT, ImCloseCode } from '../../../protocol/im';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { isUnavailable, outageLogOf } from '../../http/unavailable';
import { errorFrame, eventFrame, parseFrame, replyFrame, sizeOf } from './frames';

import type { HubSocket } from './hub';
import { FunctionLimiter } from './rateLimits';
import { sessionUsable } from './socketAuth';

/** A logged-in socket re-checks its session at most this often (and on every bus revocation). */
export const REVALIDATE_MS = 10_000;
const BAD_FRAME_WINDOW_MS = 60_000;
/** Frames queued per socket before the socket stops being read (back-pressure). */
const MAX_QUEUED = 64;
/**
 * Bytes of queued frames before the socket stops being read: without it 64 frames of up to ws's
 * 1 MiB cap (refused later, but held until their turn) could hold 64 MiB per socket.
 */
const MAX_QUEUED_BYTES = 1024 * 1024;
/**
 * Bytes waiting to be sent to one socket (ws's bufferedAmount: its queue, the socket's buffer and
 * this turn's corked frames) past which the client is a slow reader and is closed with 1008
 * (config.im.maxBufferedBytes in tests). A client that reads gets a room's busiest second, or a
 * pull of IM_PULL_MAX messages, in far less; 1 MiB per socket bounds a node's memory to 1 MiB
 * times its sockets whatever the clients do. The frame that crosses it is still sent (a reply may
 * be bigger than the cap), so one socket holds at most this plus one frame.
 */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface Identity {
  userID: string;
  /** Undefined for a guest. */
  userId: number | undefined;
  token: string | undefined;
  tokenHash: string | undefined;
  platformID: number;
  /** The client's address (request.ip of the upgrade, as the app's trustProxy resolves it). */
  ip: string;
}

/**
 * One socket: frames are handled one at a time in arrival order (so one client's messages keep
 * their order), each answered with a reply frame, replies in the same order; a bad frame is
 * answered and counted, and the socket is closed with 4004 after IM_BAD_FRAME_LIMIT of them in a
 * minute. Consecutive SendMessage frames are pipelined: the next one starts once the previous one
 * has its place in the send batcher's queue (which stores in queue order), so a client's window of
 * sends shares one transaction; any other function starts only after every earlier frame is answered.
 * Every function but SendMessage takes a token of its class first (rateLimits.ts); over the limit
 * the frame is answered 1003 in its turn and nothing runs.
 */
export class ImConnection implements HubSocket {
  readonly id = randomUUID();
  lastPong = Date.now();
  private validatedAt: number;
  /** Resolves when the next frame may start (the previous one is answered, or queued for storing). */
  private chain: Promise<void>;
  /** Resolves when every frame received so far is answered. */
  private answered: Promise<void>;
  /** Frames received and not answered yet, and their bytes. */
  private queued = 0;
  private queuedBytes = 0;
  private badFrames: number[] = [];
  /** Calls per function class (rateLimits.ts): a flood is answered 1003 without running. */
  private readonly limiter: FunctionLimiter;
  private closed = false;
  private corked = false;
  private readonly maxBuffered: number;

  constructor(
    private readonly ws: WebSocket,
    /** The upgraded TCP socket under `ws`, corked while frames of one turn are written. */
    private readonly raw: Duplex,
    readonly identity: Identity,
    private readonly ctx: AppContext,
    ready: Promise<void>,
  ) {
    this.validatedAt = ctx.now();
    this.maxBuffered = ctx.config.im.maxBufferedBytes ?? MAX_BUFFERED_BYTES;
    this.limiter = new FunctionLimiter(ctx.now);
    this.chain = ready;
    this.answered = ready;
    ws.on('message', (raw, isBinary) => this.enqueue(raw, isBinary));
    ws.on('pong', () => {
      this.lastPong = Date.now();
    });
  }

  get userID(): string {
    return this.identity.userID;
  }
  get guest(): boolean {
    return this.identity.userId === undefined;
  }
  get tokenHash(): string | undefined {
    return this.identity.tokenHash;
  }
  get ip(): string {
    return this.identity.ip;
  }

  /** Bytes waiting to be sent to the client (ws's bufferedAmount). */
  get bufferedBytes(): number {
    return this.ws.bufferedAmount;
  }

  /** True once the server closed or cut the socket (its close may still be on the way). */
  get closing(): boolean {
    return this.closed;
  }

  /**
   * Frames sent in one event-loop turn leave in one write (a batch's events, the acks). A client
   * that does not read what it was sent is closed (MAX_BUFFERED_BYTES) instead of being buffered
   * for; it reconnects and fills the gap like after any drop.
   */
  send(frame: string | Buffer): void {
    if (this.writable()) this.ws.send(frame, { binary: false });
  }

  /**
   * A whole frame built once for many sockets (a room's batch), written to the TCP socket as is.
   * It counts towards the cap like send(): ws's bufferedAmount includes the TCP socket's buffer.
   * It keeps its place among ws's frames because ws writes them at once: it would queue them only
   * while compressing, and the gateway negotiates no permessage-deflate. It is not corked: a room's
   * frame is most sockets' only frame of the turn, so it leaves in this one write (a cork would cost
   * an Immediate and a pass over the stream's buffer per socket); behind frames corked earlier in
   * the turn it joins them, in order.
   */
  sendPrepared(frame: Buffer): void {
    if (this.open()) this.raw.write(frame);
  }

  /** Whether a frame may be written now; closes a slow reader. */
  private open(): boolean {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return false;
    if (this.ws.bufferedAmount > this.maxBuffered) {
      this.ctx.log.debug({ socketId: this.id, buffered: this.ws.bufferedAmount }, 'im slow reader closed');
      this.close(ImCloseCode.SlowReader, 'reading too slowly');
      return false;
    }
    return true;
  }

  /** Whether a frame may be written now (open()); corks the TCP socket for this turn. */
  private writable(): boolean {
    if (!this.open()) return false;
    if (!this.corked) {
      this.corked = true;
      this.raw.cork();
      setImmediate(() => {
        this.corked = false;
        this.raw.uncork();
      });
    }
    return true;
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.closed = true;
    this.ws.close(code, reason);
  }

  /** Pings the client; a client that has not answered a ping for `timeoutMs` is cut off. */
  heartbeat(timeoutMs: number): void {
    if (Date.now() - this.lastPong > timeoutMs) this.terminate();
    else if (this.ws.readyState === this.ws.OPEN) this.ws.ping();
  }

  terminate(): void {
    this.closed = true;
    this.ws.terminate();
  }

  kick(code: number, reason: string): void {
    this.send(eventFrame('OnKickedOffline', { reason }));
    this.close(code, reason);
  }

  /** Resolves when every frame received so far is answered. */
  drain(): Promise<void> {
    return this.answered;
  }

  private enqueue(raw: RawData, isBinary: boolean): void {
    const bytes = sizeOf(raw);
    this.queuedBytes += bytes;
    if (++this.queued > MAX_QUEUED || this.queuedBytes > MAX_QUEUED_BYTES) this.ws.pause();
    const earlier = this.answered;
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    this.answered = this.chain
      .then(() => this.handle(raw, isBinary, earlier, release))
      .catch((error: unknown) => this.ctx.log.error({ err: error }, 'im frame failed'))
      .finally(() => {
        release();
        this.queuedBytes -= bytes;
        const light = --this.queued <= MAX_QUEUED / 4 && this.queuedBytes <= MAX_QUEUED_BYTES / 4;
        if (light && this.ws.isPaused) this.ws.resume();
      });
    this.chain = released;
  }

  /**
   * `earlier` resolves when the frames before this one are answered; `release` lets the next frame
   * start (called when this one is answered, or earlier for a send once it is queued for storing).
   */
  private async handle(
    raw: RawData,
    isBinary: boolean,
    earlier: Promise<void>,
    release: () => void,
  ): Promise<void> {
    if (this.closed) return;
    const parsed = parseFrame(raw, isBinary, this.identity.userID);
    if (!parsed.ok) {
      await earlier;
      this.send(errorFrame(parsed.event, parsed.operationID, parsed.code, parsed.extra));
      this.countBadFrame();
      return;
    }
    const { name, operationID } = parsed;
    const wait = this.limiter.take(name);
    if (wait > 0) {
      await earlier;
      this.send(
        errorFrame(name, operationID, ErrorCode.TooManyRequests, { interval: Math.ceil(wait / 1000) }),
      );
      return;
    }
    // Anything but a send sees every earlier frame done (a pull after a send finds the message).
    if (name !== 'SendMessage') await earlier;
    let reply: string;
    try {
      if (!(await this.revalidate())) return;
      const call = {
        ctx: this.ctx,
        userID: this.userID,
        userId: this.identity.userId,
        socketId: this.id,
        socket: this,
        queued: release,
      };
      reply = replyFrame(
        name,
        operationID,
        await this.ctx.runtimes.realtime.functions.run(call, name, parsed.data as never),
      );
    } catch (error) {
      if (error instanceof ApiError) reply = errorFrame(name, operationID, error.code, error.extra);
      else if (isUnavailable(error)) {
        // The database is restarting or unreachable: "try again" (the worker resends), no stack.
        outageLogOf(this.ctx.log)(error, name);
        reply = errorFrame(name, operationID, ErrorCode.Unavailable);
      } else {
        this.ctx.log.error({ err: error, func: name }, 'im function failed');
        reply = errorFrame(name, operationID, ErrorCode.Internal);
      }
    }
    await earlier;
    this.send(reply);
    if (name === 'Logout') this.close(ImCloseCode.Logout, 'logout');
  }

  private countBadFrame(): void {
    const now = Date.now();
    this.badFrames = this.badFrames.filter((t) => now - t < BAD_FRAME_WINDOW_MS);
    this.badFrames.push(now);
    if (this.badFrames.length >= IM_BAD_FRAME_LIMIT)
      this.close(ImCloseCode.TooManyBadFrames, 'too many bad frames');
  }

  /** A user socket whose session was revoked or expired is closed with 4002 before any call runs. */
  private async revalidate(): Promise<boolean> {
    const { token } = this.identity;
    if (token === undefined || this.ctx.now() - this.validatedAt < REVALIDATE_MS) return true;
    if (await sessionUsable(this.ctx, token, this.identity.userId)) {
      this.validatedAt = this.ctx.now();
      return true;
    }
    this.kick(ImCloseCode.TokenInvalid, 'session revoked');
    return false;
  }
}
