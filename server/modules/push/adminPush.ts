import { inArray } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { AdminPushRequest, PushStats } from '../../../protocol/push';
import type { AppContext } from '../../context';
import { auditLog, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { announce } from '../friend';
import { adminPush, pushId } from './messages';
import { encodePush } from './sender';
import { subscriptionsOf } from './subscriptions';

/**
 * §4 type 4 (custom) or 3 (news) from the platform admin, to every subscription or to the named
 * accounts. Checked before anything is written: a push over 4 KB is refused with 6003, an unknown
 * username with 4012 (`data.usernames`). Then one audit row, the system messages, then the sends.
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
  await ctx.database.db.insert(auditLog).values({
    actor,
    action: input.type === 4 ? 'push.custom' : 'push.news',
    target: userIds === 'all' ? 'all' : (input.usernames ?? []).join(',').slice(0, 1000),
    reason: input.title,
  });
  // Every member (or the named ones) also keeps it as a platform announcement (system message 31).
  await announce(ctx, { title: input.title, body: input.body }, userIds);
  const rows = await subscriptionsOf(ctx, userIds);
  const stats = await ctx.runtimes.push.sender.send(rows, () => envelope);
  return { recipients: rows.length, ...stats };
}
