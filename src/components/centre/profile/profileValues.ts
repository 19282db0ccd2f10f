import type { UserInfo } from '../../../../protocol/account';
import type { BirthdayValue, ProfileFieldValues } from '../../profile/profileFieldValues';

/**
 * What the profile forms hold while edited (the edit of /user/info/basic and the anchor
 * application): numbers stay text, the birthday may be unset. The forms' schemas
 * (./profileForms.ts) turn it into the request body.
 */
export interface ProfileValues extends ProfileFieldValues {
  /** The user agreement: asked by the application only. */
  agreement: boolean;
}

export type ProfileField = keyof ProfileValues;

/** 'YYYY-MM-DD' (how userInfo gives the birthday) as its parts, or null when it is not one. */
export function birthdayOf(text: string | null): BirthdayValue | null {
  const m = text ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(text) : null;
  return m ? { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) } : null;
}

/**
 * Whether the §3 anchor fields (height, weight, emotional status) are the user's: an anchor's, or
 * given with an application. A member who never applied edits the profile without them.
 */
export function hasAnchorProfile(user: Pick<UserInfo, 'role' | 'anchorStatus'>): boolean {
  return user.role === 'anchor' || user.anchorStatus !== 'none';
}

/** The form's values from the user's info (what the edit and the application start from). */
export function profileValuesOf(user: UserInfo): ProfileValues {
  return {
    nickname: user.nickname,
    avatar: user.avatar,
    birthday: birthdayOf(user.birthday),
    gender: user.gender,
    province: user.province,
    city: user.city,
    height: user.height === null ? '' : String(user.height),
    weight: user.weight === null ? '' : String(user.weight),
    emotion: user.emotion,
    hobbies: [...user.hobbies],
    profile: user.profile,
    agreement: false,
  };
}
