import { eq } from 'drizzle-orm';

import type { AnchorStatus, Role } from '../../../protocol/account';
import type { EndpointName, RequestOf, ResponseOf } from '../../../protocol/api';
import type { Reply, TestServer } from '../../../test/helpers/testServer';
import { users } from '../../db/schema';
import type { UserRow } from '../../http/auth';

/** Test helpers of the room suites: logged-in people by role, their rooms, calls as one of them. */
export interface Member {
  id: number;
  uid: string;
  username: string;
  token: string;
  row: UserRow;
}

export async function member(
  s: TestServer,
  options: { role?: Role; anchorStatus?: AnchorStatus } = {},
): Promise<Member> {
  const fresh = await s.createUser({
    role: options.role ?? 'viewer',
    anchorStatus: options.anchorStatus ?? (options.role === 'anchor' ? 'approved' : 'none'),
  });
  const [row] = await s.ctx.database.db.select().from(users).where(eq(users.id, fresh.id));
  return {
    id: fresh.id,
    uid: String(fresh.id),
    username: fresh.username,
    token: await s.login(fresh.username, fresh.password),
    row: row!,
  };
}

export const viewer = (s: TestServer) => member(s);
export const anchor = (s: TestServer) => member(s, { role: 'anchor' });
export const platformAdmin = (s: TestServer) => member(s, { role: 'admin', anchorStatus: 'none' });

export function as<N extends EndpointName>(
  s: TestServer,
  who: Member | undefined,
  name: N,
  body: RequestOf<N>,
): Promise<Reply<ResponseOf<N>>> {
  return s.call(name, body, who ? { token: who.token } : {});
}

export const roomOf = (a: Member) => `room_${a.id}`;
