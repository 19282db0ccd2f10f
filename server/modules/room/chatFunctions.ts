import { createHash, randomBytes } from 'node:crypto';

import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import {
  isModerator,
  type joinRoomData,
  type joinRoomReply,
  type leaveRoomData,
  type leaveRoomReply,
  ROOM_CONTENT_TEXT,
  ROOM_DUPLICATE_WINDOW_MS,
  ROOM_ENTRY_THROTTLE_MS,
  ROOM_JOIN_MAX,
  ROOM_SPEAK_INTERVAL_S,
  roomFaceContent,
  type RoomMessage,
  type RoomMessageKind,
  type RoomRole,
  roomTextContent,
  type sendRoomMessageData,
  type sendRoomMessageReply,
} from '../../../protocol/room';
import { ApiError } from '../../http/apiError';
import { issuesOf } from '../../http/registerApi';
import type { SocketCall as ImCall, SocketFunctionTable, UserSocketCall as UserCall } from '../realtime';
import { recordVisit } from './chatState';
import { chatStateNow } from './chatStateCache';
import { resolveRoom, roleOf, userById } from './rooms';

/**
 * The room functions of the messaging socket (protocol/room.ts): JoinRoom and LeaveRoom (guests
 * too) and SendRoomMessage (users). Refusals of a send, in order: not in the room (4035), invalid
 * content (1000), sensitive words (4002), blacklisted (4029), muted (4001, `data.until` /
 * `data.matchId`), mute-all (4007), speaking interval (4006, `data.interval`), the same text
 * again (4005). Moderators skip mute-all and the interval; the anchor and platform admins cannot be muted.
 * A send checks the sender's staff role with its mute state as they are now, so a role revoked
 * (or granted) after the join counts at once on every node: from the room's cache on this node,
 * which every moderation notice empties on every node as it arrives (chatStateCache.ts).
 */

/** `<sender uid>.<time><random>`: unique, and names its sender (moderation checks the rank). */
export function newMsgId(sender: number | string): string {
  return `${sender}.${Date.now().toString(36)}${randomBytes(5).toString('hex')}`;
}

export function senderOfMsgId(msgID: string): number | undefined {
  const uid = /^([1-9]\d{0,9})\./.exec(msgID)?.[1];
  return uid === undefined ? undefined : Number(uid);
}

export function roomMessage(
  kind: RoomMessageKind,
  sender: { id: number; nickname: string; avatar: string | null; role: RoomRole },
  contentType: number,
  content: RoomMessage['content'],
  now: number,
): RoomMessage {
  return {
    msgID: newMsgId(sender.id),
    kind,
    sendID: String(sender.id),
    nickname: sender.nickname,
    faceURL: sender.avatar,
    role: sender.role,
    contentType,
    content,
    sendTime: now,
  };
}

type JoinReply = z.input<typeof joinRoomReply>;

export async function joinRoom(call: ImCall, data: z.output<typeof joinRoomData>): Promise<JoinReply> {
  const { ctx } = call;
  const db = ctx.database.db;
  const runtime = ctx.runtimes.room;
  const socket = call.socket;
  if (!socket) throw new ApiError(ErrorCode.Internal);
  const room = await resolveRoom(ctx, data.roomID);
  const user = call.userId === undefined ? undefined : await userById(db, call.userId);
  const [role, state] = await Promise.all([roleOf(db, room, user), chatStateNow(ctx, room.key, user?.id)]);
  if (state.blacklisted) throw new ApiError(ErrorCode.RoomBlacklisted);
  const already = runtime.hub.member(room.key, socket.id) !== undefined;
  if (!already && runtime.hub.roomCount(socket.id) >= ROOM_JOIN_MAX)
    throw new ApiError(ErrorCode.TooManyRequests);
  const member = { id: user?.id ?? 0, nickname: user?.nickname ?? '', avatar: user?.avatar ?? null, role };
  await runtime.hub.join(room.key, {
    socket,
    userId: user?.id,
    role,
    nickname: member.nickname,
    avatar: member.avatar,
  });
  const [history, online, redPackets] = await Promise.all([
    runtime.history.list(room.key),
    runtime.presence.online([room.key]),
    runtime.activeRedPackets(room.key),
  ]);
  if (user) {
    await recordVisit(db, room.key, user.id, ctx.now());
    if (!already && (await ctx.counters.claim(`room:enter:${room.key}:${user.id}`, ROOM_ENTRY_THROTTLE_MS))) {
      const enter = roomMessage('enter', member, 0, {}, ctx.now());
      await runtime.publish(room.key, { m: JSON.stringify(enter) });
    }
  }
  return {
    roomID: room.key,
    role,
    history: history.map((json) => JSON.parse(json) as RoomMessage),
    online: online.get(room.key) ?? 0,
    muteAll: state.muteAll,
    mute: state.mute,
    speakIntervalS: isModerator(role) ? 0 : ROOM_SPEAK_INTERVAL_S,
    redPackets,
  };
}

export function leaveRoom(
  call: ImCall,
  data: z.output<typeof leaveRoomData>,
): Promise<z.input<typeof leaveRoomReply>> {
  if (call.socket) call.ctx.runtimes.room.hub.leave(data.roomID, call.socket.id);
  return Promise.resolve({ roomID: data.roomID });
}

/** The chat line's content, normalised; its text (for words and duplicates). */
function checkedContent(data: z.output<typeof sendRoomMessageData>): {
  value: RoomMessage['content'];
  text: string;
} {
  let json: unknown;
  try {
    json = JSON.parse(data.content);
  } catch {
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'content', rule: 'json' }] });
  }
  const schema = data.contentType === ROOM_CONTENT_TEXT ? roomTextContent : roomFaceContent;
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ApiError(ErrorCode.InvalidInput, {
      issues: issuesOf(parsed.error).map((i) => ({ ...i, path: `content.${i.path}` })),
    });
  const value = parsed.data;
  return { value, text: 'text' in value ? value.text : `[face ${value.index}]` };
}

export async function sendRoomMessage(
  call: UserCall,
  data: z.output<typeof sendRoomMessageData>,
): Promise<z.input<typeof sendRoomMessageReply>> {
  const { ctx } = call;
  const runtime = ctx.runtimes.room;
  const member = call.socket ? runtime.hub.member(data.roomID, call.socket.id) : undefined;
  if (!member) throw new ApiError(ErrorCode.NotInRoom);
  const { value, text } = checkedContent(data);
  if (data.contentType === ROOM_CONTENT_TEXT && ctx.runtimes.refusedWords.current.contains(text))
    throw new ApiError(ErrorCode.SensitiveWords);
  // The anchor and a platform admin hold their role by who they are; a staff role is checked now
  // (it may have been revoked or granted since the join, on any node), and the socket's copy follows.
  if (member.role !== 'anchor' && member.role !== 'platform') {
    const state = await chatStateNow(ctx, data.roomID, call.userId);
    member.role = state.staffRole ?? 'viewer';
    if (state.blacklisted) throw new ApiError(ErrorCode.RoomBlacklisted);
    if (state.mute) throw new ApiError(ErrorCode.MutedInRoom, { ...state.mute });
    if (state.muteAll && !isModerator(member.role))
      throw new ApiError(ErrorCode.CannotSpeak, { muteAll: true });
  }
  const moderator = isModerator(member.role);
  const who = `${data.roomID}:${call.userId}`;
  if (!moderator && !(await ctx.counters.claim(`room:speak:${who}`, ROOM_SPEAK_INTERVAL_S * 1000))) {
    const ttl = await ctx.counters.ttl(`room:speak:${who}`);
    throw new ApiError(ErrorCode.SpeakingInterval, { interval: Math.max(1, Math.ceil(ttl / 1000)) });
  }
  const digest = createHash('sha256').update(text).digest('base64url');
  if (!(await ctx.counters.claim(`room:dup:${who}:${digest}`, ROOM_DUPLICATE_WINDOW_MS)))
    throw new ApiError(ErrorCode.DuplicateContent);
  const sender = { id: call.userId, nickname: member.nickname, avatar: member.avatar, role: member.role };
  const message = roomMessage('chat', sender, data.contentType, value, ctx.now());
  const json = JSON.stringify(message);
  await Promise.all([runtime.history.add(data.roomID, json), runtime.publish(data.roomID, { m: json })]);
  ctx.metrics.roomMessages.inc();
  return { msgID: message.msgID, sendTime: message.sendTime };
}

/** The room functions of the socket: guests may join and leave, users also send. */
export const roomFunctions: SocketFunctionTable = {
  JoinRoom: { user: joinRoom, guest: joinRoom },
  LeaveRoom: { user: leaveRoom, guest: leaveRoom },
  SendRoomMessage: { user: sendRoomMessage },
};
