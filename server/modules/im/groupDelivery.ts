import { inArray } from 'drizzle-orm';

import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import type { ImPush } from '../realtime';
import { type MessageRow, type Person, presentMessage } from './present';

/** Nickname and avatar of each sender of `rows`, in one query. */
export async function sendersOf(ctx: AppContext, rows: readonly MessageRow[]): Promise<Map<number, Person>> {
  const ids = [...new Set(rows.map((r) => r.senderId))];
  if (ids.length === 0) return new Map();
  const found = await ctx.database.db
    .select({ id: users.id, nickname: users.nickname, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(found.map((u) => [u.id, { nickname: u.nickname, avatar: u.avatar }]));
}

/** After commit: OnRecvNewMessage of these stored rows to every socket of every current member (any node), and of `alsoTo`. */
export async function deliverGroupMessages(
  ctx: AppContext,
  groupId: number,
  rows: readonly MessageRow[],
  alsoTo: readonly number[] = [],
): Promise<void> {
  if (rows.length === 0) return;
  const senders = await sendersOf(ctx, rows);
  const pushes = [...rows]
    .sort((a, b) => a.seq - b.seq)
    .map((row) => ({
      event: 'OnRecvNewMessage' as const,
      data: presentMessage(row, senders.get(row.senderId)),
    }));
  await ctx.runtimes.im.groups.publish(groupId, pushes, { users: alsoTo });
}

/** The OnNewRecvMessageRevoked event of a revoked row. */
export function revokedEvent(row: MessageRow, revokerId: number, revokeTime: number) {
  return {
    conversationID: row.conversationId,
    clientMsgID: row.clientMsgId,
    serverMsgID: String(row.id),
    seq: row.seq,
    revokerID: String(revokerId),
    revokeTime,
  };
}

/** After commit: OnNewRecvMessageRevoked for these rows to every member (revokerId = who deleted them). */
export async function deliverGroupRevokes(
  ctx: AppContext,
  groupId: number,
  rows: readonly MessageRow[],
  revokerId: number,
  exceptSocketId?: string,
): Promise<void> {
  const now = ctx.now();
  const pushes = rows.map((row) => ({
    event: 'OnNewRecvMessageRevoked' as const,
    data: revokedEvent(row, revokerId, now),
  }));
  await ctx.runtimes.im.groups.publish(groupId, pushes, { except: exceptSocketId });
}

/** After commit: group events (OnGroupInfoChanged, OnGroupMemberAdded...) to every current member on any node, and to `alsoTo`. */
export async function publishGroupEvent(
  ctx: AppContext,
  groupId: number,
  pushes: readonly ImPush[],
  alsoTo: readonly number[] = [],
): Promise<void> {
  await ctx.runtimes.im.groups.publish(groupId, pushes, { users: alsoTo });
}

/** After commit of any membership change: every node forgets its cached member list of this group. */
export async function groupMembersChanged(ctx: AppContext, groupId: number): Promise<void> {
  await ctx.runtimes.im.groups.membersChanged(groupId);
}
