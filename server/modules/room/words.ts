import { eq, sql } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import { publishTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { auditLog, settings } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { SENSITIVE_WORDS, SensitiveWordList } from '../../services/refusedWords';

/**
 * The platform's refused words (§5), kept in `settings` under SETTING_KEY and managed by platform
 * admins (/admin/sensitive_words and the console's /admin/words); every node reloads them when
 * topics.refusedWordsChanged says so. Until an admin sets a list, the built-in one of
 * services/refusedWords.ts applies (version 0). Every change names the version it changes and writes
 * its audit row in the same transaction.
 */
const SETTING_KEY = 'sensitiveWords';

export interface WordList {
  words: string[];
  version: number;
}

/** Who changed the list and how, for the audit row. */
export interface WordsAudit {
  actor: string;
  action: string;
  target: string;
}

function listOf(value: unknown): WordList {
  const v = value as Partial<WordList> | undefined;
  return Array.isArray(v?.words)
    ? { words: v.words, version: v.version ?? 0 }
    : { words: [...SENSITIVE_WORDS], version: 0 };
}

export async function readSensitiveWords(ctx: AppContext): Promise<WordList> {
  const [row] = await ctx.database.db.select().from(settings).where(eq(settings.key, SETTING_KEY));
  return listOf(row?.value);
}

export async function loadSensitiveWords(ctx: AppContext): Promise<void> {
  ctx.runtimes.refusedWords.use((await readSensitiveWords(ctx)).words);
}

const stale = () => new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'version', rule: 'stale' }] });

/** Trimmed, without empty words, each once (compared without case). */
function uniqueWords(words: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of words) {
    const w = raw.trim();
    if (w.length === 0 || seen.has(w.toLowerCase())) continue;
    seen.add(w.toLowerCase());
    out.push(w);
  }
  return out;
}

/**
 * Applies `change` to the list of `version` in one transaction with its audit row; refused with 1000
 * rule `stale` (nothing written) when the list is no longer at `version`: reload and retry. The
 * write itself only lands on the row still at `version`, so two editors never both win.
 */
export async function changeSensitiveWords(
  ctx: AppContext,
  version: number,
  change: (words: string[]) => string[],
  audit: WordsAudit,
): Promise<WordList> {
  const at = new Date(ctx.now());
  const next = await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(settings).where(eq(settings.key, SETTING_KEY)).for('update');
    const current = listOf(row?.value);
    if (current.version !== version) throw stale();
    const list: WordList = { words: uniqueWords(change(current.words)), version: version + 1 };
    const saved = await tx
      .insert(settings)
      .values({ key: SETTING_KEY, value: list, updatedAt: at })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: list, updatedAt: at },
        setWhere: sql`coalesce((${settings.value}->>'version')::int, 0) = ${version}`,
      })
      .returning({ key: settings.key });
    if (saved.length === 0) throw stale();
    await tx.insert(auditLog).values({ ...audit, target: audit.target.slice(0, 1000), at });
    return list;
  });
  ctx.runtimes.refusedWords.use(next.words);
  await publishTopic(ctx.bus, topics.refusedWordsChanged, { version: next.version });
  return next;
}

/** Replaces the list if `version` is the current one (else 1000 with rule `stale`: reload and retry). */
export function setSensitiveWords(
  ctx: AppContext,
  words: string[],
  version: number,
  actor = 'admin-api',
): Promise<WordList> {
  return changeSensitiveWords(ctx, version, () => words, {
    actor,
    action: 'words.set',
    target: `${uniqueWords(words).length} words`,
  });
}

/** The words of the saved list found in `sentence`, matched as room and private chat match them. */
export async function refusedWordsIn(ctx: AppContext, sentence: string): Promise<string[]> {
  const { words } = await readSensitiveWords(ctx);
  if (!new SensitiveWordList(words).contains(sentence)) return [];
  return words.filter((w) => new SensitiveWordList([w]).contains(sentence));
}
