import { z } from 'zod';

/**
 * System messages (§7 messageManagement), common phrases (§7 appUserFrequently, §5 at most 10) and
 * message settings (§3). System message types 31 and 32 are the socket types of §4 that refresh the
 * count: 31 a platform notice, 32 a notice about the user's own account.
 */

export const SystemMessageType = { Platform: 31, Account: 32 } as const;
export const PHRASE_MAX_COUNT = 10;
export const PHRASE_TEXT_MAX = 100;
export const SYSTEM_MESSAGE_PAGE_MAX = 100;

const MARKUP = /<[a-z!/?]/i;
// Control characters are refused: a phrase is one line of plain text.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const rowId = z.number().int().min(1).max(2_147_483_647);

export const systemMessageSchema = z.object({
  id: z.number().int(),
  type: z.number().int(),
  /** Title and body in the language of the request header. */
  title: z.string(),
  body: z.string(),
  read: z.boolean(),
  createdAt: z.number(),
});
export type SystemMessage = z.infer<typeof systemMessageSchema>;

export const systemMessageCountResponse = z.object({ unread: z.number().int(), total: z.number().int() });
export const systemMessageListRequest = z.strictObject({
  page: z.number().int().min(1).max(100_000),
  pageSize: z.number().int().min(1).max(SYSTEM_MESSAGE_PAGE_MAX),
});
export const systemMessageListResponse = z.object({
  total: z.number().int(),
  list: z.array(systemMessageSchema),
});
export const idRequest = z.strictObject({ id: rowId });
export const systemMessageDeleteRequest = z.strictObject({ ids: z.array(rowId).min(1).max(100) });
export const deletedResponse = z.object({ deleted: z.number().int() });

export const phraseText = z
  .string()
  .trim()
  .min(1)
  .max(PHRASE_TEXT_MAX)
  .refine((s) => !MARKUP.test(s), { message: 'markup' })
  .refine((s) => !CONTROL.test(s), { message: 'control' });
export const phraseSchema = z.object({ id: z.number().int(), text: z.string(), sort: z.number().int() });
export type Phrase = z.infer<typeof phraseSchema>;
export const phraseAddRequest = z.strictObject({ text: phraseText });
export const phraseEditRequest = z.strictObject({ id: rowId, text: phraseText });
/** The caller's phrase ids in their new order: exactly the caller's ids, each once. */
export const phraseSortRequest = z.strictObject({ ids: z.array(rowId).min(1).max(PHRASE_MAX_COUNT) });

export const messageSettingsSchema = z.strictObject({
  messageNotification: z.boolean(),
  messageInfoNotification: z.boolean(),
  newMessageNotificationVoice: z.boolean(),
});
export type MessageSettings = z.infer<typeof messageSettingsSchema>;
export const DEFAULT_MESSAGE_SETTINGS: MessageSettings = {
  messageNotification: true,
  messageInfoNotification: true,
  newMessageNotificationVoice: true,
};
