import type { FastifyBaseLogger } from 'fastify';

import type { Bus } from './adapters/bus';
import type { Counters } from './adapters/counters';
import type { SmsSender } from './adapters/sms';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Storage } from './modules/upload/storageContract';

export interface Secrets {
  /** Signs code tokens and upload URLs. */
  key: string;
  /** Lets the local `npm run admin` call the admin API of the running server. */
  adminKey: string;
}

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
}
