import type { ProfileFieldValues } from '../profile/profileFieldValues';

/**
 * What the form holds while it is edited: numbers stay text, the birthday may be unset. The form's
 * schema (validateRegister.ts) turns it into the `register` body.
 */
export interface RegisterValues extends ProfileFieldValues {
  username: string;
  password: string;
  confirmPassword: string;
  areaCode: string;
  phone: string;
  code: string;
  agreement: boolean;
}

export type RegisterField = keyof RegisterValues;

export const EMPTY_VALUES: RegisterValues = {
  username: '',
  password: '',
  confirmPassword: '',
  areaCode: '86',
  phone: '',
  code: '',
  agreement: false,
  nickname: '',
  birthday: null,
  gender: 'secret',
  province: '',
  city: '',
  height: '',
  weight: '',
  emotion: null,
  hobbies: [],
  profile: '',
  avatar: null,
};
