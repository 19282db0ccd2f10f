import type { UserInfo } from '../../../protocol/account';
import { isLanguage } from '../../../protocol/language';
import type { UserRow } from '../../http/auth';

export function maskPhone(phone: string): string {
  return phone.length > 6 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;
}

/** The user as the client sees it (§3 user info): never the password hash or security code. */
export function presentUser(user: UserRow): UserInfo {
  return {
    uid: String(user.id),
    appNumber: user.appNumber,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    areaCode: user.areaCode,
    phone: maskPhone(user.phone),
    role: user.role,
    anchorStatus: user.anchorStatus,
    languageType: isLanguage(user.languageType) ? user.languageType : null,
    gender: user.gender,
    birthday: user.birthday,
    province: user.province,
    city: user.city,
    height: user.height,
    weight: user.weight,
    emotion: user.emotion,
    hobbies: user.hobbies,
    profile: user.profile,
  };
}
