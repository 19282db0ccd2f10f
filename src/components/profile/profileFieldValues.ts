import type { EMOTIONS, GENDERS } from '../../../protocol/account';

export type Gender = (typeof GENDERS)[number];
export type Emotion = (typeof EMOTIONS)[number];

export interface BirthdayValue {
  year: number;
  month: number;
  day: number;
}

/**
 * The fields of §3's profile as every form that asks them holds them while edited (registration,
 * the profile edit, the anchor application): numbers stay text, the birthday may be unset.
 */
export interface ProfileFieldValues {
  nickname: string;
  avatar: string | null;
  birthday: BirthdayValue | null;
  gender: Gender;
  province: string;
  city: string;
  height: string;
  weight: string;
  emotion: Emotion | null;
  hobbies: string[];
  profile: string;
}
