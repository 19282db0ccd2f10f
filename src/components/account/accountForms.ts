import {
  changePasswordRequest,
  changePhoneRequest,
  passwordLoginRequest,
  phoneLoginRequest,
  resetPasswordRequest,
} from '../../../protocol/account';
import { isValidCredential, isValidPhone } from '../../../protocol/rules';
import { z } from '../../../protocol/zodClient';
import { type FieldMessages, type FormMessage, says } from './formMessages';

/**
 * The account forms (§2, §5) as zod schemas: the fields of the protocol's request schemas
 * (protocol/account.ts) with the checks of the form on top, each naming its message (a key of
 * FORM_MESSAGES). What a schema gives on success is the request body.
 */

const issue = (ctx: z.RefinementCtx, path: string, message: FormMessage) =>
  ctx.addIssue({ code: 'custom', path: [path], message });

/** The number of a phone field matches its area code (§5); an empty one has its own message. */
function checkPhone(v: { areaCode: string; phone: string }, ctx: z.RefinementCtx) {
  if (v.phone && !isValidPhone(v.areaCode, v.phone)) issue(ctx, 'phone', 'phoneWrong');
}

/** A credential of §5: 6-15 letters and digits with at least one of each. */
const credential = (field: z.ZodString, message: FormMessage) =>
  field.refine(isValidCredential, says(message));

const login = { password: passwordLoginRequest.shape, phone: phoneLoginRequest.shape };

/** The security code the server asked for (6 digits), else none. */
const securityCodeField = (needed: boolean) =>
  needed ? login.password.securityCode.unwrap() : z.string().transform(() => undefined);

/** /login with the account's username (or phone) and password. */
export const passwordLoginForm = (needSecurity: boolean) =>
  z.object({
    username: login.password.username.trim().min(1, says('loginUsername')),
    password: login.password.password.min(1, says('loginPassword')),
    securityCode: securityCodeField(needSecurity),
  });

/** /login with a phone number and the SMS code sent to it. */
export const phoneLoginForm = (needSecurity: boolean) =>
  z
    .object({
      areaCode: login.phone.areaCode,
      phone: login.phone.phone.min(1, says('phoneEmpty')),
      code: login.phone.code,
      securityCode: securityCodeField(needSecurity),
    })
    .superRefine(checkPhone);

/** The login page's form: both tabs share it, each checks its own fields. */
export const loginForm = (mode: 'password' | 'phone', needSecurity: boolean) =>
  mode === 'password' ? passwordLoginForm(needSecurity) : phoneLoginForm(needSecurity);
export type LoginValues = z.input<ReturnType<typeof passwordLoginForm>> &
  z.input<ReturnType<typeof phoneLoginForm>>;
export type LoginBody = z.output<ReturnType<typeof loginForm>>;

export const LOGIN_FIELDS = {
  username: 'loginUsername',
  password: 'loginPassword',
  areaCode: 'phoneWrong',
  phone: 'phoneWrong',
  code: 'code',
  securityCode: 'securityCode',
} as const satisfies FieldMessages;

const reset = resetPasswordRequest.shape;

/** /forget: phone, SMS code, the new password twice. */
export const resetPasswordForm = z
  .object({
    areaCode: reset.areaCode,
    phone: reset.phone.min(1, says('phoneEmpty')),
    code: reset.code,
    newPassword: credential(reset.newPassword, 'credential'),
    confirmPassword: reset.confirmPassword.min(1, says('confirmEmpty')),
  })
  .superRefine((v, ctx) => {
    checkPhone(v, ctx);
    if (v.confirmPassword && v.confirmPassword !== v.newPassword)
      issue(ctx, 'confirmPassword', 'confirmPassword');
  });

export const RESET_FIELDS = {
  areaCode: 'phoneWrong',
  phone: 'phoneWrong',
  code: 'code',
  newPassword: 'credential',
  confirmPassword: 'confirmPassword',
} as const satisfies FieldMessages;

const change = changePasswordRequest.shape;

/** Modify password: the current one, the new one twice. */
export const changePasswordForm = z
  .object({
    oldPassword: change.oldPassword.min(1, says('currentPassword')),
    newPassword: credential(change.newPassword, 'credential'),
    confirmPassword: change.confirmPassword,
  })
  .superRefine((v, ctx) => {
    if (v.confirmPassword !== v.newPassword) issue(ctx, 'confirmPassword', 'confirmPassword');
  });

export const CHANGE_PASSWORD_FIELDS = {
  oldPassword: 'currentPassword',
  newPassword: 'credential',
  confirmPassword: 'confirmPassword',
} as const satisfies FieldMessages;

/** Modify phone: the new number (of its area code's pattern) and the SMS code sent to it. */
export const changePhoneForm = changePhoneRequest.superRefine((v, ctx) => {
  if (!isValidPhone(v.areaCode, v.phone)) issue(ctx, 'phone', 'phoneWrong');
});

export const CHANGE_PHONE_FIELDS = {
  areaCode: 'phoneWrong',
  phone: 'phoneWrong',
  code: 'code',
} as const satisfies FieldMessages;
