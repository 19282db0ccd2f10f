import { eq } from 'drizzle-orm';

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../protocol/language';
import type { AppContext } from '../context';
import { settings } from '../db/schema';

/** The language of a request's `language` header, or the default one. */
export function languageOf(header: unknown): Language {
  return isLanguage(header) ? header : DEFAULT_LANGUAGE;
}

/** A value of the `settings` table (rich texts, footer, enums...), as stored. */
export async function readSetting<T>(ctx: AppContext, key: string): Promise<T | undefined> {
  const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value as T | undefined;
}
