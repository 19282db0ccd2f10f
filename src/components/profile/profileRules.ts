import { birthdaySchema } from '../../../protocol/account';
import { isValidBirthday } from '../../../protocol/rules';
import { z } from '../../../protocol/zodClient';
import { type FieldMessages, says } from '../account/formMessages';
import type { BirthdayValue, ProfileFieldValues } from './profileFieldValues';

/**
 * The form-side rules every profile form shares (registration, the profile edit, the anchor
 * application): how a typed number and a picked birthday become what the protocol's schemas take.
 */

/** What a number field holds while typed: '' is "not given", anything else must be a whole number. */
export const optionalInt = <T extends z.ZodType<number | null, number | null>>(field: T) =>
  z
    .string()
    .transform((text) => (text.trim() === '' ? null : Number(text)))
    .pipe(field);

/** A birthday that is a real day, not after today. */
export const realBirthday = birthdaySchema.refine(
  (b) => isValidBirthday(b.year, b.month, b.day),
  says('birthdayInvalid'),
);

/**
 * A birthday the form requires: chosen, and a real day. (z.custom with a check of its own would stop
 * the form's other rules; a refine lets them run.)
 */
export const requiredBirthday = z
  .custom<BirthdayValue | null>()
  .refine((v) => v !== null, says('birthday'))
  .pipe(realBirthday);

/** A birthday the form may leave unset. */
export const optionalBirthday = z.custom<BirthdayValue | null>().pipe(realBirthday.nullable());

/** The message of each profile field for the protocol's own rules and for the fields a refusal names. */
export const PROFILE_FIELD_MESSAGES = {
  nickname: { too_big: 'nicknameLong', '*': 'nickname' },
  avatar: 'avatar',
  birthday: 'birthdayInvalid',
  gender: 'gender',
  province: 'province',
  city: 'city',
  height: 'height',
  weight: 'weight',
  emotion: 'emotion',
  hobbies: 'hobbies',
  profile: 'profile',
} as const satisfies Required<FieldMessages<keyof ProfileFieldValues>>;
