import { and, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import {
  mayActOn,
  mayDo,
  ROOM_ADMINS_MAX,
  ROOM_ASSISTANTS_MAX,
  type RoomAction,
  type RoomNotice,
  type RoomRole,
} from '../../../protocol/room';
import type {
  AUDIT_ACTIONS,
  editUserRequest,
  editUserResponse,
  StopChatRequest,
  stopChatResponse,
} from '../../../protocol/roomModeration';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/client';
import { roomAudit, roomBlacklist, roomMutes, roomRoles, roomState } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { senderOfMsgId } from './chatFunctions';
import { resolveRoom, roleOf, type RoomRef, runningMatchOf, userById } from './rooms';

/**
 * Moderation of §6, each action checked on the server: the caller's role must have the right
 * (protocol/room.ts ROOM_RIGHTS, else 1006), and a target must be below the caller, never the
 * anchor, never oneself (4030; deleting one's own message is allowed). Each change and its audit
 * row are written in one transaction; the room hears the notice after the commit.
 */
export interface Acting {
  ctx: AppContext;
  room: RoomRef;
  actor: UserRow;
  role: RoomRole;
}

export async function acting(
  ctx: AppContext,
  roomID: string,
  actor: UserRow,
  action: RoomAction,
): Promise<Acting> {
  const room = await resolveRoom(ctx, roomID);
  const role = await roleOf(ctx.database.db, room, actor);
  if (!mayDo(role, action)) throw new ApiError(ErrorCode.NoPermission);
  return { ctx, room, actor, role };
}

/** The caller's place in a room without a right to check (the online viewer list is open to every logged-in user). */
export async function present(ctx: AppContext, roomID: string, actor: UserRow): Promise<Acting> {
  const room = await resolveRoom(ctx, roomID);
  const role = await roleOf(ctx.database.db, room, actor);
  return { ctx, room, actor, role };
}

async function targetOf(
  a: Acting,
  uid: string | number,
  allowSelf = false,
): Promise<{ user: UserRow; role: RoomRole }> {
  const user = await userById(a.ctx.database.db, Number(uid));
  if (!user) throw new ApiError(ErrorCode.UserNotFound);
  const role = await roleOf(a.ctx.database.db, a.room, user);
  const self = user.id === a.actor.id;
  if (!(allowSelf && self) && !mayActOn(a.role, role, self)) throw new ApiError(ErrorCode.CannotModerateUser);
  return { user, role };
}

async function audit(
  tx: Tx,
  a: Acting,
  action: (typeof AUDIT_ACTIONS)[number],
  targetId: number | null,
  detail: Record<string, unknown> = {},
): Promise<void> {
  await tx.insert(roomAudit).values({
    roomKey: a.room.key,
    actorId: a.actor.id,
    action,
    targetId,
    detail,
    at: new Date(a.ctx.now()),
  });
}

const announce = (a: Acting, notice: RoomNotice) => a.ctx.runtimes.room.publish(a.room.key, { n: notice });

async function setMuteAll(a: Acting, on: boolean): Promise<void> {
  const at = new Date(a.ctx.now());
  await a.ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(roomState)
      .values({ roomKey: a.room.key, muteAll: on, updatedAt: at })
      .onConflictDoUpdate({ target: roomState.roomKey, set: { muteAll: on, updatedAt: at } });
    await audit(tx, a, on ? 'muteAll' : 'unmuteAll', null);
  });
  await announce(a, { type: 'muteAll', roomID: a.room.key, on, by: String(a.actor.id) });
}

/** stop_chat: mute one user for 10/30/60 minutes or the match (4034 without one), unmute, mute all. */
export async function stopChat(
  ctx: AppContext,
  actor: UserRow,
  body: StopChatRequest,
): Promise<z.input<typeof stopChatResponse>> {
  const whole = body.action === 'muteAll' || body.action === 'unmuteAll';
  const a = await acting(ctx, body.roomID, actor, whole ? 'muteAll' : 'mute');
  const answer = { roomID: a.room.key, action: body.action, userID: null, until: null, matchId: null };
  if (body.action === 'muteAll' || body.action === 'unmuteAll') {
    await setMuteAll(a, body.action === 'muteAll');
    return answer;
  }
  const target = await targetOf(a, body.userID);
  const who = { userID: String(target.user.id), nickname: target.user.nickname, by: String(actor.id) };
  const db = ctx.database.db;
  if (body.action === 'unmute') {
    await db.transaction(async (tx) => {
      await tx
        .delete(roomMutes)
        .where(and(eq(roomMutes.roomKey, a.room.key), eq(roomMutes.userId, target.user.id)));
      await audit(tx, a, 'unmute', target.user.id);
    });
    await announce(a, { type: 'unmute', roomID: a.room.key, ...who });
    return { ...answer, userID: who.userID };
  }
  let until: number | null = null;
  let matchId: number | null = null;
  if (body.duration === 'match') {
    matchId = (await runningMatchOf(db, a.room)) ?? null;
    if (matchId === null) throw new ApiError(ErrorCode.MuteNeedsMatch);
  } else until = ctx.now() + body.duration * 60_000;
  const row = {
    roomKey: a.room.key,
    userId: target.user.id,
    until: until === null ? null : new Date(until),
    matchId,
    byId: actor.id,
    createdAt: new Date(ctx.now()),
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(roomMutes)
      .values(row)
      .onConflictDoUpdate({ target: [roomMutes.roomKey, roomMutes.userId], set: row });
    await audit(tx, a, 'mute', target.user.id, { duration: body.duration, until, matchId });
  });
  await announce(a, { type: 'mute', roomID: a.room.key, ...who, until, matchId });
  return { ...answer, userID: who.userID, until, matchId };
}

/** Room blacklist on or off; the user's sockets leave the room on every node. */
export async function setBlacklist(
  ctx: AppContext,
  actor: UserRow,
  roomID: string,
  uid: string,
  on: boolean,
) {
  const a = await acting(ctx, roomID, actor, 'blacklist');
  const target = await targetOf(a, uid);
  await ctx.database.db.transaction(async (tx) => {
    const where = and(eq(roomBlacklist.roomKey, a.room.key), eq(roomBlacklist.userId, target.user.id));
    if (on)
      await tx
        .insert(roomBlacklist)
        .values({
          roomKey: a.room.key,
          userId: target.user.id,
          byId: actor.id,
          createdAt: new Date(ctx.now()),
        })
        .onConflictDoNothing();
    else await tx.delete(roomBlacklist).where(where);
    await audit(tx, a, on ? 'blacklist' : 'unblacklist', target.user.id);
  });
  await announce(a, {
    type: 'blacklist',
    roomID: a.room.key,
    userID: String(target.user.id),
    nickname: target.user.nickname,
    by: String(actor.id),
    on,
  });
  return { userID: String(target.user.id), on };
}

/** Clear screen: the history empties, every screen clears. */
export async function clearScreen(ctx: AppContext, actor: UserRow, roomID: string) {
  const a = await acting(ctx, roomID, actor, 'clear');
  const now = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    await tx
      .insert(roomState)
      .values({ roomKey: a.room.key, clearedAt: new Date(now), updatedAt: new Date(now) })
      .onConflictDoUpdate({
        target: roomState.roomKey,
        set: { clearedAt: new Date(now), updatedAt: new Date(now) },
      });
    await audit(tx, a, 'clear', null);
  });
  await ctx.runtimes.room.history.clear(a.room.key);
  await announce(a, { type: 'clear', roomID: a.room.key, at: now, by: String(actor.id) });
  return { roomID: a.room.key, at: now };
}

/** /chat-room/message/delete: the sender is read from the message id (protocol/room.ts). */
export async function deleteMessage(ctx: AppContext, actor: UserRow, roomID: string, msgID: string) {
  const a = await acting(ctx, roomID, actor, 'delete');
  const sender = senderOfMsgId(msgID);
  if (sender === undefined)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'msgID', rule: 'msgID' }] });
  await targetOf(a, sender, true);
  await ctx.database.db.transaction((tx) => audit(tx, a, 'delete', sender, { msgID }));
  await ctx.runtimes.room.history.remove(a.room.key, msgID);
  await announce(a, { type: 'delete', roomID: a.room.key, msgID, by: String(actor.id) });
  return { roomID: a.room.key, msgID };
}

/** edit_user: the anchor (or a platform admin) appoints the small assistant or a room admin, or revokes. */
export async function editUser(
  ctx: AppContext,
  actor: UserRow,
  body: z.output<typeof editUserRequest>,
): Promise<z.input<typeof editUserResponse>> {
  const a = await acting(ctx, body.roomID, actor, 'appoint');
  const target = await targetOf(a, body.userID);
  const where = and(eq(roomRoles.roomKey, a.room.key), eq(roomRoles.userId, target.user.id));
  const role: RoomRole = body.role === 'none' ? 'viewer' : body.role;
  await ctx.database.db.transaction(async (tx) => {
    if (body.role === 'none') {
      await tx.delete(roomRoles).where(where);
      await audit(tx, a, 'revoke', target.user.id, { was: target.role });
      return;
    }
    const [held] = await tx
      .select({ n: count() })
      .from(roomRoles)
      .where(
        and(
          eq(roomRoles.roomKey, a.room.key),
          eq(roomRoles.role, body.role),
          ne(roomRoles.userId, target.user.id),
        ),
      );
    if (Number(held?.n ?? 0) >= (body.role === 'admin' ? ROOM_ADMINS_MAX : ROOM_ASSISTANTS_MAX))
      throw new ApiError(ErrorCode.RoomStaffLimit);
    const row = {
      roomKey: a.room.key,
      userId: target.user.id,
      role: body.role,
      grantedBy: actor.id,
      createdAt: new Date(ctx.now()),
    };
    await tx
      .insert(roomRoles)
      .values(row)
      .onConflictDoUpdate({ target: [roomRoles.roomKey, roomRoles.userId], set: row });
    await audit(tx, a, 'appoint', target.user.id, { role: body.role });
  });
  await announce(a, {
    type: 'role',
    roomID: a.room.key,
    userID: String(target.user.id),
    nickname: target.user.nickname,
    by: String(actor.id),
    role,
  });
  return { userID: String(target.user.id), role };
}
