import { eq, inArray, lt } from 'drizzle-orm';

import { type ImMessage, RecvOpt } from '../../../protocol/im';
import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../../../protocol/messageCenter';
import { type MatchUpdate, matchUpdateSchema } from '../../../protocol/matchLive';
import type { PushStats } from '../../../protocol/push';
import type { AppContext } from '../../context';
import { messageSettings, pushClaims, reservations } from '../../db/schema';
import { readMessageSettings } from '../friend';
import { type AnchorLive, anchorLivePush, type ChatGroup, chatPush, matchStatusPush } from './messages';
import type { PushSender } from './sender';
import { subscriptionsOf } from './subscriptions';

/** Claims are kept this long, far longer than any bus delivery takes. */
const CLAIM_KEEP_MS = 2 * 24 * 3600_000;

/** True for the one caller (of every node) that inserts `key` first. */
export async function claim(ctx: AppContext, key: string): Promise<boolean> {
  const rows = await ctx.database.db
    .insert(pushClaims)
    .values({ key, claimedAt: new Date(ctx.now()) })
    .onConflictDoNothing()
    .returning({ key: pushClaims.key });
  return rows.length > 0;
}

export async function dropOldClaims(ctx: AppContext): Promise<void> {
  await ctx.database.db
    .delete(pushClaims)
    .where(lt(pushClaims.claimedAt, new Date(ctx.now() - CLAIM_KEEP_MS)));
}

/**
 * §4 type 5: a match update of the bus (protocol/matchLive.ts) that carries a notification goes
 * to everyone who booked the match. Every node hears the bus; the claim lets one of them send.
 */
export async function onMatchUpdate(ctx: AppContext, sender: PushSender, payload: string): Promise<void> {
  let update: MatchUpdate;
  try {
    update = matchUpdateSchema.parse(JSON.parse(payload));
  } catch {
    return;
  }
  const notice = update.notification;
  if (!notice) return;
  const bookers = await ctx.database.db
    .select({ userId: reservations.userId })
    .from(reservations)
    .where(eq(reservations.matchId, notice.matchId));
  const rows = await subscriptionsOf(
    ctx,
    bookers.map((b) => b.userId),
  );
  // Claimed only when someone is to be told: most updates of most matches write nothing.
  if (rows.length === 0) return;
  if (!(await claim(ctx, `match:${notice.matchId}:v${update.version}:n${notice.status}`))) return;
  const now = ctx.now();
  await sender.send(rows, (lang) => matchStatusPush(notice, lang, now));
}

/**
 * §4 type 8: a stored single-chat message, pushed when the receiver holds no socket on any node,
 * has not turned message notifications off (§3 message settings) and receives the conversation
 * normally (receive option 0; 1 "do not receive" and 2 "no notification" stay silent).
 */
export async function onChatMessage(
  ctx: AppContext,
  sender: PushSender,
  message: ImMessage,
  recvId: number,
  recvMsgOpt: number,
): Promise<void> {
  if (recvMsgOpt !== RecvOpt.Normal) return;
  if (await ctx.runtimes.realtime.presence.isOnline(recvId)) return;
  const settings = await readMessageSettings(ctx, recvId);
  if (!settings.messageNotification) return;
  const rows = await subscriptionsOf(ctx, [recvId]);
  if (rows.length === 0) return;
  const now = ctx.now();
  const options = {
    showContent: settings.messageInfoNotification,
    silent: !settings.newMessageNotificationVoice,
  };
  await sender.send(rows, (lang) => chatPush(message, lang, now, options));
}

/**
 * §4 type 8 of a group message to `recvIds`: the members the im module chose (no live socket,
 * receive option 0 for the group, not pushed for this group within its throttle). Each one's
 * message settings apply as for private chat (read in one query).
 */
export async function onGroupMessage(
  ctx: AppContext,
  sender: PushSender,
  message: ImMessage,
  group: ChatGroup,
  recvIds: readonly number[],
): Promise<void> {
  if (recvIds.length === 0) return;
  const saved = await ctx.database.db
    .select()
    .from(messageSettings)
    .where(inArray(messageSettings.userId, [...recvIds]));
  const settingsOf = new Map<number, MessageSettings>(saved.map((r) => [r.userId, r]));
  const wanted = recvIds.filter((id) => (settingsOf.get(id) ?? DEFAULT_MESSAGE_SETTINGS).messageNotification);
  const rows = await subscriptionsOf(ctx, wanted);
  if (rows.length === 0) return;
  const now = ctx.now();
  await sender.send(rows, (lang, row) => {
    const settings = settingsOf.get(row.userId) ?? DEFAULT_MESSAGE_SETTINGS;
    const options = {
      showContent: settings.messageInfoNotification,
      silent: !settings.newMessageNotificationVoice,
    };
    return chatPush(message, lang, now, options, group);
  });
}

/** §4 type 2, for the rooms issue: `anchor` went live; its followers (user ids) get the push. */
export async function sendAnchorLive(
  ctx: AppContext,
  sender: PushSender,
  anchor: AnchorLive,
  followerIds: readonly number[],
): Promise<PushStats> {
  const rows = await subscriptionsOf(ctx, followerIds);
  const now = ctx.now();
  const stats = await sender.send(rows, (lang) => anchorLivePush(anchor, lang, now));
  return { recipients: rows.length, ...stats };
}
