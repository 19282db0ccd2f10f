import net from 'node:net';
import path from 'node:path';

import { LIVE_APP, LIVE_STALL_S } from '../../../../protocol/live';
import type { EndReason, PublishResult } from '../sessions';
import { Flv, Rtmp, type RtmpParser } from './nms';
import { Remuxer } from './remuxer';

/**
 * The embedded RTMP ingest: encoders push to rtmp://host:port/live/<live code>. Each publish is
 * authorised (code, anchor, one stream per anchor), then its FLV tags are piped to an ffmpeg remux
 * into DATA_DIR/live/<anchor>/<session>/. A publish that sends no media for LIVE_STALL_S is cut; a
 * connection that sends nothing at all for that long is dropped; playing over RTMP is refused.
 */
export interface IngestHooks {
  authorize(code: string, ip: string): Promise<PublishResult>;
  playable(sessionId: number): Promise<void>;
  ended(sessionId: number, reason: EndReason): Promise<void>;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
  };
}

export interface IngestOptions {
  ffmpeg: string;
  liveDir: string;
  segmentS: number;
  now: () => number;
}

/** FLV bytes kept while a publish is being authorised, and queued for ffmpeg, before it is cut. */
const MAX_PENDING_BYTES = 8 * 1024 * 1024;
const MAX_QUEUED_BYTES = 32 * 1024 * 1024;
const STALL_MS = LIVE_STALL_S * 1000;

class Publish {
  app = '';
  name = '';
  state: 'connected' | 'authorizing' | 'live' | 'closed' = 'connected';
  sessionId: number | undefined;
  remuxer: Remuxer | undefined;
  pending: Buffer[] = [];
  pendingBytes = 0;
  lastMediaAt: number;
  endReason: EndReason | undefined;
  readonly parser: RtmpParser = new Rtmp();

  constructor(
    readonly socket: net.Socket,
    readonly ip: string,
    now: number,
  ) {
    this.lastMediaAt = now;
  }

  cut(reason: EndReason): void {
    this.endReason ??= reason;
    this.socket.destroy();
  }
}

export class RtmpIngest {
  private readonly server: net.Server;
  private readonly publishes = new Set<Publish>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly options: IngestOptions,
    private readonly hooks: IngestHooks,
  ) {
    this.server = net.createServer((socket) => this.accept(socket));
    this.timer = setInterval(() => this.checkStalls(), 1000);
    this.timer.unref();
  }

  listen(port: number, host: string): Promise<number> {
    return new Promise((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, host, () => {
        this.server.off('error', reject);
        resolve((this.server.address() as net.AddressInfo).port);
      });
    });
  }

  /** Sessions whose encoder sent media within the stall window (the heartbeat written to the database). */
  receiving(): number[] {
    const since = this.options.now() - STALL_MS;
    return [...this.publishes]
      .filter((p) => p.state === 'live' && p.lastMediaAt >= since && p.sessionId !== undefined)
      .map((p) => p.sessionId!);
  }

  /** Cuts the publish of this session if this node holds it. */
  cut(sessionId: number, reason: EndReason): boolean {
    for (const p of this.publishes)
      if (p.sessionId === sessionId) {
        p.cut(reason);
        return true;
      }
    return false;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    for (const p of this.publishes) p.cut('shutdown');
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(socket: net.Socket): void {
    const ip = (socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    const p = new Publish(socket, ip, this.options.now());
    this.publishes.add(p);
    socket.setNoDelay(true);
    socket.setTimeout(STALL_MS, () => p.cut('stalled'));
    p.parser.onOutputCallback = (buffer) => {
      if (!socket.destroyed) socket.write(buffer);
    };
    p.parser.onConnectCallback = (req) => {
      p.app = String(req.app);
      p.name = String(req.name);
    };
    p.parser.onPlayCallback = () => {
      this.hooks.log.warn({ ip }, 'live: RTMP play refused (viewers play HLS)');
      socket.destroy();
    };
    p.parser.onPushCallback = () => this.authorize(p);
    p.parser.onPacketCallback = (packet) => {
      p.lastMediaAt = this.options.now();
      this.media(p, Flv.createMessage(packet));
    };
    socket.on('data', (data: Buffer) => {
      if (p.state === 'closed') return;
      const error = p.parser.parserData(data);
      if (error) {
        this.hooks.log.warn({ ip, error }, 'live: RTMP protocol error, connection closed');
        socket.destroy();
      }
    });
    socket.on('error', () => undefined);
    socket.on('close', () => this.closed(p));
  }

  private authorize(p: Publish): void {
    if (p.state !== 'connected') return p.cut('failed');
    p.state = 'authorizing';
    if (p.app !== LIVE_APP) {
      this.hooks.log.warn({ ip: p.ip, app: p.app }, 'live: publish refused (badName)');
      return p.cut('failed');
    }
    this.hooks.authorize(p.name, p.ip).then(
      (result) => {
        if (!result.ok) {
          this.hooks.log.warn(
            { ip: p.ip, reason: result.reason },
            `live: publish refused (${result.reason})`,
          );
          return p.cut('failed');
        }
        p.sessionId = result.session.id;
        if (p.state === 'closed') {
          void this.hooks.ended(result.session.id, 'stopped');
          return;
        }
        this.startRemux(p, result.session.anchorId, result.session.id);
      },
      (error: unknown) => {
        this.hooks.log.warn({ ip: p.ip, err: error }, 'live: publish check failed');
        p.cut('failed');
      },
    );
  }

  private startRemux(p: Publish, anchorId: number, sessionId: number): void {
    const dir = path.join(this.options.liveDir, String(anchorId), String(sessionId));
    p.remuxer = new Remuxer({
      ffmpeg: this.options.ffmpeg,
      dir,
      segmentS: this.options.segmentS,
      onPlayable: () => void this.hooks.playable(sessionId),
      onExit: (error) => {
        if (error) this.hooks.log.warn({ sessionId, error }, 'live: remux failed');
        p.cut(error ? 'failed' : 'stopped');
      },
    });
    p.state = 'live';
    p.remuxer.write(Flv.createHeader(true, true));
    for (const chunk of p.pending) p.remuxer.write(chunk);
    p.pending = [];
    this.hooks.log.info({ sessionId, anchorId, ip: p.ip }, 'live: publish started');
  }

  private media(p: Publish, tag: Buffer): void {
    if (p.state === 'authorizing') {
      p.pending.push(tag);
      p.pendingBytes += tag.length;
      if (p.pendingBytes > MAX_PENDING_BYTES) p.cut('failed');
    } else if (p.state === 'live' && p.remuxer) {
      p.remuxer.write(tag);
      if (p.remuxer.queued() > MAX_QUEUED_BYTES) p.cut('failed');
    }
  }

  private checkStalls(): void {
    const since = this.options.now() - STALL_MS;
    for (const p of this.publishes) if (p.state === 'live' && p.lastMediaAt < since) p.cut('stalled');
  }

  private closed(p: Publish): void {
    const wasLive = p.state === 'live';
    p.state = 'closed';
    this.publishes.delete(p);
    p.remuxer?.stop();
    if (p.sessionId !== undefined && wasLive) {
      const reason = p.endReason === 'failed' ? 'failed' : (p.endReason ?? 'stopped');
      this.hooks.ended(p.sessionId, reason).catch(() => undefined);
    }
  }
}
