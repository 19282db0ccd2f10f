import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { formResolver } from '../account/formResolver';
import { EMPTY_VALUES, type RegisterValues } from './registerValues';
import { REGISTER_FIELDS, registerForm, registerRefusal } from './validateRegister';

const VALID: RegisterValues = {
  ...EMPTY_VALUES,
  username: 'anchor77',
  password: 'secret123',
  confirmPassword: 'secret123',
  phone: '13912345678',
  code: '123456',
  agreement: true,
  nickname: ' Evening Star ',
  birthday: { year: 1996, month: 5, day: 15 },
  gender: 'female',
  province: 'Guangdong',
  city: 'Guangzhou',
  height: '170',
  hobbies: ['Football'],
};

/** The message key of each field the form refuses, and the body it sends when none. */
async function check(values: Partial<RegisterValues>, usernameTaken = false) {
  const resolver = formResolver(registerForm(usernameTaken), REGISTER_FIELDS);
  const result = await resolver({ ...VALID, ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  const errors = Object.fromEntries(Object.entries(result.errors).map(([k, e]) => [k, e?.message]));
  return { body: result.values, errors };
}

describe('anchor registration form (§5)', () => {
  it('gives the register body: text trimmed, numbers as numbers, optional ones null', async () => {
    const { body, errors } = await check({});
    expect(errors).toEqual({});
    expect(body).toMatchObject({
      username: 'anchor77',
      nickname: 'Evening Star',
      birthday: { year: 1996, month: 5, day: 15 },
      height: 170,
      weight: null,
      emotion: null,
      agreement: true,
    });
  });

  it('shows every rule of an empty form at once, each with its own message', async () => {
    expect((await check(EMPTY_VALUES)).errors).toEqual({
      username: 'username',
      password: 'password',
      confirmPassword: 'confirmPassword',
      phone: 'phoneEmpty',
      code: 'code',
      agreement: 'agreement',
      nickname: 'nickname',
      birthday: 'birthday',
      province: 'province',
      city: 'city',
    });
  });

  it('checks credentials, the confirmation, the phone of its area code and a taken username', async () => {
    expect((await check({ username: 'abcdef', password: '123456' })).errors).toEqual({
      username: 'username',
      password: 'password',
      confirmPassword: 'confirmPassword',
    });
    expect((await check({ phone: '23912345678' })).errors).toEqual({ phone: 'phoneWrong' });
    expect((await check({}, true)).errors).toEqual({ username: 'usernameTaken' });
  });

  it('checks the nickname length, a real birthday, height and weight ranges, hobbies and profile', async () => {
    expect(
      (
        await check({
          nickname: 'n'.repeat(21),
          birthday: { year: 2001, month: 2, day: 29 },
          height: '99',
          weight: '70.5',
          hobbies: Array.from({ length: 11 }, (_, i) => `hobby${i}`),
          profile: 'p'.repeat(201),
        })
      ).errors,
    ).toEqual({
      nickname: 'nicknameLong',
      birthday: 'birthdayInvalid',
      height: 'height',
      weight: 'weight',
      hobbies: 'hobbies',
      profile: 'profile',
    });
  });

  it('refuses markup in the plain text fields (the rule of the protocol)', async () => {
    expect((await check({ city: '<b>Guangzhou</b>' })).errors).toEqual({ city: 'markup' });
  });

  it('puts the refusals of the server on their fields', () => {
    const invalid = {
      success: false,
      code: ErrorCode.InvalidInput,
      data: { message: 'invalid', issues: [{ path: 'birthday.year', rule: 'too_small' }] },
    };
    expect(registerRefusal(invalid)).toEqual({ birthday: 'birthdayInvalid' });
    expect(registerRefusal({ success: false, code: ErrorCode.UsernameExists, data: null })).toEqual({
      username: 'usernameTaken',
    });
    expect(registerRefusal({ success: false, code: ErrorCode.SmsCodeWrong, data: null })).toEqual({
      code: 'codeWrong',
    });
  });
});
