import { eq } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { publishTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { settings } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { SENSITIVE_WORDS } from '../../services/refusedWords';

/**
 * The platform's refused words (§5), kept in `settings` under SETTING_KEY and managed by platform
 * admins (/admin/sensitive_words); every node reloads them when topics.refusedWordsChanged says so.
 * Until an admin sets a list, the built-in one of services/refusedWords.ts applies (version 0).
 */
const SETTING_KEY = 'sensitiveWords';

export interface WordList {
  words: string[];
  version: number;
}

export async function readSensitiveWords(ctx: AppContext): Promise<WordList> {
  const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  const value = row?.value as Partial<WordList> | undefined;
  return Array.isArray(value?.words)
    ? { words: value.words, version: value.version ?? 0 }
    : { words: [...SENSITIVE_WORDS], version: 0 };
}

export async function loadSensitiveWords(ctx: AppContext): Promise<void> {
  ctx.runtimes.refusedWords.use((await readSensitiveWords(ctx)).words);
}

/** Replaces the list if `version` is the current one (else 1000 with rule `stale`: reload and retry). */
export async function setSensitiveWords(
  ctx: AppContext,
  words: string[],
  version: number,
): Promise<WordList> {
  const unique = [...new Set(words.map((w) => w.trim()).filter((w) => w.length > 0))];
  const next: WordList = { words: unique, version: version + 1 };
  const at = new Date(ctx.now());
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, SETTING_KEY)).for('update');
    const current = (row?.value as Partial<WordList> | undefined)?.version ?? 0;
    if (current !== version)
      throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'version', rule: 'stale' }] });
    await tx
      .insert(settings)
      .values({ key: SETTING_KEY, value: next, updatedAt: at })
      .onConflictDoUpdate({ target: settings.key, set: { value: next, updatedAt: at } });
  });
  ctx.runtimes.refusedWords.use(unique);
  await publishTopic(ctx.bus, topics.refusedWordsChanged, { version: next.version });
  return next;
}
