import type { z } from 'zod';

import {
  REFUSED_WORDS_FILE_MAX_BYTES,
  REFUSED_WORDS_MAX,
  REFUSED_WORDS_PER_CHANGE,
  refusedWord,
  splitWordList,
  type WordsChange,
  type wordsImportRequest,
  type wordsListRequest,
} from '../../../../protocol/adminContent';
import { ErrorCode } from '../../../../protocol/errors';
import type { AppContext } from '../../../context';
import { ApiError } from '../../../http/apiError';
import { changeSensitiveWords, readSensitiveWords } from '../../room';

/**
 * The console's refused words (/admin/words) over room/words.ts: a searched page of the list, add,
 * remove, import a text file, test a sentence. Each change names the list version it changes.
 */

export async function listWords(ctx: AppContext, req: z.output<typeof wordsListRequest>) {
  const { words, version } = await readSensitiveWords(ctx);
  const q = req.query.toLowerCase();
  const found = words.filter((w) => q === '' || w.toLowerCase().includes(q));
  found.sort((a, b) => a.localeCompare(b) * (req.order === 'asc' ? 1 : -1));
  const from = (req.page - 1) * req.pageSize;
  return {
    list: found.slice(from, from + req.pageSize).map((word) => ({ word })),
    total: found.length,
    page: req.page,
    pageSize: req.pageSize,
    version,
  };
}

const tooMany = () =>
  new ApiError(ErrorCode.InvalidInput, {
    issues: [{ path: 'words', rule: 'listFull' }],
    max: REFUSED_WORDS_MAX,
  });

export async function addWords(
  ctx: AppContext,
  words: readonly string[],
  version: number,
  actor: string,
  action = 'words.add',
): Promise<WordsChange> {
  let before = 0;
  const list = await changeSensitiveWords(
    ctx,
    version,
    (current) => {
      before = current.length;
      const next = [...current, ...words];
      if (new Set(next.map((w) => w.toLowerCase())).size > REFUSED_WORDS_MAX) throw tooMany();
      return next;
    },
    { actor, action, target: words.join(',') },
  );
  return { version: list.version, changed: list.words.length - before, count: list.words.length };
}

export async function removeWords(
  ctx: AppContext,
  words: readonly string[],
  version: number,
  actor: string,
): Promise<WordsChange> {
  const gone = new Set(words.map((w) => w.toLowerCase()));
  let before = 0;
  const list = await changeSensitiveWords(
    ctx,
    version,
    (current) => {
      before = current.length;
      return current.filter((w) => !gone.has(w.toLowerCase()));
    },
    { actor, action: 'words.remove', target: words.join(',') },
  );
  return { version: list.version, changed: before - list.words.length, count: list.words.length };
}

/** PNG, JPEG, GIF, PDF, ZIP (docx, xlsx), RIFF (webp), ELF, gzip: a file of these is not a word list. */
const BINARY_MAGIC = [
  [0x89, 0x50, 0x4e, 0x47],
  [0xff, 0xd8, 0xff],
  [0x47, 0x49, 0x46, 0x38],
  [0x25, 0x50, 0x44, 0x46],
  [0x50, 0x4b, 0x03, 0x04],
  [0x52, 0x49, 0x46, 0x46],
  [0x7f, 0x45, 0x4c, 0x46],
  [0x1f, 0x8b],
];

const notText = (rule: string, extra: Record<string, unknown> = {}) =>
  new ApiError(ErrorCode.FileFormat, { issues: [{ path: 'file', rule }], ...extra });

/**
 * The words of a word list file, or a refusal that names why it is not one: over the size cap
 * (`fileSize`), a binary format (`binary`), bytes that are not UTF-8 (`utf8`), a NUL or another
 * control character (`control`), no word at all (`empty`), a word too long (`wordLength`, with its
 * line), too many words (`tooManyWords`).
 */
export function wordsOfFile(contentBase64: string): string[] {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > REFUSED_WORDS_FILE_MAX_BYTES)
    throw notText('fileSize', { maxBytes: REFUSED_WORDS_FILE_MAX_BYTES });
  if (BINARY_MAGIC.some((m) => m.every((b, i) => bytes[i] === b))) throw notText('binary');
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw notText('utf8');
  }
  // Line breaks and tabs are text; any other control character (NUL first of all) is not.
  // eslint-disable-next-line no-control-regex -- control characters are what it finds
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) throw notText('control');
  const words = splitWordList(text);
  if (words.length === 0) throw notText('empty');
  if (words.length > REFUSED_WORDS_PER_CHANGE)
    throw notText('tooManyWords', { max: REFUSED_WORDS_PER_CHANGE });
  words.forEach((word) => {
    if (!refusedWord.safeParse(word).success) {
      const line = text.split(/\r\n|\r|\n/).findIndex((l) => l.includes(word)) + 1;
      throw notText('wordLength', { line, word: word.slice(0, 60) });
    }
  });
  return words;
}

export function importWords(ctx: AppContext, req: z.output<typeof wordsImportRequest>, actor: string) {
  const words = wordsOfFile(req.contentBase64);
  return addWords(ctx, words, req.version, actor, 'words.import');
}
