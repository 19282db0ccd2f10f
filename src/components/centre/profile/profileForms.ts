import type { UseFormSetError } from 'react-hook-form';

import type { Envelope } from '../../../../protocol/envelope';
import { ErrorCode } from '../../../../protocol/errors';
import { anchorApplyRequest, editProfileRequest } from '../../../../protocol/profileApi';
import { z } from '../../../../protocol/zodClient';
import { CallError, errorText } from '../../../api/client';
import { type FieldMessages, type FormMessage, says } from '../../account/formMessages';
import { refusedFields } from '../../account/formResolver';
import {
  optionalBirthday,
  optionalInt,
  PROFILE_FIELD_MESSAGES,
  requiredBirthday,
} from '../../profile/profileRules';
import type { ProfileField, ProfileValues } from './profileValues';

const a = anchorApplyRequest.shape;
const e = editProfileRequest.shape;

/**
 * The anchor application (§3, §5): the fields of the protocol's `anchorApplyRequest` with the checks
 * of the registration form first (birthday and region required, the agreement accepted). Its output
 * is the request body.
 */
export const applyForm = z.object({
  nickname: a.nickname,
  avatar: a.avatar,
  birthday: requiredBirthday,
  gender: a.gender,
  province: a.province.min(1, says('province')),
  city: a.city.min(1, says('city')),
  height: optionalInt(a.height.unwrap()),
  weight: optionalInt(a.weight.unwrap()),
  emotion: a.emotion,
  hobbies: a.hobbies,
  profile: a.profile,
  agreement: a.agreement.refine((accepted) => accepted, says('agreement')),
});

/**
 * The profile edit of /user/info/basic: the fields of the protocol's `editProfileRequest`. A member
 * may leave the birthday and the region unset; an anchor's profile keeps them (§5), as registration
 * asked. The body leaves out what did not change of the avatar and an unset birthday (profileEdit).
 */
export function profileEditForm(anchor: boolean) {
  return z
    .object({
      nickname: e.nickname.unwrap(),
      avatar: e.avatar.unwrap(),
      birthday: optionalBirthday,
      gender: e.gender.unwrap(),
      province: e.province.unwrap(),
      city: e.city.unwrap(),
      height: optionalInt(e.height.unwrap()),
      weight: optionalInt(e.weight.unwrap()),
      emotion: e.emotion.unwrap(),
      hobbies: e.hobbies.unwrap(),
      profile: e.profile.unwrap(),
    })
    .superRefine(
      (v, ctx) => {
        if (!anchor) return;
        const issue = (path: ProfileField, message: FormMessage) =>
          ctx.addIssue({ code: 'custom', path: [path], message });
        if (v.birthday === null) issue('birthday', 'birthday');
        if (typeof v.province === 'string' && !v.province.trim()) issue('province', 'province');
        if (typeof v.city === 'string' && !v.city.trim()) issue('city', 'city');
      },
      // Also while another field holds what its type refuses: every rule shows at once.
      { when: () => true },
    );
}

/** The message of each field for the protocol's own rules, and for the fields a refusal names. */
export const PROFILE_FIELDS = {
  ...PROFILE_FIELD_MESSAGES,
  agreement: 'agreement',
} as const satisfies Required<FieldMessages<ProfileField>>;

/** Refusal codes that concern one field, so the field is marked too. */
const CODE_FIELDS: Partial<Record<number, [ProfileField, FormMessage]>> = {
  [ErrorCode.AgreementRequired]: ['agreement', 'agreement'],
  [ErrorCode.RegionEmpty]: ['province', 'province'],
  [ErrorCode.FileFormat]: ['avatar', 'avatar'],
};

/** The fields a refused save or application names: `issues` of a 1000, or the field of a known code. */
export function profileRefusal(res: Envelope<unknown>): Partial<Record<ProfileField, FormMessage>> {
  return refusedFields(res, PROFILE_FIELDS, CODE_FIELDS);
}

/** A failed save or application: the fields it names marked on the form; the translated reason. */
export function markRefusal(error: unknown, setError: UseFormSetError<ProfileValues>): string {
  if (!(error instanceof CallError)) return errorText(error);
  const fields = profileRefusal({ success: false, code: error.code, data: error.data });
  for (const [field, message] of Object.entries(fields))
    setError(field as ProfileField, { type: 'server', message });
  return error.message;
}
