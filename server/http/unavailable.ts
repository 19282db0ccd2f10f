import { oncePerMessage } from '../adapters/logThrottle';

/**
 * Errors that mean "the database (or Redis) cannot be reached right now" rather than a fault of
 * ours: a PostgreSQL restart or failover, a connection refused or cut, a pool that cannot connect.
 * The HTTP layer answers them 503 with code 1007 and `Retry-After`, the socket answers 1007, and
 * the log says it once a minute at warn level instead of a stack per call (issue 17).
 */

/** SQLSTATE classes and codes of an unreachable or restarting server (08: connection exception). */
const PG_UNAVAILABLE_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const MESSAGES = [
  /Connection terminated/i,
  /Client has encountered a connection error/i,
  /timeout exceeded when trying to connect/i,
  /Connection is closed/i,
  /Command timed out/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
  /terminating connection due to administrator command/i,
];
const RETRY_NAMES = new Set(['MaxRetriesPerRequestError']);

/** How long a client is asked to wait before trying again (seconds, `Retry-After`). */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/** True when `error` (or an error it wraps: Drizzle puts the driver's error in `cause`) is an outage. */
export function isUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (PG_UNAVAILABLE_CODES.has(code) || SOCKET_CODES.has(code))) return true;
    if (RETRY_NAMES.has(e.name) || MESSAGES.some((m) => m.test(e.message))) return true;
  }
  return false;
}

/** One warning per message per minute: an outage produces the same error on every call. */
export function outageLog(
  warn: (details: object, message: string) => void,
  everyMs = 60_000,
): (error: unknown, where: string) => void {
  return oncePerMessage(everyMs, (error, where: string) =>
    warn(
      { reason: error instanceof Error ? error.message : String(error), where },
      'database or redis unreachable: calls answer 1007 until it is back',
    ),
  );
}

const logs = new WeakMap<object, (error: unknown, where: string) => void>();

/** One outage log per logger (per app), shared by everything that logs to it: the sockets, the routes. */
export function outageLogOf(log: { warn(details: object, message: string): void }) {
  let found = logs.get(log);
  if (!found) logs.set(log, (found = outageLog((details, message) => log.warn(details, message))));
  return found;
}
