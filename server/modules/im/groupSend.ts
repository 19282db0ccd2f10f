import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import { AT_ALL, groupConversationId } from '../../../protocol/groupConstants';
import {
  ContentType,
  type GroupSendData,
  GroupRole,
  type sendMessageReply,
  SessionType,
} from '../../../protocol/im';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { conversationMembers as cm, groupMembers, groups, messages, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { pushGroupMessage } from './groupPush';
import { findByClientId } from './messageStore';
import { type MessageRow, type Person, presentMessage } from './present';
import { admitPace } from './sendRules';

type SendReply = z.infer<typeof sendMessageReply>;

/** What a sender is in a group, and what the send needs besides, read with ONE query. */
interface SenderState {
  status: string;
  muteAll: boolean;
  name: string;
  avatar: string | null;
  role: number | null;
  muteEnd: Date | null;
  /** True while the sender holds a cursor with no left_seq. */
  current: boolean;
  /** The sender as members see them (the message's nickname and face). */
  sender: Person;
  /** The message the sender already stored with this client id (a resend), if any. */
  earlier: Pick<MessageRow, 'id' | 'seq' | 'sendTime' | 'conversationId'> | null;
}

async function senderState(
  db: Db,
  groupId: number,
  userId: number,
  clientMsgId: string,
): Promise<SenderState | undefined> {
  const [row] = await db
    .select({
      status: groups.status,
      muteAll: groups.muteAll,
      name: groups.name,
      avatar: groups.avatar,
      role: groupMembers.role,
      muteEnd: groupMembers.muteEnd,
      current: sql<boolean>`(${cm.userId} is not null and ${cm.leftSeq} is null)`,
      nickname: users.nickname,
      senderAvatar: users.avatar,
      earlier: {
        id: messages.id,
        seq: messages.seq,
        sendTime: messages.sendTime,
        conversationId: messages.conversationId,
      },
    })
    .from(groups)
    .leftJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.userId, userId)))
    .leftJoin(cm, and(eq(cm.conversationId, groupConversationId(String(groupId))), eq(cm.userId, userId)))
    .leftJoin(users, eq(users.id, userId))
    .leftJoin(messages, and(eq(messages.senderId, userId), eq(messages.clientMsgId, clientMsgId)))
    .where(eq(groups.id, groupId))
    .limit(1);
  if (!row) return undefined;
  const { nickname, senderAvatar, ...state } = row;
  return { ...state, sender: { nickname: nickname ?? '', avatar: senderAvatar } };
}

/**
 * The group refusals, in order: no such group (4013); dismissed, or the sender is not a current
 * member (4014); muted (4036, data.muteEndTime in ms); everyone muted and the sender neither owner
 * nor admin (4037); @-text naming someone who is not a current member (1000, atUserIDs notMember)
 * or @all by a plain member (1006).
 */
async function admitGroupSend(
  ctx: AppContext,
  groupId: number,
  senderId: number,
  data: GroupSendData,
): Promise<SenderState> {
  const db = ctx.database.db;
  const state = await senderState(db, groupId, senderId, data.clientMsgID);
  if (!state) throw new ApiError(ErrorCode.GroupNotFound);
  if (state.status !== 'active' || state.role === null || !state.current)
    throw new ApiError(ErrorCode.GroupGone);
  if (state.muteEnd && state.muteEnd.getTime() > ctx.now())
    throw new ApiError(ErrorCode.MutedInGroup, { muteEndTime: state.muteEnd.getTime() });
  const privileged = state.role === GroupRole.Owner || state.role === GroupRole.Admin;
  if (state.muteAll && !privileged) throw new ApiError(ErrorCode.GroupMutedAll);
  if (data.contentType === ContentType.AtText) {
    const { atUserIDs } = JSON.parse(data.content) as { atUserIDs: string[] };
    const named = [...new Set(atUserIDs.filter((id) => id !== AT_ALL))];
    const notMember = () =>
      new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'atUserIDs', rule: 'notMember' }] });
    if (named.some((id) => !/^[1-9]\d{0,9}$/.test(id))) throw notMember();
    if (named.length > 0) {
      const found = await db
        .select({ userId: cm.userId })
        .from(cm)
        .where(
          and(
            eq(cm.conversationId, groupConversationId(String(groupId))),
            inArray(cm.userId, named.map(Number)),
            isNull(cm.leftSeq),
          ),
        );
      if (found.length !== named.length) throw notMember();
    }
    if (atUserIDs.includes(AT_ALL) && !privileged) throw new ApiError(ErrorCode.NoPermission);
  }
  return state;
}

/** Thrown inside the transaction to roll back the seq it took. */
class Rollback extends Error {}

/** The rows of `db.execute` (PGlite answers `{ rows }`, node-postgres too; some drivers an array). */
function rowsOf(result: unknown): Record<string, unknown>[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, unknown>[];
}

/** A `returning *` row of messages as drizzle maps it (column names to keys, driver values to JS). */
function messageRowOf(raw: Record<string, unknown>): MessageRow {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(messages)))
    row[key] = raw[column.name] === null ? null : column.mapFromDriverValue(raw[column.name]);
  return row as MessageRow;
}

/**
 * Stores a group message in ONE transaction of ONE statement: bumps the group's max_seq (its row
 * lock orders the group's sends, so seqs have no holes), moves the sender's cursor to it and
 * inserts the message (recv_id null, session type 3) only if the cursor moved, which proves the
 * sender is still a current member at commit time. No row back rolls it all back: a client id the
 * sender already used (the first message is returned) or a sender who is gone (4014).
 */
async function storeGroupMessage(
  db: Db,
  m: {
    conversationId: string;
    senderId: number;
    clientMsgId: string;
    contentType: number;
    content: string;
    sendTime: Date;
  },
): Promise<{ kind: 'stored' | 'duplicate'; message: MessageRow }> {
  try {
    const message = await db.transaction(async (tx) => {
      const result = await tx.execute(sql`
        with bump as (
          update conversations set max_seq = max_seq + 1 where id = ${m.conversationId} returning max_seq
        ), moved as (
          update conversation_members set has_read_seq = (select max_seq from bump)
          where conversation_id = ${m.conversationId} and user_id = ${m.senderId}::int
            and left_seq is null and exists (select 1 from bump)
          returning user_id
        )
        insert into messages
          (conversation_id, seq, client_msg_id, sender_id, recv_id, session_type, content_type, content, send_time)
        select ${m.conversationId}, bump.max_seq, ${m.clientMsgId}, ${m.senderId}::int, null,
          ${SessionType.SuperGroup}::int, ${m.contentType}::int, ${m.content}, ${m.sendTime.toISOString()}::timestamptz
        from bump where exists (select 1 from moved)
        on conflict do nothing
        returning *`);
      const [raw] = rowsOf(result);
      if (!raw) throw new Rollback();
      return messageRowOf(raw);
    });
    return { kind: 'stored', message };
  } catch (error) {
    if (!(error instanceof Rollback)) throw error;
    const first = await findByClientId(db, m.senderId, m.clientMsgId);
    if (!first) throw new ApiError(ErrorCode.GroupGone);
    return { kind: 'duplicate', message: first };
  }
}

function ackOf(row: Pick<MessageRow, 'id' | 'seq' | 'sendTime' | 'conversationId'>): SendReply {
  return {
    serverMsgID: String(row.id),
    seq: row.seq,
    sendTime: row.sendTime.getTime(),
    conversationID: row.conversationId,
  };
}

/**
 * SendMessage to a group: content already checked by the caller (1000/4018/4002); the group
 * refusals above; a client id already used answers the first message's ack; then the sender's
 * pace (4006, 4005) and the transaction. Four database round trips in all (one read for the
 * refusals, the resend and the sender's name; begin, one statement, commit), plus one for @-text.
 * After the commit: the ack, ONE bus publish of OnRecvNewMessage to every member's sockets (the
 * sender's other sockets too), and push type 8 to offline members in the background.
 */
export async function sendGroupMessage(
  ctx: AppContext,
  senderId: number,
  socketId: string,
  data: GroupSendData,
  content: { stored: string; text: string | undefined },
): Promise<SendReply> {
  const db = ctx.database.db;
  const groupId = Number(data.groupID);
  const group = await admitGroupSend(ctx, groupId, senderId, data);
  if (group.earlier) return ackOf(group.earlier);
  const conversationId = groupConversationId(data.groupID);
  const dupKey = await admitPace(ctx, {
    senderId,
    conversationId,
    contentType: data.contentType,
    text: content.text,
  });
  let outcome: Awaited<ReturnType<typeof storeGroupMessage>>;
  try {
    outcome = await storeGroupMessage(db, {
      conversationId,
      senderId,
      clientMsgId: data.clientMsgID,
      contentType: data.contentType,
      content: content.stored,
      sendTime: new Date(ctx.now()),
    });
  } catch (error) {
    if (dupKey) await ctx.counters.reset(dupKey);
    throw error;
  }
  if (outcome.kind === 'duplicate') {
    if (dupKey) await ctx.counters.reset(dupKey);
    return ackOf(outcome.message);
  }
  const row = outcome.message;
  ctx.metrics.imMessages.inc({ session_type: 'group' });
  const message = presentMessage(row, group.sender);
  await ctx.runtimes.im.groups.publish(groupId, [{ event: 'OnRecvNewMessage', data: message }], {
    except: socketId,
  });
  pushGroupMessage(ctx, groupId, { name: group.name, avatar: group.avatar }, message);
  return ackOf(row);
}
