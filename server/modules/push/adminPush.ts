import { and, eq, inArray, lt, sql } from 'drizzle-orm';

import type { PushAudience, PushComposeRequest, PushTexts } from '../../../protocol/adminContent';
import { ErrorCode } from '../../../protocol/errors';
import type { Language } from '../../../protocol/language';
import { type AdminPushRequest, type PushMessage, type PushStats, PushType } from '../../../protocol/push';
import type { AppContext } from '../../context';
import { adminPushes, auditLog, follows, pushClaims, pushSubscriptions, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { announce } from '../friend';
import { adminPush, pushId } from './messages';
import { encodePush, type PushEnvelope, topicOf } from './sender';
import { subscriptionsOf, type SubscriptionRow } from './subscriptions';

const DAY_S = 24 * 3600;

/**
 * §4 type 4 (custom) or 3 (news) from the platform admin, to every subscription or to the named
 * accounts. Checked before anything is written: a push over 4 KB is refused with 6003, an unknown
 * username with 4012 (`data.usernames`). Then one audit row and the admin_pushes row, the system
 * messages, then the sends (their counts saved on the row).
 */
export async function sendAdminPush(
  ctx: AppContext,
  input: AdminPushRequest,
  actor: string,
): Promise<PushStats> {
  const id = pushId();
  const now = ctx.now();
  const envelope = adminPush(input, id, now);
  if (encodePush(envelope.message) === null) throw new ApiError(ErrorCode.PayloadTooLarge);

  let userIds: number[] | 'all' = 'all';
  if (input.usernames) {
    const wanted = [...new Set(input.usernames.map((u) => u.toLowerCase()))];
    const found = await ctx.database.db
      .select({ id: users.id, name: users.usernameLower })
      .from(users)
      .where(inArray(users.usernameLower, wanted));
    const missing = wanted.filter((w) => !found.some((f) => f.name === w));
    if (missing.length > 0) throw new ApiError(ErrorCode.UserNotFound, { usernames: missing.slice(0, 20) });
    userIds = found.map((f) => f.id);
  }
  const rows = await subscriptionsOf(ctx, userIds);
  const target = userIds === 'all' ? 'all' : (input.usernames ?? []).join(',').slice(0, 1000);
  await ctx.database.db.transaction(async (tx) => {
    await tx.insert(auditLog).values({
      actor,
      action: input.type === 4 ? 'push.custom' : 'push.news',
      target,
      reason: input.title,
    });
    await tx.insert(adminPushes).values({
      id,
      actor,
      type: input.type,
      title: input.title,
      content: {
        texts: { en: { title: input.title, body: input.body } },
        webActionType: input.webActionType,
        webActionContent: input.webActionContent,
      },
      audience: userIds === 'all' ? { kind: 'all' } : { kind: 'users', usernames: input.usernames },
      recipients: rows.length,
      createdAt: new Date(now),
    });
  });
  // Every member (or the named ones) also keeps it as a platform announcement (system message 31).
  await announce(ctx, { title: input.title, body: input.body }, userIds);
  const stats = await ctx.runtimes.push.sender.send(rows, () => envelope);
  await saveCounts(ctx, id, stats);
  return { recipients: rows.length, ...stats };
}

async function saveCounts(
  ctx: AppContext,
  id: string,
  stats: { sent: number; failed: number; pruned: number },
) {
  await ctx.database.db
    .update(adminPushes)
    .set({ sent: stats.sent, failed: stats.failed + stats.pruned })
    .where(eq(adminPushes.id, id));
}

// ---- The console's type 4 push (/admin/pushes) ----

/** The text of a language: its own title (and body) when written, else the English one. */
export function textsIn(texts: PushTexts, lang: Language): { title: string; body: string } {
  const own = texts[lang];
  return own && own.title.trim() !== '' ? { title: own.title, body: own.body } : texts.en;
}

/** The user of a username, or 4012 naming it. */
async function userNamed(ctx: AppContext, username: string) {
  const [user] = await ctx.database.db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.usernameLower, username.toLowerCase()))
    .limit(1);
  if (!user) throw new ApiError(ErrorCode.UserNotFound, { usernames: [username] });
  return user;
}

/**
 * The subscriptions an audience reaches: every one, those registered in a language, those of an
 * anchor's followers (4012 when the username is no anchor), those of one user (4012 when unknown).
 */
export async function audienceSubscriptions(
  ctx: AppContext,
  audience: PushAudience,
): Promise<SubscriptionRow[]> {
  const { db } = ctx.database;
  switch (audience.kind) {
    case 'all':
      return subscriptionsOf(ctx, 'all');
    case 'language':
      return db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.language, audience.language))
        .orderBy(pushSubscriptions.id);
    case 'followers': {
      const anchor = await userNamed(ctx, audience.username);
      if (anchor.role !== 'anchor')
        throw new ApiError(ErrorCode.UserNotFound, { usernames: [audience.username] });
      const fans = await db
        .select({ id: follows.userId })
        .from(follows)
        .where(eq(follows.anchorId, anchor.id));
      return subscriptionsOf(
        ctx,
        fans.map((f) => f.id),
      );
    }
    case 'user':
      return subscriptionsOf(ctx, [(await userNamed(ctx, audience.username)).id]);
  }
}

function composedPush(input: PushComposeRequest, id: string, lang: Language, now: number): PushEnvelope {
  const { title, body } = textsIn(input.texts, lang);
  const message: PushMessage = {
    type: PushType.Custom,
    id,
    title,
    body,
    sentAt: now,
    notify: { title, body, webActionType: input.webActionType, webActionContent: input.webActionContent },
  };
  return { message, ttl: DAY_S, urgency: 'normal', topic: topicOf(`admin:${id}`) };
}

export type AdminPushRecord = typeof adminPushes.$inferSelect;

/**
 * Sends a console push: refused before anything is written when it is over 4 KB in some language
 * (6003) or names an unknown user or anchor (4012); then its admin_pushes row and audit row in one
 * transaction, the sends in each subscription's language, and the counts saved on the row.
 */
export async function sendComposedPush(
  ctx: AppContext,
  input: PushComposeRequest,
  actor: string,
): Promise<AdminPushRecord> {
  const id = pushId();
  const now = ctx.now();
  const langs = Object.keys(input.texts) as Language[];
  for (const lang of ['en' as Language, ...langs])
    if (encodePush(composedPush(input, id, lang, now).message) === null)
      throw new ApiError(ErrorCode.PayloadTooLarge, { language: lang });
  const rows = await audienceSubscriptions(ctx, input.audience);
  await ctx.database.db.transaction(async (tx) => {
    await tx.insert(adminPushes).values({
      id,
      actor,
      type: PushType.Custom,
      title: input.texts.en.title,
      content: {
        texts: input.texts,
        webActionType: input.webActionType,
        webActionContent: input.webActionContent,
      },
      audience: input.audience,
      recipients: rows.length,
      createdAt: new Date(now),
    });
    await tx.insert(auditLog).values({
      actor,
      action: 'push.custom',
      target: `${id} ${JSON.stringify(input.audience)}`.slice(0, 1000),
      reason: input.texts.en.title,
    });
  });
  const stats = await ctx.runtimes.push.sender.send(rows, (lang) => composedPush(input, id, lang, now));
  await saveCounts(ctx, id, stats);
  const [row] = await ctx.database.db.select().from(adminPushes).where(eq(adminPushes.id, id));
  return row!;
}

/** A console push is counted as shown this long after it was sent at most (push_claims keep 2 days). */
const SHOWN_WINDOW_MS = 2 * 24 * 3600_000;
const SHOWN_RATE_WINDOW_MS = 60_000;
const SHOWN_RATE_MAX = 30;

/**
 * The service worker showed push `id` on the subscription `endpoint`: one more delivered, once per
 * push and subscription (a repeat answers counted: false), only for a subscription we know, never
 * above the push's recipients; at most SHOWN_RATE_MAX reports a minute per address (1003).
 */
export async function countPushShown(
  ctx: AppContext,
  report: { id: string; endpoint: string },
  address: string,
): Promise<{ counted: boolean }> {
  if ((await ctx.counters.hit(`push:shown:${address}`, SHOWN_RATE_WINDOW_MS)) > SHOWN_RATE_MAX)
    throw new ApiError(ErrorCode.TooManyRequests);
  const { db } = ctx.database;
  const [known] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, report.endpoint))
    .limit(1);
  if (!known) return { counted: false };
  const since = new Date(ctx.now() - SHOWN_WINDOW_MS);
  const [push] = await db
    .select({ id: adminPushes.id })
    .from(adminPushes)
    .where(and(eq(adminPushes.id, report.id), sql`${adminPushes.createdAt} > ${since}`))
    .limit(1);
  if (!push) return { counted: false };
  // The claim and the count in one transaction: a repeat (or a race of two) counts once.
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(pushClaims)
      .values({ key: `shown:${report.id}:${known.id}`, claimedAt: new Date(ctx.now()) })
      .onConflictDoNothing()
      .returning({ key: pushClaims.key });
    if (claimed.length === 0) return { counted: false };
    const updated = await tx
      .update(adminPushes)
      .set({ delivered: sql`${adminPushes.delivered} + 1` })
      .where(and(eq(adminPushes.id, report.id), lt(adminPushes.delivered, adminPushes.recipients)))
      .returning({ id: adminPushes.id });
    return { counted: updated.length > 0 };
  });
}
