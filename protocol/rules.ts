/** Validation rules and limits of §5 and §9, shared by the form checks and the server. */

export const USERNAME_MIN = 6;
export const USERNAME_MAX = 15;
/** 6-15 letters and digits with at least one letter and one digit (§5). Same rule for passwords. */
export const CREDENTIAL_PATTERN = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,15}$/;

export function isValidCredential(value: string): boolean {
  return CREDENTIAL_PATTERN.test(value);
}

/** Phone patterns per country code, exactly as §5. */
export const PHONE_PATTERNS: Record<string, RegExp> = {
  '86': /^1\d{10}$/,
  '852': /^[2-9]\d{9}$/,
  '853': /^6[68]\d{5,6}$/,
  '60': /^\d{9,10}$/,
  '65': /^[89]\d{7}$/,
  '63': /^\d{10}$/,
  '886': /^\d{10}$/,
  '84': /^\d{9,10}$/,
  '55': /^\d{11}$/,
  '62': /^\d{11}$/,
  '91': /^\d{10}$/,
};
export const AREA_CODES = Object.keys(PHONE_PATTERNS);

export function isValidPhone(areaCode: string, phone: string): boolean {
  const pattern = PHONE_PATTERNS[areaCode];
  return pattern !== undefined && pattern.test(phone);
}

/** A birthday is a real calendar date, not in the future and not before 1900. */
export function isValidBirthday(year: number, month: number, day: number, today = new Date()): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false;
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

export const SMS_CODE_LENGTH = 6;
export const SMS_CODE_PATTERN = /^\d{6}$/;
/** An SMS code stays valid this long. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Cooldown before the same phone may ask for another code. */
export const SMS_RESEND_MS = 60_000;
export const SMS_PER_PHONE_PER_HOUR = 5;
export const SMS_PER_IP_PER_HOUR = 20;
export const LOGIN_PER_IP_PER_MINUTE = 20;
export const LOGIN_FAILS_PER_ACCOUNT_PER_15_MIN = 10;

export const AVATAR_MAX_BYTES = 30 * 1024 * 1024;
export const NICKNAME_MAX = 20;
export const PROFILE_MAX = 200;
export const HOBBY_MAX = 10;
export const HOBBY_TEXT_MAX = 20;
export const HEIGHT_RANGE = [100, 250] as const;
export const WEIGHT_RANGE = [30, 200] as const;

/** Image cropper defaults of §5. */
export const CROPPER_DEFAULTS = {
  outputSize: 1,
  outputType: 'jpeg',
  maxImgSize: 2000,
  minCropSize: 10,
  fixedRatio: [1, 1] as const,
} as const;
export const UPLOAD_FIELD_NAME = 'file';

export const REQUEST_TIMEOUT_MS = 15_000;
export const CONFIG_POLL_MS = 60_000;
export const IM_MSG_TIMEOUT_DEFAULT = 7;
export const DEVICE_HASH_DELAY_MS = 500;
export const LOGOUT_RELOAD_MS = 20;
