import { Counter, Registry } from 'prom-client';

/**
 * The app's own Prometheus registry and the counters modules bump where an event happens (one line
 * each). It lives in the AppContext, not in prom-client's global registry, so several apps in one
 * process (tests, scale-out runs) never collide. Gauges that read state (sockets, rooms, the
 * database pool) are added at scrape time by server/http/metrics.ts.
 */
export interface Metrics {
  registry: Registry;
  /** A chat message stored and acked (a resend of the same client id is not counted again). */
  imMessages: Counter<'session_type'>;
  /** A room chat message accepted (in the room's history and on its channel). */
  roomMessages: Counter;
  /** A web push the push service accepted. */
  pushSent: Counter;
  /** A web push not delivered (too large, refused, unreachable); a subscription gone (404/410) is pruned, not counted. */
  pushFailed: Counter;
}

export const METRICS_PREFIX = 'tribune_';

export function createMetrics(): Metrics {
  const registry = new Registry();
  const registers = [registry];
  const imMessages = new Counter({
    name: `${METRICS_PREFIX}im_messages_total`,
    help: 'Chat messages stored and acked, by session type',
    labelNames: ['session_type'],
    registers,
  });
  // Both series exist from the start, so rate() has a zero to start from.
  for (const type of ['single', 'group']) imMessages.inc({ session_type: type }, 0);
  return {
    registry,
    imMessages,
    roomMessages: new Counter({
      name: `${METRICS_PREFIX}room_messages_total`,
      help: 'Room chat messages accepted',
      registers,
    }),
    pushSent: new Counter({
      name: `${METRICS_PREFIX}push_sent_total`,
      help: 'Web pushes the push service accepted',
      registers,
    }),
    pushFailed: new Counter({
      name: `${METRICS_PREFIX}push_failed_total`,
      help: 'Web pushes not delivered (subscriptions gone are pruned, not counted)',
      registers,
    }),
  };
}
