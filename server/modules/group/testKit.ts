import { sql } from 'drizzle-orm';

import type { EndpointName, RequestOf, ResponseOf } from '../../../protocol/api';
import type { Reply, TestServer } from '../../../test/helpers/testServer';
import { rowsOf } from '../../db/rows';
import { blacklist, friends, users } from '../../db/schema';
import { createSession } from '../../http/auth';
import type { UserRow } from './present';

/** Test helpers of the group suites: people with a session, friendships, calls, a digest of what groups write. */
export interface Person {
  id: number;
  /** The id group calls name users by. */
  uid: string;
  token: string;
  row: UserRow;
  username: string;
}

/** A viewer with a live session (made directly: faster than a password login). */
export async function person(s: TestServer): Promise<Person> {
  const fresh = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
  const token = await createSession(s.ctx.database.db, fresh.id, 'test', s.ctx.now());
  const [row] = await s.ctx.database.db
    .select()
    .from(users)
    .where(sql`${users.id} = ${fresh.id}`);
  return { id: fresh.id, uid: String(fresh.id), token, row: row!, username: fresh.username };
}

export async function people(s: TestServer, n: number): Promise<Person[]> {
  const out: Person[] = [];
  for (let i = 0; i < n; i++) out.push(await person(s));
  return out;
}

/** Friends both ways, written directly (the friend module's own suites test how it gets there). */
export async function befriend(s: TestServer, a: Person, ...others: Person[]): Promise<void> {
  if (others.length === 0) return;
  await s.ctx.database.db
    .insert(friends)
    .values(
      others.flatMap((b) => [
        { userId: a.id, friendId: b.id, source: 1 },
        { userId: b.id, friendId: a.id, source: 1 },
      ]),
    )
    .onConflictDoNothing();
}

/** Everyone in `group` a friend of everyone else in it. */
export async function befriendAll(s: TestServer, group: readonly Person[]): Promise<void> {
  for (let i = 0; i < group.length; i++) await befriend(s, group[i]!, ...group.slice(i + 1));
}

/** A friendship one way only (`a` lists `b`, not back). */
export async function halfFriend(s: TestServer, a: Person, b: Person): Promise<void> {
  await s.ctx.database.db
    .insert(friends)
    .values({ userId: a.id, friendId: b.id, source: 1 })
    .onConflictDoNothing();
}

export async function block(s: TestServer, a: Person, b: Person): Promise<void> {
  await s.ctx.database.db.insert(blacklist).values({ userId: a.id, blockedId: b.id }).onConflictDoNothing();
}

export function as<N extends EndpointName>(
  s: TestServer,
  who: Person,
  name: N,
  body: RequestOf<N>,
): Promise<Reply<ResponseOf<N>>> {
  return s.call(name, body, { token: who.token });
}

/** `owner` creates a group with `members` (their friends already); returns its id. */
export async function makeGroup(
  s: TestServer,
  owner: Person,
  members: readonly Person[],
  options: { name?: string; joinVerification?: boolean } = {},
): Promise<string> {
  const reply = await as(s, owner, 'groupCreate', {
    name: options.name ?? 'Test group',
    avatar: null,
    memberUserIDs: members.map((m) => m.uid),
    joinVerification: options.joinVerification ?? false,
  });
  if (!reply.body.success) throw new Error(`groupCreate refused: ${JSON.stringify(reply.body)}`);
  return reply.body.data.group.groupID;
}

/** A digest of every row the group module and its conversations write, to prove a refusal changed nothing. */
export async function groupDigest(s: TestServer): Promise<string> {
  const result = await s.ctx.database.db.execute(sql`
    select json_build_object(
      'groups', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from groups x),
      'group_members', (select md5(coalesce(json_agg(x order by x.group_id, x.user_id), '[]')::text) from group_members x),
      'group_applications', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from group_applications x),
      'group_invites', (select md5(coalesce(json_agg(x order by x.code), '[]')::text) from group_invites x),
      'group_audit', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from group_audit x),
      'conversations', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from conversations x),
      'conversation_members', (select md5(coalesce(json_agg(x order by x.conversation_id, x.user_id), '[]')::text) from conversation_members x),
      'messages', (select md5(coalesce(json_agg(x order by x.id), '[]')::text) from messages x),
      'uploads', (select md5(coalesce(json_agg(x order by x.key), '[]')::text) from uploads x)
    ) as digest`);
  return JSON.stringify(rowsOf<{ digest: unknown }>(result)[0]!.digest);
}

/** The audit rows of a group, oldest first. */
export async function auditOf(
  s: TestServer,
  groupID: string,
): Promise<{ action: string; actor_id: number; target_id: number | null }[]> {
  const result = await s.ctx.database.db.execute(
    sql`select action, actor_id, target_id from group_audit where group_id = ${Number(groupID)} order by id`,
  );
  return rowsOf(result);
}

let bare = 0;

/** Users without a session or password (members to fill a group), inserted in one statement. */
export async function bareUsers(s: TestServer, n: number): Promise<Person[]> {
  const tag = `${Date.now().toString(36)}${(bare++).toString(36)}`;
  const rows = await s.ctx.database.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `gb${tag}x${i}`,
        usernameLower: `gb${tag}x${i}`,
        passwordHash: 'none',
        areaCode: '86',
        phone: `gb${tag}${i}`,
        appNumber: `gb${tag}${i}`,
        nickname: `Filler ${i}`,
      })),
    )
    .returning();
  return rows.map((row) => ({ id: row.id, uid: String(row.id), token: '', row, username: row.username }));
}
