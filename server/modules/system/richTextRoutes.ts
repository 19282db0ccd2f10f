import { and, desc, eq } from 'drizzle-orm';

import { type Language, LANGUAGE_HEADER } from '../../../protocol/language';
import type { RichText, RichTextKey } from '../../../protocol/system';
import type { AppContext } from '../../context';
import { richTextVersions } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { ErrorCode } from '../../../protocol/errors';
import type { Handlers } from '../../http/registerApi';
import { languageOf, readSetting } from '../../services/siteSettings';

type Stored = Record<RichTextKey, Partial<Record<string, Omit<RichText, 'key'>>>>;

/** The newest saved version of a document in `lang` (the console's /admin/pages), if any. */
async function newestVersion(ctx: AppContext, key: RichTextKey, lang: Language) {
  const [row] = await ctx.database.db
    .select()
    .from(richTextVersions)
    .where(and(eq(richTextVersions.key, key), eq(richTextVersions.lang, lang)))
    .orderBy(desc(richTextVersions.id))
    .limit(1);
  return row;
}

/**
 * A document as users get it in `lang`: the newest version saved in the console, else the seeded
 * `richText` setting of that language; then the same two in English. Null when none exists.
 */
export async function richTextDocument(
  ctx: AppContext,
  key: RichTextKey,
  lang: Language,
): Promise<Omit<RichText, 'key'> | null> {
  const all = await readSetting<Stored>(ctx, 'richText');
  for (const l of lang === 'en' ? ['en' as const] : [lang, 'en' as const]) {
    const version = await newestVersion(ctx, key, l);
    if (version)
      return { title: version.title, html: version.html, updatedAt: version.createdAt.toISOString() };
    const seeded = all?.[key]?.[l];
    if (seeded) return seeded;
  }
  return null;
}

/** `/common_face/find_rich_text`: a document in the request language (newest version, seeded, en fallback). */
export function richTextHandlers(ctx: AppContext): Handlers {
  return {
    async richText({ body, req }) {
      const lang = languageOf(req.headers[LANGUAGE_HEADER]);
      const doc = await richTextDocument(ctx, body.key, lang);
      if (!doc) throw new ApiError(ErrorCode.NotFound);
      return { key: body.key, ...doc };
    },
  };
}
