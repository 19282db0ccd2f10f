import type { ImSession } from '../../protocol/imWorkerApi';
import type { Clock } from './deps';
import type { ImConnection } from './ImConnection';

/** Waiting for the Logout answer before switching user never takes longer than this. */
const LOGOUT_WAIT_MS = 2_000;

/** The same chat login: a guest is any guest; a user is the same uid with the same token. */
export function sameSession(a: ImSession | null, b: ImSession): boolean {
  if (a === null || a.kind !== b.kind) return false;
  return a.kind === 'guest' || (b.kind === 'user' && a.userID === b.userID && a.token === b.token);
}

/** Sends Logout on a logged-in user socket and waits for its answer (bounded), then closes it. */
export async function logoutThenStop(conn: ImConnection, clock: Clock, user: boolean): Promise<void> {
  if (conn.state === 'loggedIn' && user) {
    const bye = conn.request('Logout', {}).catch(() => undefined);
    await Promise.race([
      bye,
      new Promise((resolve) => clock.setTimeout(() => resolve(null), LOGOUT_WAIT_MS)),
    ]);
  }
  conn.stop();
}
