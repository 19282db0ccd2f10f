import type { MessageDescriptor } from '@lingui/core';

import type { EMOTIONS, GENDERS, RegisterRequest } from '../../../protocol/account';

export type Gender = (typeof GENDERS)[number];
export type Emotion = (typeof EMOTIONS)[number];

export interface BirthdayValue {
  year: number;
  month: number;
  day: number;
}

/** What the form holds while it is edited: numbers stay text until submit, the birthday may be unset. */
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
/** Messages are kept as descriptors so they follow a language switch. */
export type RegisterErrors = Partial<Record<RegisterField, MessageDescriptor>>;

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

function optionalInt(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/** The body of the `register` call (validated values only). */
export function toRequest(v: RegisterValues): RegisterRequest {
  return {
    username: v.username,
    password: v.password,
    confirmPassword: v.confirmPassword,
    areaCode: v.areaCode,
    phone: v.phone,
    code: v.code,
    agreement: v.agreement,
    nickname: v.nickname.trim(),
    birthday: v.birthday ?? { year: 0, month: 0, day: 0 },
    gender: v.gender,
    province: v.province.trim(),
    city: v.city.trim(),
    height: optionalInt(v.height),
    weight: optionalInt(v.weight),
    emotion: v.emotion,
    hobbies: v.hobbies,
    profile: v.profile,
    avatar: v.avatar,
  };
}
