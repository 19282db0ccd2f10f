import { groupIdOf } from '../../../protocol/groupConstants';
import type { AppContext } from '../../context';
import { listConversations } from './conversationService';
import { deliverGroupRevokes } from './groupDelivery';
import type { UserSocketCall as UserCall } from '../realtime';
import { revokeMessage } from './messageService';

/**
 * RevokeMessage: the sender only (1006), within IM_REVOKE_WINDOW_MS (4019). The peer and the
 * sender's other devices hear OnNewRecvMessageRevoked, and both lists change when it was the latest.
 * In a group every current member's sockets hear it (one bus publish; their workers update the list).
 */
export async function revoke(call: UserCall, data: { conversationID: string; clientMsgID: string }) {
  const { ctx } = call;
  const r = await revokeMessage(
    ctx.database.db,
    call.userId,
    data.conversationID,
    data.clientMsgID,
    ctx.now(),
  );
  const groupID = groupIdOf(r.message.conversationId);
  if (r.changed && groupID !== undefined)
    await deliverGroupRevokes(ctx, Number(groupID), [r.message], call.userId, call.socketId);
  else if (r.changed) {
    const event = {
      conversationID: r.message.conversationId,
      clientMsgID: r.message.clientMsgId,
      serverMsgID: String(r.message.id),
      seq: r.message.seq,
      revokerID: call.userID,
      revokeTime: r.revokeTime,
    };
    const latest = r.message.seq === r.member.maxSeq;
    const peerId = r.member.peerId;
    await Promise.all([
      notify(ctx, call.userId, event, latest, call.socketId),
      peerId === null ? undefined : notify(ctx, peerId, event, latest),
    ]);
  }
  return { conversationID: r.message.conversationId, clientMsgID: r.message.clientMsgId, seq: r.message.seq };
}

async function notify(
  ctx: AppContext,
  userId: number,
  event: { conversationID: string },
  latest: boolean,
  exceptSocketId?: string,
): Promise<void> {
  const conversation = latest
    ? (await listConversations(ctx.database.db, userId, event.conversationID))[0]
    : undefined;
  await ctx.runtimes.realtime.toUser(
    userId,
    [
      { event: 'OnNewRecvMessageRevoked', data: event },
      ...(conversation ? [{ event: 'OnConversationChanged' as const, data: [conversation] }] : []),
    ],
    exceptSocketId,
  );
}
