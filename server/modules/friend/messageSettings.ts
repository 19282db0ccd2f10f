import { eq } from 'drizzle-orm';

import { DEFAULT_MESSAGE_SETTINGS, type MessageSettings } from '../../../protocol/messageCenter';
import type { AppContext } from '../../context';
import { messageSettings } from '../../db/schema';

/** Message settings of §3; a user who never saved any has the defaults (all on), without a row. */
export async function readMessageSettings(ctx: AppContext, userId: number): Promise<MessageSettings> {
  const [row] = await ctx.database.db
    .select()
    .from(messageSettings)
    .where(eq(messageSettings.userId, userId))
    .limit(1);
  if (!row) return { ...DEFAULT_MESSAGE_SETTINGS };
  return {
    messageNotification: row.messageNotification,
    messageInfoNotification: row.messageInfoNotification,
    newMessageNotificationVoice: row.newMessageNotificationVoice,
  };
}

export async function writeMessageSettings(
  ctx: AppContext,
  userId: number,
  settings: MessageSettings,
): Promise<MessageSettings> {
  await ctx.database.db
    .insert(messageSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({ target: messageSettings.userId, set: settings });
  return readMessageSettings(ctx, userId);
}
