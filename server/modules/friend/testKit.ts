import { and, eq, or } from 'drizzle-orm';

import type { AnchorStatus, Role } from '../../../protocol/account';
import type { EndpointName, RequestOf, ResponseOf } from '../../../protocol/api';
import type { Reply, TestServer } from '../../../test/helpers/testServer';
import { friends, users } from '../../db/schema';

/** Test helpers of the friend suites: logged-in people and calls as one of them. */
export interface Person {
  id: number;
  appNumber: string;
  username: string;
  phone: string;
  token: string;
}

export async function person(
  s: TestServer,
  options: { role?: Role; anchorStatus?: AnchorStatus } = {},
): Promise<Person> {
  const fresh = await s.createUser({
    role: options.role ?? 'viewer',
    anchorStatus: options.anchorStatus ?? 'none',
  });
  const [row] = await s.ctx.database.db
    .select({ appNumber: users.appNumber })
    .from(users)
    .where(eq(users.id, fresh.id));
  const token = await s.login(fresh.username, fresh.password);
  return { id: fresh.id, appNumber: row!.appNumber, username: fresh.username, phone: fresh.phone, token };
}

/** A user row without a login (targets of requests, searches). */
export async function target(s: TestServer, options: { disabled?: boolean } = {}): Promise<Person> {
  const fresh = await s.createUser({
    role: 'viewer',
    anchorStatus: 'none',
    disabled: options.disabled ?? false,
  });
  const [row] = await s.ctx.database.db
    .select({ appNumber: users.appNumber })
    .from(users)
    .where(eq(users.id, fresh.id));
  return { id: fresh.id, appNumber: row!.appNumber, username: fresh.username, phone: fresh.phone, token: '' };
}

export function as<N extends EndpointName>(
  s: TestServer,
  who: Person,
  name: N,
  body: RequestOf<N>,
  headers?: Record<string, string>,
): Promise<Reply<ResponseOf<N>>> {
  return s.call(name, body, { token: who.token, ...(headers ? { headers } : {}) });
}

/** `a` asks, `b` approves: friends both ways. */
export async function befriend(s: TestServer, a: Person, b: Person): Promise<void> {
  const asked = await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 });
  if (!asked.body.success) throw new Error(`apply refused: ${JSON.stringify(asked.body)}`);
  if (asked.body.data.status === 'approved') return;
  const ok = await as(s, b, 'friendApplicationResponse', { id: asked.body.data.id, action: 'approve' });
  if (!ok.body.success) throw new Error(`approve refused: ${JSON.stringify(ok.body)}`);
}

/** The friends rows between two users (2 when friends: one per side). */
export function friendRowsBetween(s: TestServer, x: Person, y: Person) {
  return s.ctx.database.db
    .select()
    .from(friends)
    .where(
      or(
        and(eq(friends.userId, x.id), eq(friends.friendId, y.id)),
        and(eq(friends.userId, y.id), eq(friends.friendId, x.id)),
      ),
    );
}
