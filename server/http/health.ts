import type { FastifyInstance } from 'fastify';

import type { Bus } from '../adapters/bus';
import type { Counters } from '../adapters/counters';
import type { RedisClients } from '../adapters/redis';
import { type Database, ping } from '../db/client';

/**
 * `/health`, for a load balancer and an operator: `ok`; `degraded` (HTTP 200) when REDIS_URL is set
 * and Redis is not connected — the node still answers what needs only the database; `down`
 * (HTTP 503, so a balancer stops sending to the node) when the database does not answer `select 1`
 * within DATABASE_PROBE_TIMEOUT_MS. Each reason is a machine word and an English sentence.
 */
export type HealthStatus = 'ok' | 'degraded' | 'down';

export interface HealthReason {
  code: 'database' | 'redis';
  message: string;
}

export interface HealthAnswer {
  status: HealthStatus;
  reasons: HealthReason[];
  database: Database['kind'];
  bus: Bus['kind'];
  counters: Counters['kind'];
  uptimeS: number;
}

/** How long the database has to answer the probe before the node is `down`. */
export const DATABASE_PROBE_TIMEOUT_MS = 1000;
/** A probe's outcome is reused this long, so a flood of health checks costs one query a second. */
export const DATABASE_PROBE_CACHE_MS = 1000;

/** What is true of the code while Redis is away (adapters/fallback.ts, adapters/bus.ts). */
export const REDIS_AWAY_MESSAGE =
  "Redis is not connected: rate limits, presence and room history count on this node's memory, and events reach only this node's sockets (the other nodes' clients catch up by gap fill) until it is back; everything else works";

export interface HealthSources {
  database: Database;
  bus: Bus;
  counters: Counters;
  /** Undefined when REDIS_URL is unset (nothing to be degraded by). */
  redis: RedisClients | undefined;
  now?: () => number;
  probeTimeoutMs?: number;
  probeCacheMs?: number;
}

/** The database's reason to be down, or undefined when it answered. */
type ProbeResult = HealthReason | undefined;

/**
 * A cached, bounded database probe: one `select 1` at a time (a query that hangs is not joined by
 * more of them), each caller waiting at most `timeoutMs`, its outcome reused for `cacheMs`.
 */
export function databaseProbe(
  database: Database,
  { now = Date.now, timeoutMs = DATABASE_PROBE_TIMEOUT_MS, cacheMs = DATABASE_PROBE_CACHE_MS } = {},
): () => Promise<ProbeResult> {
  let cached: { at: number; result: ProbeResult } | undefined;
  let running: Promise<ProbeResult> | undefined;
  const settle = (result: ProbeResult) => {
    cached = { at: now(), result };
    return result;
  };
  return async () => {
    if (cached && now() - cached.at < cacheMs) return cached.result;
    running ??= ping(database.db).then(
      () => undefined,
      (error: unknown) => ({
        code: 'database' as const,
        message: `The database refused a trivial query: ${error instanceof Error ? error.message : String(error)}`,
      }),
    );
    const query = running;
    void query.finally(() => {
      if (running === query) running = undefined;
    });
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<ProbeResult>((resolve) => {
      timer = setTimeout(
        () =>
          resolve({
            code: 'database',
            message: `The database did not answer a trivial query within ${timeoutMs} ms`,
          }),
        timeoutMs,
      );
    });
    try {
      return settle(await Promise.race([query, late]));
    } finally {
      clearTimeout(timer);
    }
  };
}

/** What `/health` answers now, with its HTTP status. */
export function healthCheck(
  sources: HealthSources,
): () => Promise<{ httpStatus: number; body: HealthAnswer }> {
  const probe = databaseProbe(sources.database, {
    now: sources.now,
    timeoutMs: sources.probeTimeoutMs,
    cacheMs: sources.probeCacheMs,
  });
  return async () => {
    const reasons: HealthReason[] = [];
    const database = await probe();
    if (database) reasons.push(database);
    if (sources.redis && !sources.redis.connected)
      reasons.push({ code: 'redis', message: REDIS_AWAY_MESSAGE });
    const status: HealthStatus = database ? 'down' : reasons.length > 0 ? 'degraded' : 'ok';
    return {
      httpStatus: status === 'down' ? 503 : 200,
      body: {
        status,
        reasons,
        database: sources.database.kind,
        bus: sources.bus.kind,
        counters: sources.counters.kind,
        uptimeS: Math.round(process.uptime()),
      },
    };
  };
}

export function registerHealth(app: FastifyInstance, sources: HealthSources): void {
  const check = healthCheck(sources);
  app.get('/health', async (_req, reply) => {
    const { httpStatus, body } = await check();
    return reply.code(httpStatus).send(body);
  });
}
