import { AT_ALL } from '../../../../protocol/groupConstants';

/**
 * @-mentions of the group composer and of @-text bubbles (contentType 106, `{ text, atUserIDs }`):
 * where the "@" being typed is, how a picked name goes into the text, which picked people are
 * still named in it when it is sent, and how a received text splits into plain parts and @names.
 * Pure, so the rules are tested without a page.
 */

/** Someone picked in the composer: their id (or AT_ALL) and the name written after "@". */
export interface Mention {
  userID: string;
  name: string;
}

/** The "@…" being typed before the caret: where its "@" is and what follows it; null when none. */
export function mentionQuery(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const at = before.lastIndexOf('@');
  if (at < 0) return null;
  // An "@" inside a word (an e-mail address) starts no mention; nor does one followed by a space.
  if (at > 0 && !/\s/.test(before[at - 1]!)) return null;
  const query = before.slice(at + 1);
  if (/\s/.test(query) || query.length > 30) return null;
  return { start: at, query };
}

/** The text with "@name " in place of the typed "@query", and where the caret goes after it. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  name: string,
): { text: string; caret: number } {
  const piece = `@${name} `;
  return { text: text.slice(0, start) + piece + text.slice(caret), caret: start + piece.length };
}

/** Whether `name` (with its "@") is still in `text` as a whole mention (not the start of a longer one). */
function named(text: string, name: string): boolean {
  const token = `@${name}`;
  let from = 0;
  for (;;) {
    const at = text.indexOf(token, from);
    if (at < 0) return false;
    const next = text[at + token.length];
    if (next === undefined || /\s|@/.test(next)) return true;
    from = at + 1;
  }
}

/** The ids to send with `text`: the picked people whose "@name" is still in it, each once. */
export function atUserIDsOf(text: string, picked: readonly Mention[]): string[] {
  const ids: string[] = [];
  for (const m of picked) if (!ids.includes(m.userID) && named(text, m.name)) ids.push(m.userID);
  return ids;
}

/** A piece of an @-text: plain text, or an @name (`me` when it names the reader). */
export type MentionPart = { text: string; mention: false } | { text: string; mention: true; me: boolean };

/**
 * Splits a received @-text into plain parts and @names. A known name (of `names`, the longest
 * first, so "@Ann Lee" wins over "@Ann") is taken whole; any other "@word" after a space or at the
 * start is taken up to the next space. `myNames` are the reader's names ("All" too when the message
 * is to everyone): those parts are marked `me`.
 */
export function splitMentions(
  text: string,
  names: readonly string[],
  myNames: readonly string[],
): MentionPart[] {
  const known = [...new Set(names.filter(Boolean))].sort((a, b) => b.length - a.length);
  const parts: MentionPart[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const starts = text[i] === '@' && (i === 0 || /\s/.test(text[i - 1]!));
    const name = starts ? mentionAt(text, i, known) : undefined;
    if (name === undefined) {
      plain += text[i];
      i += 1;
      continue;
    }
    if (plain) parts.push({ text: plain, mention: false });
    plain = '';
    parts.push({ text: `@${name}`, mention: true, me: myNames.includes(name) });
    i += name.length + 1;
  }
  if (plain) parts.push({ text: plain, mention: false });
  return parts;
}

function mentionAt(text: string, at: number, known: readonly string[]): string | undefined {
  const rest = text.slice(at + 1);
  const whole = known.find((n) => rest.startsWith(n) && !/[^\s@]/.test(rest[n.length] ?? ' '));
  if (whole) return whole;
  const word = /^[^\s@]+/.exec(rest)?.[0];
  return word;
}

/** Whether an @-text's ids name the reader: by id, or everyone (AT_ALL). */
export function mentionsMe(atUserIDs: readonly string[], me: string): boolean {
  return atUserIDs.includes(me) || atUserIDs.includes(AT_ALL);
}
