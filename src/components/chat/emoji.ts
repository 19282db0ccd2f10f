import { EMOJI_COUNT, EMOJI_TOKEN } from '../../../protocol/im';

/**
 * The 109 emoji of §3: `[::N::]` in a text (and the face index of a face message) is EMOJI[N].
 * The order is part of the wire format: append only, never reorder.
 */
// prettier-ignore
export const EMOJI: readonly string[] = [
  '😀', '😁', '😂', '🤣', '😃', '😄', '😅', '😆', '😉', '😊',
  '😋', '😎', '😍', '😘', '🥰', '😗', '🙂', '🤗', '🤩', '🤔',
  '🤨', '😐', '😑', '😶', '🙄', '😏', '😣', '😥', '😮', '🤐',
  '😯', '😪', '😫', '🥱', '😴', '😌', '😛', '😜', '😝', '🤤',
  '😒', '😓', '😔', '😕', '🙃', '🤑', '😲', '🙁', '😖', '😞',
  '😟', '😤', '😢', '😭', '😦', '😧', '😨', '😩', '🤯', '😬',
  '😰', '😱', '🥵', '🥶', '😳', '🤪', '😵', '😡', '😠', '🤬',
  '😷', '🤒', '🤕', '🤢', '🤮', '🤧', '😇', '🥳', '🥺', '🤠',
  '🤡', '🤥', '🤫', '🤭', '🧐', '🤓', '😈', '👻', '💀', '👽',
  '🤖', '💩', '👍', '👎', '👏', '🙌', '🙏', '💪', '🤝', '✌️',
  '👌', '❤️', '💔', '🔥', '⚽', '🏀', '🏆', '🎉', '🌹',
];

if (EMOJI.length !== EMOJI_COUNT) throw new Error(`emoji table has ${EMOJI.length} items`);

export function emojiToken(index: number): string {
  return `[::${index}::]`;
}

export type TextPart = { kind: 'text'; text: string } | { kind: 'emoji'; index: number; char: string };

/** Splits a text into plain runs and emoji; a token whose number is outside the set stays text. */
export function splitEmoji(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(new RegExp(EMOJI_TOKEN.source, 'g'))) {
    const index = Number(match[1]);
    const char = EMOJI[index];
    if (char === undefined) continue;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'emoji', index, char });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/** The text with every token replaced by its emoji (previews, copy). */
export function emojiPlain(text: string): string {
  return splitEmoji(text)
    .map((p) => (p.kind === 'text' ? p.text : p.char))
    .join('');
}

const BY_LENGTH = EMOJI.map((char, index) => ({ char, index })).sort((a, b) => b.char.length - a.char.length);

/** The composer shows emoji characters; the wire carries tokens: every table emoji becomes `[::N::]`. */
export function toTokens(text: string): string {
  let out = text;
  for (const { char, index } of BY_LENGTH) out = out.split(char).join(emojiToken(index));
  return out;
}
