import { eq, inArray, sql } from 'drizzle-orm';

import { SystemMessageType } from '../../../protocol/messageCenter';
import type { Currency } from '../../../protocol/redPacket';
import type { AppContext } from '../../context';
import { rowsOf } from '../../db/rows';
import { systemMessages, users } from '../../db/schema';
import { fillText } from './noticeTexts';

/** What the product tells a member in a system message. */
export type Notice =
  | { kind: 'anchorApproved' }
  | { kind: 'anchorRejected'; reason?: string | null | undefined }
  | { kind: 'banned' | 'permaBanned'; reason?: string | null | undefined }
  | { kind: 'unbanned' }
  | { kind: 'friendAccepted'; nickname: string }
  | { kind: 'envelopeRefunded'; amount: number; currency: Currency };

const ONLINE_BATCH = 500;

function textsOf(notice: Notice): { title: string; body: string } {
  switch (notice.kind) {
    case 'anchorApproved':
      return { title: fillText('anchorApprovedTitle'), body: fillText('anchorApprovedBody') };
    case 'anchorRejected':
      return {
        title: fillText('anchorRejectedTitle'),
        body: notice.reason
          ? fillText('anchorRejectedBody', { reason: notice.reason })
          : fillText('anchorRejectedBodyNoReason'),
      };
    case 'banned':
    case 'permaBanned':
      return {
        title: fillText(notice.kind === 'banned' ? 'bannedTitle' : 'permaBannedTitle'),
        body: notice.reason
          ? fillText('bannedBody', { reason: notice.reason })
          : fillText('bannedBodyNoReason'),
      };
    case 'unbanned':
      return { title: fillText('unbannedTitle'), body: fillText('unbannedBody') };
    case 'friendAccepted':
      return { title: fillText('friendAcceptedTitle'), body: fillText('friendAcceptedBody', notice) };
    case 'envelopeRefunded':
      return {
        title: fillText('refundTitle'),
        body:
          notice.currency === 'coin'
            ? fillText('refundCoinsBody', { amount: notice.amount })
            : fillText('refundCouponsBody', { amount: notice.amount, tier: notice.currency.slice(6) }),
      };
  }
}

async function refreshCount(ctx: AppContext, rows: { id: number; userId: number; type: number }[]) {
  for (const row of rows)
    await ctx.runtimes.realtime.toUser(row.userId, {
      event: 'OnSystemMessage',
      data: { id: row.id, type: row.type },
    });
}

/**
 * Leaves a system message (type 32, about the member's own account) in the member's language and
 * refreshes the count on their open sockets (§4 types 31 / 32). Called after the action it tells of
 * committed, so it never throws: a failure is logged.
 */
export async function notifyUser(ctx: AppContext, userId: number, notice: Notice): Promise<void> {
  try {
    const [row] = await ctx.database.db
      .insert(systemMessages)
      .values({ userId, type: SystemMessageType.Account, ...textsOf(notice), createdAt: new Date(ctx.now()) })
      .returning({ id: systemMessages.id, userId: systemMessages.userId, type: systemMessages.type });
    await refreshCount(ctx, [row!]);
  } catch (error) {
    ctx.log.warn({ err: error, userId, notice: notice.kind }, 'system message not written');
  }
}

/**
 * A platform announcement (the admin's push): one system message of type 31 to every member that
 * may log in, or to `userIds`, in one statement; the members online hear the count change. The
 * admin writes one text for every language. Returns how many messages were written.
 */
export async function announce(
  ctx: AppContext,
  text: { title: string; body: string },
  userIds: readonly number[] | 'all',
): Promise<number> {
  if (userIds !== 'all' && userIds.length === 0) return 0;
  const at = new Date(ctx.now());
  const who = userIds === 'all' ? eq(users.disabled, false) : inArray(users.id, [...userIds]);
  const rows = rowsOf<{ id: number; userId: number; type: number }>(
    await ctx.database.db.execute(sql`
      insert into ${systemMessages} (user_id, type, title, body, created_at)
      select ${users.id}, ${SystemMessageType.Platform}, ${text.title}, ${text.body}, ${at.toISOString()}::timestamptz
        from ${users} where ${who}
      returning id, user_id as "userId", type`),
  );
  const { presence } = ctx.runtimes.realtime;
  for (let i = 0; i < rows.length; i += ONLINE_BATCH) {
    const batch = rows.slice(i, i + ONLINE_BATCH);
    const online = await presence.onlineUserIds(batch.map((r) => r.userId));
    await refreshCount(
      ctx,
      batch.filter((r) => online.has(String(r.userId))),
    );
  }
  return rows.length;
}
