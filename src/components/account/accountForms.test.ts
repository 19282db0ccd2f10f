import { describe, expect, it } from 'vitest';

import {
  CHANGE_PASSWORD_FIELDS,
  CHANGE_PHONE_FIELDS,
  changePasswordForm,
  changePhoneForm,
  LOGIN_FIELDS,
  loginForm,
  type LoginValues,
  RESET_FIELDS,
  resetPasswordForm,
} from './accountForms';
import { formResolver } from './formResolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

/** The message key of each field the resolver refuses, or the body it gives. */
async function resolve<V extends object>(
  resolver: (v: V, c: undefined, o: typeof OPTIONS) => unknown,
  values: V,
) {
  const result = (await resolver(values, undefined, OPTIONS)) as {
    values: unknown;
    errors: Record<string, { message?: string }>;
  };
  const errors = Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, e.message]));
  return { body: result.values, errors };
}

const LOGIN: LoginValues = {
  username: '',
  password: '',
  areaCode: '86',
  phone: '',
  code: '',
  securityCode: '',
};
const login = (mode: 'password' | 'phone', needSecurity = false) =>
  formResolver(loginForm(mode, needSecurity), LOGIN_FIELDS);

describe('login form', () => {
  it('asks for the username and the password', async () => {
    expect((await resolve(login('password'), { ...LOGIN, username: '  ' })).errors).toEqual({
      username: 'loginUsername',
      password: 'loginPassword',
    });
  });

  it('sends the username trimmed, and the security code only once asked for', async () => {
    const values = { ...LOGIN, username: ' anchor01 ', password: 'demo1234', securityCode: '123456' };
    expect((await resolve(login('password'), values)).body).toEqual({
      username: 'anchor01',
      password: 'demo1234',
      securityCode: undefined,
    });
    expect((await resolve(login('password', true), values)).body).toMatchObject({ securityCode: '123456' });
    expect((await resolve(login('password', true), { ...values, securityCode: '12345' })).errors).toEqual({
      securityCode: 'securityCode',
    });
  });

  it('checks the phone (empty, then the pattern of its area code) and the 6-digit SMS code', async () => {
    expect((await resolve(login('phone'), { ...LOGIN, code: '12' })).errors).toEqual({
      phone: 'phoneEmpty',
      code: 'code',
    });
    expect(
      (await resolve(login('phone'), { ...LOGIN, phone: '23800000000', code: '123456' })).errors,
    ).toEqual({
      phone: 'phoneWrong',
    });
    const ok = await resolve(login('phone'), { ...LOGIN, areaCode: '65', phone: '81234567', code: '123456' });
    expect(ok.body).toEqual({ areaCode: '65', phone: '81234567', code: '123456', securityCode: undefined });
  });
});

describe('reset and modify password, modify phone', () => {
  const reset = formResolver(resetPasswordForm, RESET_FIELDS);
  const values = {
    areaCode: '86',
    phone: '13800000001',
    code: '123456',
    newPassword: 'abc123',
    confirmPassword: 'abc123',
  };

  it('resets with a 6-15 letters-and-digits password confirmed', async () => {
    expect((await resolve(reset, values)).errors).toEqual({});
    expect(
      (await resolve(reset, { ...values, phone: '', code: '1', newPassword: 'abcdef', confirmPassword: '' }))
        .errors,
    ).toEqual({
      phone: 'phoneEmpty',
      code: 'code',
      newPassword: 'credential',
      confirmPassword: 'confirmEmpty',
    });
    expect((await resolve(reset, { ...values, confirmPassword: 'abc124' })).errors).toEqual({
      confirmPassword: 'confirmPassword',
    });
  });

  it('modifies the password: the current one given, the new one valid and confirmed', async () => {
    const change = formResolver(changePasswordForm, CHANGE_PASSWORD_FIELDS);
    expect(
      (await resolve(change, { oldPassword: '', newPassword: 'short', confirmPassword: 'other' })).errors,
    ).toEqual({
      oldPassword: 'currentPassword',
      newPassword: 'credential',
      confirmPassword: 'confirmPassword',
    });
    expect(
      (
        await resolve(change, {
          oldPassword: 'demo1234',
          newPassword: 'new12345',
          confirmPassword: 'new12345',
        })
      ).body,
    ).toEqual({ oldPassword: 'demo1234', newPassword: 'new12345', confirmPassword: 'new12345' });
  });

  it('modifies the phone: a number of its area code and the 6-digit code', async () => {
    const change = formResolver(changePhoneForm, CHANGE_PHONE_FIELDS);
    expect((await resolve(change, { areaCode: '86', phone: '', code: '' })).errors).toEqual({
      phone: 'phoneWrong',
      code: 'code',
    });
    expect((await resolve(change, { areaCode: '852', phone: '21234567', code: '123456' })).errors).toEqual({
      phone: 'phoneWrong',
    });
  });
});
