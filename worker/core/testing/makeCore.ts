import { ImDatabase } from '../../db/ImDatabase';
import { ImCore } from '../ImCore';
import type { FakeClock } from './FakeClock';
import type { FakeImServer } from './FakeImServer';

let databases = 0;

/** A fresh database name prefix no other test uses. */
export function databasePrefix(): string {
  return `im-test-${++databases}-${Math.random().toString(36).slice(2)}`;
}

/**
 * A core wired to the fake server and clock, with databases no other test uses; cores given the same
 * `prefix` share their databases, as the workers of one browser origin share IndexedDB. `sendWindow`
 * is the outbox's messages in flight per conversation (the core's default when omitted).
 */
export function makeCore(
  server: FakeImServer,
  clock: FakeClock,
  random = () => 0.5,
  prefix = databasePrefix(),
  sendWindow?: number,
): ImCore {
  return new ImCore({
    socket: server.factory,
    clock,
    random,
    randomId: () => crypto.randomUUID(),
    fetchAddress: () => Promise.resolve({ wsUrl: 'ws://fake.test/msg_gateway', guestID: 'guest_visitor01' }),
    openDatabase: (userID) => new ImDatabase(`${prefix}-${userID ?? 'guest'}`),
    ...(sendWindow === undefined ? {} : { sendWindow }),
  });
}

/** Lets queued socket frames and IndexedDB work run (real macrotask; the core's clock stays still). */
export function flush(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
