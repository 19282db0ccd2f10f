/**
 * The one table of error codes. The server answers `{ success: false, code, data }` with one of
 * these; the client turns the code into a translated message (src/i18n/errorMessages.ts).
 * 403, 2321 and 7898 are fixed by the specification (§4, §8); the rest are ours.
 */
export const ErrorCode = {
  /** Token missing, revoked or the account was disabled while logged in: log out, go to /login. */
  Forbidden: 403,
  /** Login expired or invalid: log out, go to /login. */
  LoginExpired: 2321,
  /** Region not accessible: the client adds and opens the /403 page once. */
  RegionForbidden: 7898,

  InvalidInput: 1000,
  BodyTooLarge: 1001,
  NotFound: 1002,
  TooManyRequests: 1003,
  Internal: 1004,
  LoginRequired: 1005,
  NoPermission: 1006,

  UsernameOrPasswordEmpty: 3001,
  WrongPassword: 3002,
  AnchorBanned: 3003,
  NotAnchorOrPending: 3004,
  AnchorNotRegistered: 3005,
  RegistrationUnderReview: 3006,
  RegistrationRejected: 3007,
  PhoneEmpty: 3008,
  UsernameExists: 3009,
  PhoneAlreadyAnchor: 3010,
  PasswordDiffersFromApp: 3011,
  AccountUnderReview: 3012,
  PhoneBoundToOther: 3013,
  PhoneRegisteredLogIn: 3014,
  PhoneMissingOrWrongPassword: 3015,
  WrongPhoneOrAreaCode: 3016,
  PermanentlyBanned: 3017,
  UsernameMissingOrWrongPassword: 3018,
  RegionEmpty: 3019,
  UsernameEmpty: 3020,
  AccountForbidden: 3022,
  ConfirmPasswordDiffers: 3023,
  SmsCodeWrong: 3024,
  CodeWrongOrExpired: 3025,
  SecurityCodeWrong: 3026,
  SecurityCodeRequired: 3027,
  AgreementRequired: 3028,
  SamePassword: 3029,
} as const;

export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Codes after which the client forgets the login and goes to /login (§4). */
export const LOGOUT_CODES: readonly number[] = [ErrorCode.Forbidden, ErrorCode.LoginExpired];

/** English messages the server puts in logs and in `data.message`; the UI shows its own translation. */
export const errorText: Record<ErrorCode, string> = {
  403: 'Your login is no longer valid',
  2321: 'Your login has expired, please log in again',
  7898: 'This service is not available in your region',
  1000: 'Some fields are not valid',
  1001: 'The request is too large',
  1002: 'Not found',
  1003: 'Too many requests, please try again later',
  1004: 'Something went wrong, please try again',
  1005: 'Please log in first',
  1006: 'You do not have permission to do this',
  3001: 'Username or password is empty',
  3002: 'Wrong login password',
  3003: 'This anchor account is banned, please contact support',
  3004: 'This account is not an anchor yet or is awaiting approval',
  3005: 'Anchor not registered',
  3006: 'Your registration is under review',
  3007: 'Your registration review was rejected',
  3008: 'Phone number is empty',
  3009: 'Username already exists',
  3010: 'This phone number is already an anchor',
  3011: 'The password differs from the one registered in the app',
  3012: 'This account is under review',
  3013: 'This phone number is bound to another account',
  3014: 'This phone number is already registered, please log in directly',
  3015: 'Phone number missing or wrong password',
  3016: 'Wrong phone number or area code',
  3017: 'This account is permanently banned',
  3018: 'Username missing or wrong password',
  3019: 'Region is empty',
  3020: 'Username is empty',
  3022: 'This account is forbidden to log in',
  3023: 'The two passwords differ',
  3024: 'Wrong SMS code',
  3025: 'Verification code wrong or expired',
  3026: 'Wrong security code, contact your superior admin if you lost it',
  3027: 'This account needs its security code',
  3028: 'Please accept the user agreement',
  3029: 'The new password must differ from the old one',
};
