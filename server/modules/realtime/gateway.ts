import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';

import type { FastifyInstance } from 'fastify';
import { WebSocketServer } from 'ws';

import { ImCloseCode, IM_PATH } from '../../../protocol/im';
import { subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { clientIpOf } from './clientIp';
import { ImConnection } from './connection';
import { eventFrame } from './frames';
import { admit, type Admission, liveTokenHashes } from './socketAuth';
import { memoryTally, redisTally, SocketCaps, type SocketPlace } from './socketCaps';

/** Heartbeat of the node: ping sockets, refresh presence, re-check every session. */
const SWEEP_MS = 10_000;
const PONG_TIMEOUT_MS = 35_000;
/** Hard cap of ws itself (closes 1009); frames above IM_MAX_FRAME_BYTES are answered 1001 first. */
const HARD_MAX_PAYLOAD = 1024 * 1024;

function refuseUpgrade(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
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
  const caps = new SocketCaps(
    ctx.config.im,
    ctx.redis && ctx.config.im.maxSocketsPerIp > 0
      ? redisTally(ctx.redis.command, ctx.redisPrefix, nodeId, ctx.now)
      : memoryTally(),
    (userID) => presence.elsewhere(userID),
    onCapError,
  );
  const clientIp = clientIpOf(app);
  const wss = new WebSocketServer({ noServer: true, maxPayload: HARD_MAX_PAYLOAD });
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
        refuseUpgrade(socket, 500, 'Internal Server Error');
      },
    );
  }

  app.server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== IM_PATH) {
      // Another gateway may own this path; only the last word is ours.
      if (app.server.listenerCount('upgrade') === 1) refuseUpgrade(socket, 404, 'Not Found');
      return;
    }
    if (closing) return refuseUpgrade(socket, 503, 'Service Unavailable');
    accept(req, socket, head, url.searchParams);
  });

  async function sweep(): Promise<void> {
    for (const conn of connections) conn.heartbeat(PONG_TIMEOUT_MS);
    await Promise.all([presence.refresh(hub.localCounts()), caps.refresh()]);
    const hashes = [...new Set([...hub.userSockets()].flatMap((s) => (s.tokenHash ? [s.tokenHash] : [])))];
    if (hashes.length === 0) return;
    const live = await liveTokenHashes(ctx, hashes);
    for (const hash of hashes)
      if (!live.has(hash)) hub.kickSession(hash, ImCloseCode.TokenInvalid, 'session revoked');
  }
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => ctx.log.error({ err: error }, 'im sweep failed'));
  }, SWEEP_MS);
  timer.unref();

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
