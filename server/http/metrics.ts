import { createHash, timingSafeEqual } from 'node:crypto';
import net from 'node:net';

import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';

import type { AppContext } from '../context';
import { METRICS_PREFIX } from '../services/metrics';

/**
 * `GET /metrics` in the Prometheus text format, for the operator's scraper only: with METRICS_TOKEN
 * set, a request must carry `Authorization: Bearer <token>`; unset, the TCP peer must be loopback
 * and the request must not come through a proxy. Anything else is a plain 404, so the path is not
 * discoverable. The counters live in ctx.metrics (server/services/metrics.ts); the gauges here read
 * the state the node already keeps, at scrape time.
 */

let processRegistry: Registry | undefined;

/**
 * Node's default metrics (event-loop lag, heap, GC, CPU) describe the process, not an app, and
 * prom-client starts an event-loop monitor and a GC observer per call that it never stops: one set
 * per process, on a registry of its own (not prom-client's global one).
 */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: METRICS_PREFIX });
  }
  return processRegistry;
}

function gauge(registry: Registry, name: string, help: string, read: () => number): void {
  new Gauge({
    name: `${METRICS_PREFIX}${name}`,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

function countOf<T>(items: Iterable<T>, test: (item: T) => boolean = () => true): number {
  let n = 0;
  for (const item of items) if (test(item)) n++;
  return n;
}

/** The gauges of this app's state, on its own registry. */
function addGauges(ctx: AppContext): void {
  const { registry } = ctx.metrics;
  const { realtime, room } = ctx.runtimes;
  gauge(registry, 'im_sockets', 'Messaging sockets open on this node', () =>
    countOf(realtime.hub.allSockets()),
  );
  gauge(registry, 'room_rooms', 'Rooms with at least one socket on this node', () => room.hub.keys().length);
  gauge(registry, 'room_sockets', 'Sockets of this node in at least one room', () =>
    countOf(realtime.hub.allSockets(), (s) => room.hub.roomCount(s.id) > 0),
  );
  const info = new Gauge({
    name: `${METRICS_PREFIX}db_info`,
    help: 'The database this node uses (always 1)',
    labelNames: ['kind'],
    registers: [registry],
  });
  info.set({ kind: ctx.database.kind }, 1);
  const pool = ctx.database.poolCounts?.bind(ctx.database);
  if (!pool) return;
  gauge(registry, 'db_pool_total', 'PostgreSQL pool: connections open', () => pool().total);
  gauge(registry, 'db_pool_idle', 'PostgreSQL pool: connections idle', () => pool().idle);
  gauge(
    registry,
    'db_pool_waiting',
    'PostgreSQL pool: queries waiting for a connection',
    () => pool().waiting,
  );
}

/** A digest of each side, so the comparison takes the same time whatever the lengths. */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return address === '::1' || (net.isIPv4(v4) && v4.startsWith('127.'));
}

/** A proxy on the same host makes every visitor a loopback peer: a forwarded request is not local. */
function isProxied(req: FastifyRequest): boolean {
  const h = req.headers;
  return h['x-forwarded-for'] !== undefined || h.forwarded !== undefined || h['x-real-ip'] !== undefined;
}

export function mayScrape(req: FastifyRequest, token: string | undefined): boolean {
  if (token !== undefined) {
    const match = /^Bearer (.+)$/.exec(req.headers.authorization ?? '');
    return match !== null && sameSecret(match[1]!, token);
  }
  return isLoopback(req.socket.remoteAddress) && !isProxied(req);
}

export function registerMetrics(app: FastifyInstance, ctx: AppContext): void {
  addGauges(ctx);
  const node = processMetrics();
  app.get('/metrics', async (req, reply) => {
    void reply.header('cache-control', 'no-store');
    if (!mayScrape(req, ctx.config.metricsToken)) return reply.code(404).type('text/plain').send('Not found');
    const [ofProcess, ofApp] = await Promise.all([node.metrics(), ctx.metrics.registry.metrics()]);
    return reply.type(ctx.metrics.registry.contentType).send(`${ofProcess}${ofApp}`);
  });
}
