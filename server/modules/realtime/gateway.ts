import http, { type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { type ServerOptions, WebSocketServer } from 'ws';

import { ImCloseCode, IM_PATH } from '../../../protocol/im';
import { withFallback } from '../../adapters/fallback';
import { subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { publicSocketOrigin } from '../../services/socketOrigin';
import { topics } from '../../services/topics';
import { clientIpOf } from './clientIp';
import { ImConnection } from './connection';
import { eventFrame } from './frames';
import { admit, type Admission, liveTokenHashes } from './socketAuth';
import { memoryTally, redisTally, SocketCaps, type SocketPlace } from './socketCaps';

/**
 * Heartbeat of the node: ping sockets, refresh presence, re-check every session (config.im.sweepMs
 * in tests). Every 10 s, as the client's own heartbeat (IM_HEARTBEAT_MS).
 */
const SWEEP_MS = 10_000;
/**
 * A socket that answered no ping for this long is cut at the next sweep (after 35-45 s): three
 * pings missed, with slack for a slow link (config.im.pongTimeoutMs in tests).
 */
const PONG_TIMEOUT_MS = 35_000;
/** Hard cap of ws itself (closes 1009); frames above IM_MAX_FRAME_BYTES are answered 1001 first. */
const HARD_MAX_PAYLOAD = 1024 * 1024;
/**
 * A peer that does not answer our close frame within this is cut (ws waits 30 s by default): a
 * slow reader closed with 1008 keeps its buffer (connection.ts MAX_BUFFERED_BYTES) until then.
 */
const CLOSE_TIMEOUT_MS = 10_000;
/** RFC 6455 §4.2.1: the key is 16 random bytes in base64. */
const WS_KEY = /^[+/0-9A-Za-z]{22}==$/;

/** A refusal before the handshake, then the socket is closed (a forged upgrade holds nothing). */
function refuseUpgrade(socket: Duplex, status: number, headers: Record<string, string> = {}): void {
  const lines = Object.entries({ Connection: 'close', 'Content-Length': '0', ...headers }).map(
    ([name, value]) => `${name}: ${value}\r\n`,
  );
  socket.end(`HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n${lines.join('')}\r\n`, () =>
    socket.destroy(),
  );
}

/** The path of a request target, undefined when it is not one (`//`, `http://[`...). */
function pathOf(target: string | undefined): URL | undefined {
  try {
    return new URL(target ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

function hostnameOf(url: string): string | undefined {
  try {
    return new URL(url).hostname || undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a browser page may open the socket: its Origin's host is the host the browser asked
 * (Host, or X-Forwarded-Host from a proxy: a page can set neither on a WebSocket) or PUBLIC_URL's.
 * Clients that are not browsers send no Origin (and could send any). The port is not compared.
 */
function originAllowed(req: IncomingMessage, publicHost: string | undefined): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  const asked = hostnameOf(origin);
  if (!asked) return false; // "null" (a sandboxed frame, a file) or not a URL
  const forwarded = req.headers['x-forwarded-host'];
  const hosts = [req.headers.host, ...(forwarded ? String(forwarded).split(',') : []), publicHost];
  return hosts.some((host) => host !== undefined && hostnameOf(`http://${host.trim()}`) === asked);
}

/** Why an upgrade on IM_PATH is refused before any work (ws would refuse the first four too). */
function handshakeRefusal(
  req: IncomingMessage,
  publicHost: string | undefined,
): { status: number; headers?: Record<string, string> } | undefined {
  if (req.method !== 'GET') return { status: 405, headers: { Allow: 'GET' } };
  if (req.headers.upgrade?.toLowerCase() !== 'websocket') return { status: 400 };
  if (!WS_KEY.test(req.headers['sec-websocket-key'] ?? '')) return { status: 400 };
  const version = req.headers['sec-websocket-version'];
  if (version !== '13' && version !== '8') return { status: 426, headers: { 'Sec-WebSocket-Version': '13' } };
  if (!originAllowed(req, publicHost)) return { status: 403 };
  return undefined;
}

/**
 * The messaging socket (§7) on the app's own port at IM_PATH: the caps per client address and per
 * user (socketCaps.ts; the address is request.ip), admission from the query, one ImConnection per
 * socket, events from the bus to the sockets of this node; all sockets close when the app closes.
 */
export function registerRealtimeGateway(app: FastifyInstance, ctx: AppContext): void {
  const { nodeId, hub } = ctx.runtimes.realtime;
  const presence = hub.presence;
  const onCapError = (error: unknown) => ctx.log.error({ err: error }, 'im socket caps failed');
  // While Redis is away, the address cap counts this node's sockets only.
  const redis = ctx.redis;
  const caps = new SocketCaps(
    ctx.config.im,
    redis && ctx.config.im.maxSocketsPerIp > 0
      ? withFallback(
          redisTally(redis.command, ctx.redisPrefix, nodeId, ctx.now),
          memoryTally(),
          () => redis.connected,
        )
      : memoryTally(),
    (userID) => presence.elsewhere(userID),
    onCapError,
  );
  const clientIp = clientIpOf(app);
  // closeTimeout is an option of the installed ws that @types/ws does not list yet.
  const options: ServerOptions & { closeTimeout: number } = {
    noServer: true,
    maxPayload: HARD_MAX_PAYLOAD,
    closeTimeout: CLOSE_TIMEOUT_MS,
  };
  const wss = new WebSocketServer(options);
  const publicOrigin = publicSocketOrigin(ctx.config.publicUrl);
  const publicHost = publicOrigin === undefined ? undefined : new URL(publicOrigin).host;
  const connections = new Set<ImConnection>();
  let closing = false;
  const revokedSubscription = subscribeTopic(ctx.bus, topics.sessionRevoked, ({ tokenHash }) => {
    hub.kickSession(tokenHash, ImCloseCode.TokenInvalid, 'session revoked');
  });
  revokedSubscription.catch((error: unknown) => ctx.log.error({ err: error }, 'im bus subscription failed'));

  /** The address's cap before any database work, then the query, then the user's cap. */
  async function admitCapped(
    ip: string,
    query: URLSearchParams,
  ): Promise<{ admission: Admission; place: SocketPlace | undefined }> {
    const refused = (reason: string): Admission => ({ ok: false, code: ImCloseCode.TooManySockets, reason });
    const place = await caps.enter(ip);
    if (!place) return { admission: refused('too many sockets from this address'), place };
    const admission = await admit(ctx, query, ip).catch((error: unknown) => {
      place.release();
      throw error;
    });
    if (admission.ok && admission.identity.userId !== undefined)
      if (!(await caps.enterUser(place, admission.identity.userID)))
        return { admission: refused('too many sockets of this user'), place };
    return { admission, place };
  }

  function accept(req: IncomingMessage, socket: Duplex, head: Buffer, query: URLSearchParams): void {
    admitCapped(clientIp(req), query).then(
      ({ admission, place }) => {
        // The place is held while the TCP socket lives (also when ws refuses the handshake).
        if (place) {
          if (socket.destroyed) place.release();
          else socket.once('close', () => place.release());
        }
        wss.handleUpgrade(req, socket, head, (ws) => {
          if (!admission.ok || closing) {
            place?.release();
            ws.close(
              admission.ok ? ImCloseCode.ServerClosing : admission.code,
              admission.ok ? '' : admission.reason,
            );
            return;
          }
          let markReady!: () => void;
          const ready = new Promise<void>((r) => (markReady = r));
          const conn = new ImConnection(ws, socket, admission.identity, ctx, ready);
          connections.add(conn);
          ws.on('error', (error) => ctx.log.debug({ err: error }, 'im socket error'));
          ws.on('close', () => {
            connections.delete(conn);
            hub.remove(conn).catch((error: unknown) => ctx.log.error({ err: error }, 'im presence failed'));
          });
          Promise.all([hub.add(conn), revokedSubscription, ...ctx.runtimes.realtime.ready])
            .then(() => conn.send(eventFrame('OnConnectSuccess', { userID: conn.userID, guest: conn.guest })))
            .catch((error: unknown) => {
              ctx.log.error({ err: error }, 'im socket setup failed');
              conn.close(1011, 'setup failed');
            })
            .finally(() => markReady());
        });
      },
      (error: unknown) => {
        ctx.log.error({ err: error }, 'im admission failed');
        refuseUpgrade(socket, 500);
      },
    );
  }

  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    // Node takes its error listener off an upgraded socket: a reset during admission must not throw.
    socket.on('error', (error) => ctx.log.debug({ err: error }, 'im upgrade socket error'));
    const url = pathOf(req.url);
    if (url?.pathname !== IM_PATH) {
      // Another gateway may own this path; only the last word is ours.
      if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404);
      return;
    }
    const refusal = handshakeRefusal(req, publicHost);
    if (refusal) return refuseUpgrade(socket, refusal.status, refusal.headers);
    if (closing) return refuseUpgrade(socket, 503);
    accept(req, socket, head, url.searchParams);
  });
  // The socket's address asked without an upgrade (a crawler, a mistyped proxy rule).
  app.get(IM_PATH, (_request, reply) =>
    reply.code(426).header('upgrade', 'websocket').header('connection', 'close').send(),
  );

  async function sweep(): Promise<void> {
    for (const conn of connections) conn.heartbeat(ctx.config.im.pongTimeoutMs ?? PONG_TIMEOUT_MS);
    await Promise.all([presence.refresh(hub.localCounts()), caps.refresh()]);
    const hashes = [...new Set([...hub.userSockets()].flatMap((s) => (s.tokenHash ? [s.tokenHash] : [])))];
    if (hashes.length === 0) return;
    const live = await liveTokenHashes(ctx, hashes);
    for (const hash of hashes)
      if (!live.has(hash)) hub.kickSession(hash, ImCloseCode.TokenInvalid, 'session revoked');
  }
  // Started when the server listens (there are no sockets before), so a test sets config.im first.
  let timer: NodeJS.Timeout | undefined;
  app.server.once('listening', () => {
    if (closing) return;
    timer = setInterval(() => {
      sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'im sweep failed'));
    }, ctx.config.im.sweepMs ?? SWEEP_MS);
    timer.unref();
  });

  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(timer);
    const open = [...connections];
    for (const conn of open) conn.close(ImCloseCode.ServerClosing, 'server closing');
    // Calls in flight finish (their database is still open); then nothing waits for peers' close frames.
    await Promise.race([Promise.all(open.map((c) => c.drain())), new Promise((r) => setTimeout(r, 5000))]);
    await new Promise((resolve) => setImmediate(resolve)); // corked close frames leave first
    for (const conn of open) {
      conn.terminate();
      await hub.remove(conn).catch(() => undefined);
    }
    wss.close();
    await (
      await revokedSubscription.catch(() => undefined)
    )?.();
  });
  app.addHook('onClose', async () => {
    await Promise.all([presence.close(), caps.close()]);
  });
}
