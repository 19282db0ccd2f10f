import { z } from 'zod';

import { adminListRequest, pageOf } from './adminTable';
import { LANGUAGES } from './language';
import { PUSH_ENDPOINT_MAX, WebActionType } from './pushConstants';
import { RICH_TEXT_KEYS } from './system';

// The console's refused words, pushes and rich-text pages (issue 20): protocol/adminContentApi.ts.

// ---- Refused words ----

/** The longest refused word, the most words one change names, the biggest list, the biggest file. */
export const REFUSED_WORD_MAX = 50;
export const REFUSED_WORDS_PER_CHANGE = 1000;
export const REFUSED_WORDS_MAX = 5000;
/** A word list file: at most 40 KiB (its base64 must fit the 64 KiB request body). */
export const REFUSED_WORDS_FILE_MAX_BYTES = 40 * 1024;

/** C0 and C1 control characters (tabs and line breaks included: a word is one line of text). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** One refused word: trimmed, 1..REFUSED_WORD_MAX characters, no control character (rule `control`). */
export const refusedWord = z
  .string()
  .trim()
  .min(1)
  .max(REFUSED_WORD_MAX)
  .refine((w) => !CONTROL.test(w), { message: 'control' });

export const wordsListRequest = adminListRequest(['word']).extend({
  order: z.enum(['asc', 'desc']).default('asc'),
});
export const wordsListResponse = pageOf(z.object({ word: z.string() })).extend({
  /** The list's version: a change names it, and is refused (rule `stale`) when another came first. */
  version: z.number().int(),
});

export const wordsChangeRequest = z.strictObject({
  words: z.array(refusedWord).min(1).max(REFUSED_WORDS_PER_CHANGE),
  version: z.number().int().min(0),
});
export const wordsChangeResponse = z.object({
  version: z.number().int(),
  /** Words added (or removed) by this change; the ones already there (or absent) do not count. */
  changed: z.number().int(),
  count: z.number().int(),
});
export type WordsChange = z.infer<typeof wordsChangeResponse>;

/** A word list file: its name and its bytes in base64 (at most REFUSED_WORDS_FILE_MAX_BYTES). */
export const wordsImportRequest = z.strictObject({
  fileName: z.string().trim().min(1).max(200),
  contentBase64: z
    .string()
    .max(Math.ceil(REFUSED_WORDS_FILE_MAX_BYTES / 3) * 4 + 4, { message: 'fileSize' })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, { message: 'base64' }),
  version: z.number().int().min(0),
});

export const wordsTestRequest = z.strictObject({ sentence: z.string().trim().min(1).max(2000) });
export const wordsTestResponse = z.object({ refused: z.boolean(), matched: z.array(z.string()) });

/** Splits a word list file's text: one word per line, or separated by commas (ASCII or full-width). */
export function splitWordList(text: string): string[] {
  return text
    .replace(/^\ufeff/, '')
    .split(/[\r\n,，、]+/)
    .map((w) => w.trim())
    .filter((w) => w.length > 0);
}

// ---- Pushes ----

/** The click of a type 4 push (§4 webActionType): a live match, an anchor's room, or a web link. */
export const PUSH_ACTIONS = [WebActionType.LiveMatch, WebActionType.AnchorRoom, WebActionType.Link] as const;

/** An http(s) link; javascript:, data:, mailto: and every other scheme are refused (rule `httpLink`). */
export const httpLink = z
  .string()
  .trim()
  .max(2000)
  .refine((s) => /^https?:\/\/[^\s/?#]+[^\s]*$/i.test(s), { message: 'httpLink' });

const pushText = z.strictObject({
  title: z.string().trim().max(200).default(''),
  body: z.string().trim().max(1000).default(''),
});
const englishText = z.strictObject({
  title: z.string().trim().min(1).max(200),
  body: z.string().trim().max(1000).default(''),
});

/** Title and body per language: English required, any other optional (empty falls back to English). */
export const pushTexts = z.strictObject({
  en: englishText,
  ...(Object.fromEntries(LANGUAGES.filter((l) => l !== 'en').map((l) => [l, pushText.optional()])) as Record<
    Exclude<(typeof LANGUAGES)[number], 'en'>,
    z.ZodOptional<typeof pushText>
  >),
});
export type PushTexts = z.output<typeof pushTexts>;

export const pushAudience = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('all') }),
  z.strictObject({ kind: z.literal('language'), language: z.enum(LANGUAGES) }),
  z.strictObject({ kind: z.literal('followers'), username: z.string().trim().min(1).max(50) }),
  z.strictObject({ kind: z.literal('user'), username: z.string().trim().min(1).max(50) }),
]);
export type PushAudience = z.output<typeof pushAudience>;

export const pushComposeRequest = z
  .strictObject({
    texts: pushTexts,
    webActionType: z.union([
      z.literal(WebActionType.LiveMatch),
      z.literal(WebActionType.AnchorRoom),
      z.literal(WebActionType.Link),
    ]),
    /** The match id (1), the anchor's room id (2), or the http(s) link (3). */
    webActionContent: z.string().trim().max(2000),
    audience: pushAudience,
  })
  .superRefine((v, ctx) => {
    if (v.webActionType === WebActionType.Link) {
      if (!httpLink.safeParse(v.webActionContent).success)
        ctx.addIssue({ code: 'custom', path: ['webActionContent'], message: 'httpLink' });
    } else if (!/^\d{1,10}$/.test(v.webActionContent)) {
      ctx.addIssue({ code: 'custom', path: ['webActionContent'], message: 'id' });
    }
  });
export type PushComposeRequest = z.output<typeof pushComposeRequest>;

export const adminPushRow = z.object({
  id: z.string(),
  actor: z.string(),
  type: z.number().int(),
  title: z.string(),
  content: z.record(z.string(), z.unknown()),
  audience: z.record(z.string(), z.unknown()),
  recipients: z.number().int(),
  sent: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  createdAt: z.string(),
});
export type AdminPushRow = z.infer<typeof adminPushRow>;

export const pushHistoryRequest = adminListRequest(['createdAt']);
export const pushHistoryResponse = pageOf(adminPushRow);
export const pushOneRequest = z.strictObject({ id: z.string().min(1).max(64) });

/** The service worker showed push `id` on the subscription `endpoint` (counted once per pair). */
export const pushShownRequest = z.strictObject({
  id: z.string().min(1).max(64),
  endpoint: z.string().min(1).max(PUSH_ENDPOINT_MAX),
});
export const pushShownResponse = z.object({ counted: z.boolean() });

// ---- Rich-text pages ----

export const RICH_TEXT_HTML_MAX = 200_000;
const docFields = { key: z.enum(RICH_TEXT_KEYS), lang: z.enum(LANGUAGES) };

export const richTextVersionsRequest = adminListRequest(['createdAt'], docFields);
export const richTextVersionRow = z.object({
  id: z.number().int(),
  key: z.enum(RICH_TEXT_KEYS),
  lang: z.enum(LANGUAGES),
  title: z.string(),
  actor: z.string(),
  createdAt: z.string(),
});
export const richTextVersionsResponse = pageOf(richTextVersionRow);

/** The document users see now: the newest version, else the seeded text (`versionId` null), else none. */
export const richTextCurrentRequest = z.strictObject(docFields);
export const richTextCurrentResponse = z.object({
  key: z.enum(RICH_TEXT_KEYS),
  lang: z.enum(LANGUAGES),
  source: z.enum(['version', 'seed', 'none']),
  versionId: z.number().int().nullable(),
  title: z.string(),
  html: z.string(),
});

export const richTextVersionRequest = z.strictObject({ id: z.number().int().min(1) });
export const richTextVersionResponse = richTextVersionRow.extend({ html: z.string() });

export const richTextSaveRequest = z.strictObject({
  ...docFields,
  title: z.string().trim().min(1).max(200),
  html: z.string().max(RICH_TEXT_HTML_MAX),
  /** The version the edit started from (0: none yet); refused with rule `stale` when a newer one exists. */
  baseVersionId: z.number().int().min(0),
});
