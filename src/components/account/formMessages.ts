import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { LIVE_ROOM_LIMITS } from '../../../protocol/live';
import { HEIGHT_RANGE, HOBBY_MAX, NICKNAME_MAX, PROFILE_MAX, WEIGHT_RANGE } from '../../../protocol/rules';

const [minHeight, maxHeight] = HEIGHT_RANGE;
const [minWeight, maxWeight] = WEIGHT_RANGE;
const { roomName: ROOM_NAME_MAX, title: TITLE_MAX, intro: INTRO_MAX, notice: NOTICE_MAX } = LIVE_ROOM_LIMITS;

/**
 * Every message a form shows on a field, in one table. The forms check their values with the
 * protocol's zod schemas: a check of a form names its message by key (`{ error: 'phoneEmpty' }`),
 * and the other issues of a field (the protocol's own checks, and the `issues` of a 1000 refusal)
 * take the field's message in the form's `FieldMessages`. Kept as descriptors: they follow a
 * language switch.
 */
export const FORM_MESSAGES = {
  // Log in, reset, modify password and phone
  loginUsername: msg`Please enter your username or phone number`,
  loginPassword: msg`Please enter your password`,
  phoneEmpty: msg`Please enter your phone number`,
  phoneWrong: msg`Wrong phone number or area code`,
  code: msg`The SMS code has 6 digits`,
  codeWrong: msg`Wrong SMS code or the code has expired`,
  securityCode: msg`The security code has 6 digits`,
  credential: msg`6-15 letters and digits, with at least one of each`,
  currentPassword: msg`Please enter your current password`,
  confirmPassword: msg`The two passwords do not match`,
  confirmEmpty: msg`Please enter the new password again`,
  // Anchor registration
  username: msg`Username: 6-15 letters and digits, with at least one of each`,
  usernameTaken: msg`This username is already taken`,
  password: msg`Password: 6-15 letters and digits, with at least one of each`,
  agreement: msg`Please read and accept the user agreement`,
  nickname: msg`Please enter a nickname`,
  nicknameLong: msg`The nickname can have at most ${NICKNAME_MAX} characters`,
  birthday: msg`Please choose your birthday`,
  birthdayInvalid: msg`Please choose a valid birthday`,
  gender: msg`Please choose a gender`,
  province: msg`Please enter your province`,
  city: msg`Please enter your city`,
  height: msg`Height must be a whole number from ${minHeight} to ${maxHeight} cm`,
  weight: msg`Weight must be a whole number from ${minWeight} to ${maxWeight} kg`,
  emotion: msg`Please choose an emotional status`,
  hobbies: msg`At most ${HOBBY_MAX} hobbies`,
  profile: msg`The profile can have at most ${PROFILE_MAX} characters`,
  avatar: msg`Please upload the avatar again`,
  /** Rule `markup` of the protocol's plain text fields. */
  markup: msg`Text fields may not contain HTML tags`,
  // The anchor's room settings
  roomName: msg`Please enter a room name`,
  roomNameLong: msg`The room name can have at most ${ROOM_NAME_MAX} characters`,
  title: msg`Please enter a title`,
  titleLong: msg`The title can have at most ${TITLE_MAX} characters`,
  intro: msg`The introduction can have at most ${INTRO_MAX} characters`,
  notice: msg`The announcement can have at most ${NOTICE_MAX} characters`,
  anchorType: msg`Please choose a category`,
  cover: msg`Upload the cover again`,
  // Add friend
  friendKeyword: msg`Use digits, letters and symbols only`,
} satisfies Record<string, MessageDescriptor>;

export type FormMessage = keyof typeof FORM_MESSAGES;

/** The params of a zod check that fails with this message: `z.string().min(1, says('phoneEmpty'))`. */
export function says(message: FormMessage): { error: FormMessage } {
  return { error: message };
}

export function isFormMessage(key: string): key is FormMessage {
  return Object.hasOwn(FORM_MESSAGES, key);
}

/**
 * What a field of a form says when one of its rules fails: one message, or one per rule (a zod issue
 * code such as `too_big`, or the name of a custom rule such as `markup`) with `*` for the others.
 */
export type FieldMessages<F extends string = string> = Partial<
  Record<F, FormMessage | (Partial<Record<string, FormMessage>> & { '*': FormMessage })>
>;

/**
 * The rule of a zod issue as the server names it in `issues` (a custom check by its message, others
 * by code), except that a check of a form naming its message is known by that message.
 */
export function ruleOf(issue: { code: string; message: string }): string {
  return issue.code === 'custom' || isFormMessage(issue.message) ? issue.message : issue.code;
}

/**
 * The message of a failed rule on a field (`path` as zod or the server give it: its first segment
 * names the field). A rule that is itself a key of FORM_MESSAGES (a check of the form, or the
 * protocol's `markup`) is that message; no other rule of the protocol is named like a key.
 */
export function issueMessage<F extends string>(
  fields: FieldMessages<F>,
  path: string,
  rule: string,
): { field: F; message: FormMessage } | undefined {
  const field = path.split('.')[0] as F;
  if (!Object.hasOwn(fields, field)) return undefined;
  if (isFormMessage(rule)) return { field, message: rule };
  const own = fields[field]!;
  return { field, message: typeof own === 'string' ? own : (own[rule] ?? own['*']) };
}
