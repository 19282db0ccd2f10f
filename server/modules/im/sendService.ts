import { eq } from 'drizzle-orm';
import type { z } from 'zod';

import { ErrorCode } from '../../../protocol/errors';
import {
  ContentType,
  type SendMessageData,
  type sendMessageReply,
  SessionType,
  type SingleSendData,
  singleConversationId,
} from '../../../protocol/im';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { isOwnUpload } from '../upload';
import { checkContent } from './contentRules';
import { sendGroupMessage } from './groupSend';
import { presentConversation, presentMessage } from './present';

type SendReply = z.infer<typeof sendMessageReply>;

const USER_ID = /^[1-9]\d{0,9}$/;

/**
 * SendMessage: the content is checked alike for both kinds (1000/4018/4002, a card as stored from
 * the user's row); a group message goes on in groupSend.ts, a private one in sendSingle.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: number,
  socketId: string,
  data: SendMessageData,
  /** Told once the message is in the batcher's queue: a later send of the socket is stored after it. */
  queued?: () => void,
): Promise<SendReply> {
  if (data.sessionType === SessionType.SuperGroup) {
    const content = checkContent(data.contentType, data.content, {
      isMedia: (url) => isOwnUpload(ctx, url),
      words: ctx.runtimes.refusedWords.current,
    });
    const stored = data.contentType === ContentType.Card ? await cardOf(ctx, data.content) : data.content;
    // `queued` is not called: the socket's next frame waits for this one's answer (stored in order).
    return sendGroupMessage(ctx, senderId, socketId, data, { stored, text: content.text });
  }
  return sendSingle(ctx, senderId, socketId, data, queued);
}

/**
 * SendMessage, single chat: content valid (1000/4018/4002) here; recipient exists (4012), no
 * blacklist either way (4009), friends both ways (4008), speaking interval (4006) and duplicate
 * text (4005) in the batcher, which stores it in one transaction. The ack follows the commit; the
 * events go to every socket of the recipient and to the sender's other sockets. A client id the
 * sender already used answers the first message's ack and stores nothing.
 */
async function sendSingle(
  ctx: AppContext,
  senderId: number,
  socketId: string,
  data: SingleSendData,
  queued?: () => void,
): Promise<SendReply> {
  if (!USER_ID.test(data.recvID)) throw new ApiError(ErrorCode.UserNotFound);
  const recvId = Number(data.recvID);
  if (recvId === senderId)
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'recvID', rule: 'self' }] });
  const content = checkContent(data.contentType, data.content, {
    isMedia: (url) => isOwnUpload(ctx, url),
    words: ctx.runtimes.refusedWords.current,
  });
  const stored = data.contentType === ContentType.Card ? await cardOf(ctx, data.content) : data.content;
  const conversationId = singleConversationId(String(senderId), data.recvID);
  const submitted = ctx.runtimes.im.sendBatcher.submit({
    conversationId,
    senderId,
    recvId,
    clientMsgId: data.clientMsgID,
    contentType: data.contentType,
    content: stored,
    text: content.text,
  });
  queued?.();
  const outcome = await submitted;
  const { message: row } = outcome;
  const ack = {
    serverMsgID: String(row.id),
    seq: row.seq,
    sendTime: row.sendTime.getTime(),
    conversationID: row.conversationId,
  };
  if (outcome.kind === 'duplicate') return ack;
  ctx.metrics.imMessages.inc({ session_type: 'single' });

  const message = presentMessage(row, outcome.sender);
  // Each event shows the conversation as of this message (the last one of a batch shows the final state).
  const conversation = { sessionType: message.sessionType, maxSeq: row.seq, createdAt: outcome.createdAt };
  const viewOf = (userId: number) => {
    const member = outcome.members.find((m) => m.userId === userId)!;
    const peer = userId === senderId ? outcome.recv : outcome.sender;
    const peerMember = outcome.members.find((m) => m.userId !== userId);
    return presentConversation(
      { ...member, hasReadSeq: Math.min(member.hasReadSeq, row.seq) },
      conversation,
      peer,
      message,
      peerMember ? Math.min(peerMember.hasReadSeq, row.seq) : undefined,
    );
  };
  await Promise.all([
    ctx.runtimes.realtime.toUser(recvId, [
      { event: 'OnRecvNewMessage', data: message },
      { event: 'OnConversationChanged', data: [viewOf(recvId)] },
      { event: 'OnTotalUnreadMessageCountChanged', data: { totalUnread: outcome.recvTotal } },
    ]),
    ctx.runtimes.realtime.toUser(
      senderId,
      [
        { event: 'OnRecvNewMessage', data: message },
        { event: 'OnConversationChanged', data: [viewOf(senderId)] },
      ],
      socketId,
    ),
  ]);
  // Web push (§4 type 8) when the receiver has no socket: in the background, after the commit.
  ctx.runtimes.push.chatMessage(
    message,
    recvId,
    outcome.members.find((m) => m.userId === recvId)?.recvMsgOpt ?? 0,
  );
  return ack;
}

/** A contact card as stored: the user it names, with the nickname and face of their row (never the sender's words). */
async function cardOf(ctx: AppContext, content: string): Promise<string> {
  const { userID } = JSON.parse(content) as { userID: string };
  const [row] = /^\d{1,15}$/.test(userID)
    ? await ctx.database.db
        .select({ nickname: users.nickname, avatar: users.avatar })
        .from(users)
        .where(eq(users.id, Number(userID)))
    : [];
  if (!row) throw new ApiError(ErrorCode.UserNotFound);
  return JSON.stringify({ userID, nickname: row.nickname, faceURL: row.avatar ?? '' });
}
