import { z } from 'zod';

import { birthdaySchema, EMOTIONS, GENDERS, userInfoSchema } from './account';
import { APPLY_STATES, type ApplyDetails, PROFILE_FIELDS } from './profile';
import { profileEndpoints as e } from './profileEndpoints';
import { HEIGHT_RANGE, HOBBY_MAX, HOBBY_TEXT_MAX, NICKNAME_MAX, PROFILE_MAX, WEIGHT_RANGE } from './rules';

// The schemas of the profile and application calls; the states are in protocol/profile.ts.

const MARKUP = /<[a-z!/?]/i;
/** Plain text (shown as text, never as HTML), as the registration form's fields. */
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !MARKUP.test(s), { message: 'markup' });

/** The §3 anchor profile fields, with the registration form's rules (protocol/account.ts). */
const fields = {
  nickname: plain(NICKNAME_MAX).pipe(z.string().min(1)),
  /** A picture of our storage (the signed upload flow, type `avatar`) uploaded by the caller, or null. */
  avatar: z.string().min(1).max(500).nullable(),
  gender: z.enum(GENDERS),
  birthday: birthdaySchema,
  province: plain(30),
  city: plain(30),
  height: z.number().int().min(HEIGHT_RANGE[0]).max(HEIGHT_RANGE[1]).nullable(),
  weight: z.number().int().min(WEIGHT_RANGE[0]).max(WEIGHT_RANGE[1]).nullable(),
  emotion: z.enum(EMOTIONS).nullable(),
  hobbies: z.array(plain(HOBBY_TEXT_MAX).pipe(z.string().min(1))).max(HOBBY_MAX),
  profile: plain(PROFILE_MAX),
};

/** Any of the fields, at least one; a field left out keeps its value. */
export const editProfileRequest = z
  .strictObject(fields)
  .partial()
  .refine((v) => PROFILE_FIELDS.some((f) => v[f] !== undefined), { message: 'empty' });

/**
 * What registration asks of an anchor that a member's account may lack: birthday and region are
 * required (§5), the rest as on the form; the nickname only when it is to change.
 */
export const anchorApplyRequest = z.strictObject({
  ...fields,
  nickname: fields.nickname.optional(),
  avatar: fields.avatar.default(null),
  height: fields.height.default(null),
  weight: fields.weight.default(null),
  emotion: fields.emotion.default(null),
  hobbies: fields.hobbies.default([]),
  profile: fields.profile.default(''),
  agreement: z.boolean(),
});

export const applyDetailsSchema = z.object({
  status: z.enum(APPLY_STATES),
  reason: z.string().nullable(),
  appliedAt: z.number().nullable(),
  reviewedAt: z.number().nullable(),
}) satisfies z.ZodType<ApplyDetails>;

/** Summaries and schemas of the calls of protocol/profileEndpoints.ts, spread into protocol/api.ts. */
export const profileApi = {
  editProfile: {
    ...e.editProfile,
    summary: 'Change my avatar, nickname and profile fields',
    request: editProfileRequest,
    response: userInfoSchema,
  },
  anchorApplyFor: {
    ...e.anchorApplyFor,
    summary: 'A member applies to become an anchor, with the fields registration asks',
    request: anchorApplyRequest,
    response: applyDetailsSchema,
  },
  anchorApplyForDetails: {
    ...e.anchorApplyForDetails,
    summary: 'Where my anchor application stands: none, under review, rejected with the reason, approved',
    request: z.strictObject({}),
    response: applyDetailsSchema,
  },
} as const;
