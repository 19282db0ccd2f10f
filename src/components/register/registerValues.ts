import type { EMOTIONS, GENDERS } from '../../../protocol/account';

export type Gender = (typeof GENDERS)[number];
export type Emotion = (typeof EMOTIONS)[number];

export interface BirthdayValue {
  year: number;
  month: number;
  day: number;
}

/**
 * What the form holds while it is edited: numbers stay text, the birthday may be unset. The form's
 * schema (validateRegister.ts) turns it into the `register` body.
 */
export interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  areaCode: string;
  phone: string;
  code: string;
  agreement: boolean;
  nickname: string;
  birthday: BirthdayValue | null;
  gender: Gender;
  province: string;
  city: string;
  height: string;
  weight: string;
  emotion: Emotion | null;
  hobbies: string[];
  profile: string;
  avatar: string | null;
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
