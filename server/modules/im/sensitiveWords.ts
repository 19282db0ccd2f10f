/**
 * A small built-in list of refused words (§5 "sensitive words refused", §8), matched
 * case-insensitively anywhere in the text after removing spaces, so "f r e e  b e t" is caught too.
 * An operator list can replace it later; the server checks, the client only shows code 4002.
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

const normalized = SENSITIVE_WORDS.map((w) => w.toLowerCase());

function squash(text: string): string {
  return text.toLowerCase().replace(/[\s\u200b-\u200d\ufeff]+/g, '');
}

export function containsSensitiveWord(text: string): boolean {
  const t = squash(text);
  return normalized.some((word) => t.includes(word));
}
