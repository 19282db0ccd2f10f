import type { FastifyBaseLogger } from 'fastify';

import type { Bus } from './adapters/bus';
import type { Counters } from './adapters/counters';
import type { RedisClients } from './adapters/redis';
import type { SmsSender } from './adapters/sms';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './modules/upload/storageContract';
import type { Metrics } from './services/metrics';

export interface Secrets {
  /** Signs code tokens and upload URLs. */
  key: string;
  /** Lets the local `npm run admin` call the admin API of the running server. */
  adminKey: string;
}

/**
 * The runtimes of the modules (hubs, caches, batchers, senders), one per app. Each module declares
 * its own here (`declare module '../../context' { interface Runtimes { room: RoomRuntime } }`);
 * buildApp makes them all explicitly, in one place (server/runtimes.ts), before anything runs.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each module's declaration
export interface Runtimes {}

/** Everything a service needs, passed in (never imported as globals), so tests can swap any part. */
export interface AppContext {
  config: Config;
  database: Database;
  counters: Counters;
  /** Pub/sub between server processes (events to sockets on any node). */
  bus: Bus;
  sms: SmsSender;
  storage: Storage;
  secrets: Secrets;
  log: FastifyBaseLogger;
  now: () => number;
  /** The process's two Redis connections, shared by every module (REDIS_URL set), else undefined. */
  redis: RedisClients | undefined;
  /** This site's Redis key prefix (sites sharing one Redis never see each other's keys). */
  redisPrefix: string;
  /** This app's Prometheus registry and the counters modules bump (server/services/metrics.ts). */
  metrics: Metrics;
  readonly runtimes: Runtimes;
}
