/**
 * A small built-in list of refused words (§5 "sensitive words refused", §8), matched
 * case-insensitively anywhere in the text after removing spaces, so "f r e e  b e t" is caught too.
 * The platform replaces it (useSensitiveWords); the server checks, the client only shows code 4002.
 */
export const SENSITIVE_WORDS: readonly string[] = [
  'freebet',
  'fixedmatch',
  'fixedodds',
  'onlinecasino',
  'porn',
  'escortservice',
  'buyfollowers',
  '赌博',
  '博彩',
  '六合彩',
  '代开发票',
  '色情',
  '假球',
  '外围投注',
];

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s\u200b-\u200d\ufeff]+/g, '');
}

/** A list of refused words, matched case-insensitively anywhere in a text without its spaces. */
export class SensitiveWordList {
  private readonly normalized: string[];

  constructor(readonly words: readonly string[]) {
    this.normalized = [...new Set(words.map(squash))].filter((w) => w.length > 0);
  }

  contains(text: string): boolean {
    const t = squash(text);
    return this.normalized.some((word) => t.includes(word));
  }
}

export const DEFAULT_SENSITIVE_WORDS = new SensitiveWordList(SENSITIVE_WORDS);

/**
 * The list each app uses: the built-in one until the platform's list is loaded (room/words.ts keeps
 * it in the settings table, managed by /admin/sensitive_words, reloaded on every node). Room chat
 * and private chat read `current` at each send.
 */
export class RefusedWords {
  current: SensitiveWordList = DEFAULT_SENSITIVE_WORDS;

  use(words: readonly string[]): SensitiveWordList {
    return (this.current = new SensitiveWordList(words));
  }
}

declare module '../context' {
  interface Runtimes {
    refusedWords: RefusedWords;
  }
}

export function containsSensitiveWord(text: string, list = DEFAULT_SENSITIVE_WORDS): boolean {
  return list.contains(text);
}
