import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { NOTE_PICTURES_MAX, NOTE_TEXT_MAX, PHOTO_DESCRIPTION_MAX } from '../../../protocol/space';
import { addNoteRequest, photoDescription } from '../../../protocol/spaceApi';

/**
 * The checks of the space's forms: the protocol's own schemas (protocol/spaceApi.ts), the ones the
 * server checks the same bodies with, so a form refuses exactly what the server would, before any
 * call. A failed rule becomes a key of SPACE_MESSAGES; the field shows it translated.
 */
export const SPACE_MESSAGES = {
  description: msg`A photo description has at most ${PHOTO_DESCRIPTION_MAX} characters`,
  markup: msg`Text fields may not contain HTML tags`,
  textEmpty: msg`Write something or add a picture`,
  textLong: msg`A post has at most ${NOTE_TEXT_MAX} characters`,
  picturesMax: msg`A post has at most ${NOTE_PICTURES_MAX} pictures`,
  picturesTwice: msg`Each picture can be in a post only once`,
} satisfies Record<string, MessageDescriptor>;

export type SpaceMessage = keyof typeof SPACE_MESSAGES;
export type NoteField = 'text' | 'pictures';

/** A zod issue's rule as the server names it in a 1000 refusal: a custom check by its message. */
const ruleOf = (issue: { code: string; message: string }) =>
  issue.code === 'custom' ? issue.message : issue.code;

/** The message of a rule that failed on a field of a photo or a post (`path` as zod or the server give it). */
export function messageOfIssue(path: string, rule: string): [string, SpaceMessage] | null {
  const field = path.split('.')[0] ?? '';
  if (rule === 'markup') return [field, 'markup'];
  if (field === 'description') return [field, 'description'];
  if (field === 'text') return [field, rule === 'empty' ? 'textEmpty' : 'textLong'];
  if (field === 'pictures') return [field, rule === 'duplicate' ? 'picturesTwice' : 'picturesMax'];
  return null;
}

/** What is wrong with a photo description, by the protocol's rule (at most 20 characters, no markup). */
export function descriptionProblem(value: string): SpaceMessage | null {
  const result = photoDescription.safeParse(value);
  if (result.success) return null;
  return result.error.issues.some((i) => ruleOf(i) === 'markup') ? 'markup' : 'description';
}

/** The first problem of each field of a post, from the issues of the protocol's schema or a 1000 refusal. */
export function noteProblems(
  issues: readonly { path: string; rule: string }[],
): Partial<Record<NoteField, SpaceMessage>> {
  const found: Partial<Record<NoteField, SpaceMessage>> = {};
  for (const issue of issues) {
    const named = messageOfIssue(issue.path, issue.rule);
    if (!named) continue;
    const [field, message] = named;
    if ((field === 'text' || field === 'pictures') && !found[field]) found[field] = message;
  }
  return found;
}

/** Checks a post as the server will (text or a picture, text ≤ 1000, ≤ 9 pictures each once). */
export function checkNote(
  text: string,
  pictures: readonly string[],
): Partial<Record<NoteField, SpaceMessage>> {
  const result = addNoteRequest.safeParse({ text, pictures });
  if (result.success) return {};
  return noteProblems(result.error.issues.map((i) => ({ path: i.path.join('.'), rule: ruleOf(i) })));
}
