import { z } from 'zod';

import { LANGUAGES } from './language';
import {
  AREA_CODES,
  CREDENTIAL_PATTERN,
  HEIGHT_RANGE,
  HOBBY_MAX,
  HOBBY_TEXT_MAX,
  NICKNAME_MAX,
  PROFILE_MAX,
  SMS_CODE_PATTERN,
  WEIGHT_RANGE,
} from './rules';

/** Schemas of the account calls of §7 (paths in protocol/api.ts). Unknown fields are refused. */

const credential = z.string().max(64);
/** Plain text fields refuse markup: a profile is shown as text, never as HTML. */
const MARKUP = /<[a-z!/?]/i;
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !MARKUP.test(s), { message: 'markup' });
const areaCode = z.enum(AREA_CODES as [string, ...string[]]);
/** Digits only; emptiness and the per-country pattern are checked by the service with their own codes. */
const phone = z.string().regex(/^\d{0,15}$/);
const smsCode = z.string().regex(SMS_CODE_PATTERN);
const securityCode = z
  .string()
  .regex(/^\d{6}$/)
  .optional();

export const ANCHOR_STATUSES = ['none', 'pending', 'approved', 'rejected', 'banned', 'permaBanned'] as const;
export type AnchorStatus = (typeof ANCHOR_STATUSES)[number];
export const ROLES = ['viewer', 'anchor', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const GENDERS = ['male', 'female', 'secret'] as const;
export const EMOTIONS = ['single', 'inLove'] as const;
export const SMS_PURPOSES = ['login', 'register', 'reset', 'changePhone'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

export const passwordLoginRequest = z.strictObject({
  username: credential,
  password: credential,
  securityCode,
});
export const phoneLoginRequest = z.strictObject({ areaCode, phone, code: smsCode, securityCode });
export const codeTokenResponse = z.object({ codeToken: z.string(), expiresInMs: z.number() });
export const phoneCodeRequest = z.strictObject({
  areaCode,
  phone,
  purpose: z.enum(SMS_PURPOSES),
  codeToken: z.string().min(1).max(512),
});
export const phoneCodeResponse = z.object({ resendAfterMs: z.number() });

export const birthdaySchema = z.strictObject({
  year: z.number().int(),
  month: z.number().int(),
  day: z.number().int(),
});

export const registerRequest = z.strictObject({
  username: credential,
  password: credential,
  confirmPassword: credential,
  areaCode,
  phone,
  code: smsCode,
  agreement: z.boolean(),
  nickname: plain(NICKNAME_MAX).pipe(z.string().min(1)),
  birthday: birthdaySchema,
  gender: z.enum(GENDERS),
  province: plain(30),
  city: plain(30),
  height: z.number().int().min(HEIGHT_RANGE[0]).max(HEIGHT_RANGE[1]).nullable(),
  weight: z.number().int().min(WEIGHT_RANGE[0]).max(WEIGHT_RANGE[1]).nullable(),
  emotion: z.enum(EMOTIONS).nullable(),
  hobbies: z.array(plain(HOBBY_TEXT_MAX).pipe(z.string().min(1))).max(HOBBY_MAX),
  profile: plain(PROFILE_MAX),
  avatar: z.string().max(500).nullable(),
});
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerResponse = z.object({ status: z.enum(ANCHOR_STATUSES) });

export const checkUsernameRequest = z.strictObject({ username: credential });
export const checkUsernameResponse = z.object({ available: z.boolean() });

export const changePasswordRequest = z.strictObject({
  oldPassword: credential,
  newPassword: credential,
  confirmPassword: credential,
});
export const resetPasswordRequest = z.strictObject({
  areaCode,
  phone,
  code: smsCode,
  newPassword: credential,
  confirmPassword: credential,
});
export const changePhoneRequest = z.strictObject({ areaCode, phone, code: smsCode });

export const userInfoSchema = z.object({
  uid: z.string(),
  appNumber: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  areaCode: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  anchorStatus: z.enum(ANCHOR_STATUSES),
  languageType: z.enum(LANGUAGES).nullable(),
  gender: z.enum(GENDERS),
  birthday: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  emotion: z.enum(EMOTIONS).nullable(),
  hobbies: z.array(z.string()),
  profile: z.string(),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

export const loginResponse = z.object({ token: z.string(), userInfo: userInfoSchema });
export type LoginResponse = z.infer<typeof loginResponse>;

export const tokenInfoResponse = z.object({
  uid: z.string(),
  expiresAt: z.number(),
  createdAt: z.number(),
});
export const usefulTokenResponse = z.object({ useful: z.boolean() });
export const setLanguageRequest = z.strictObject({ languageType: z.enum(LANGUAGES) });

export { CREDENTIAL_PATTERN };
