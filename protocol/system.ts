import { z } from 'zod';

import { ANCHOR_STATUSES } from './account';

/** Columns, footer, enums and global config (§3, §7 Common). */

export const matchColumnSchema = z.object({ raceType: z.number().int(), name: z.string() });
export type MatchColumn = z.infer<typeof matchColumnSchema>;

/** Anchor column: the shown text follows the system language (§3). */
export const anchorColumnSchema = z.object({
  anchorType: z.number().int(),
  text: z.string(),
  name: z.string(),
  nameTw: z.string(),
  nameIdn: z.string(),
  nameVn: z.string(),
  nameTh: z.string(),
  namePor: z.string(),
  nameHin: z.string(),
  nameEn: z.string(),
});
export type AnchorColumn = z.infer<typeof anchorColumnSchema>;

export const footerLinkSchema = z.object({ text: z.string(), href: z.string() });
export const footerGroupSchema = z.object({
  key: z.enum(['match', 'anchor', 'platform']),
  title: z.string(),
  links: z.array(footerLinkSchema),
});
export const footerInfoSchema = z.object({
  groups: z.array(footerGroupSchema),
  filing: z.string(),
  copyright: z.string(),
});
export type FooterInfo = z.infer<typeof footerInfoSchema>;

export const globalConfigSchema = z.object({ imMsgTimeout: z.number().int().positive() });
export type GlobalConfig = z.infer<typeof globalConfigSchema>;

export const enumItemSchema = z.object({ value: z.string(), label: z.string() });
/** All enums, keyed by enum name, labels in the request language. */
export const allEnumsSchema = z.record(z.string(), z.array(enumItemSchema));
export type AllEnums = z.infer<typeof allEnumsSchema>;

export const emptyRequest = z.strictObject({});

export const healthResponse = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  bus: z.enum(['memory', 'redis']),
  uptimeS: z.number(),
});

export const adminAnchorListRequest = z.strictObject({
  status: z.enum(ANCHOR_STATUSES).optional(),
});
export const adminAnchorRow = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  areaCode: z.string(),
  phone: z.string(),
  anchorStatus: z.enum(ANCHOR_STATUSES),
  createdAt: z.number(),
});
export type AdminAnchorRow = z.infer<typeof adminAnchorRow>;
export const ADMIN_ACTIONS = ['approve', 'reject', 'ban', 'permaBan', 'unban'] as const;
export type AdminAction = (typeof ADMIN_ACTIONS)[number];
export const adminReviewRequest = z.strictObject({
  username: z.string().min(1).max(64),
  action: z.enum(ADMIN_ACTIONS),
  reason: z.string().max(200).optional(),
});

/**
 * Rich text documents: sanitised HTML in the request language. The agreements (/user/contract/*) and
 * the anchor guides: live tutorial (/user/tutorial), live rules (/user/specification), live FAQ (/user/question).
 */
export const RICH_TEXT_KEYS = ['service', 'privacy', 'tutorial', 'specification', 'question'] as const;
export type RichTextKey = (typeof RICH_TEXT_KEYS)[number];
export const richTextRequest = z.strictObject({ key: z.enum(RICH_TEXT_KEYS) });
export const richTextResponse = z.object({
  key: z.enum(RICH_TEXT_KEYS),
  title: z.string(),
  html: z.string(),
  updatedAt: z.string(),
});
export type RichText = z.infer<typeof richTextResponse>;
