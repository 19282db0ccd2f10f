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
  /** The database or Redis is unreachable for a moment (a restart, a failover): nothing changed, try again. */
  Unavailable: 1007,

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
  /** The anchor application was decided meanwhile (another admin, another tab): nothing changed. */
  ApplicationNotPending: 3030,
  /** The account is banned until `data.until` (ms) for `data.reason` (the console's restrictions). */
  AccountBannedUntil: 3031,
  /** A platform admin cannot restrict themselves or another platform admin. */
  CannotRestrictAdmin: 3032,

  // Chat, friends, groups, red envelopes (§8).
  MutedInRoom: 4001,
  SensitiveWords: 4002,
  MessageSendFailed: 4003,
  RejectedByPeer: 4004,
  DuplicateContent: 4005,
  SpeakingInterval: 4006,
  CannotSpeak: 4007,
  NotFriends: 4008,
  Blacklisted: 4009,
  SearchLimit: 4010,
  AddLimit: 4011,
  UserNotFound: 4012,
  GroupNotFound: 4013,
  GroupGone: 4014,
  GroupFull: 4015,
  InviteExpired: 4016,
  AdminLimit: 4017,
  FileFormat: 4018,
  MessageExpired: 4019,
  RedPacketExpired: 4020,
  RedPacketTakenOut: 4021,
  BalanceInsufficient: 4022,
  GoogleServicesMissing: 4023,
  CannotAddSelf: 4024,
  AlreadyFriends: 4025,
  PhraseLimit: 4026,
  ForwardLimit: 4027,
  NotInConversation: 4028,

  // Chat rooms and red envelopes (§4, §6, §8).
  /** The room blacklist holds the caller: it cannot join or write in this room's chat. */
  RoomBlacklisted: 4029,
  /** The target is the anchor, the caller, or a role not below the caller's. */
  CannotModerateUser: 4030,
  /** A room has at most ROOM_ADMINS_MAX admins and ROOM_ASSISTANTS_MAX small assistant. */
  RoomStaffLimit: 4031,
  /** Each user opens one envelope at most once; `data.amount` is what they got. */
  RedPacketAlreadyOpened: 4032,
  /** The envelope was sent in another room. */
  RedPacketOtherRoom: 4033,
  /** A mute "until the match ends" in a room that shows no live match. */
  MuteNeedsMatch: 4034,
  /** SendRoomMessage before JoinRoom (or after being taken out of the room). */
  NotInRoom: 4035,
  /** The sender is muted in this group (`data.muteEndTime`, ms). */
  MutedInGroup: 4036,
  /** The group is muted: only the owner and admins speak. */
  GroupMutedAll: 4037,
  /** The user is a member of the group already. */
  AlreadyInGroup: 4038,
  /** The group reviews joins: a reason is required (§5). */
  JoinReasonRequired: 4039,
  /** A request to join this group is waiting for review already. */
  GroupApplicationPending: 4040,
  /** The join request was answered already, or expired. */
  GroupApplicationHandled: 4041,
  /** The match has started, is over, or was abandoned: it can no longer be booked. */
  MatchNotBookable: 5001,
  /** A held booking kicks off within 2 hours; `data.conflicting` names it (ask to cancel, then `replace`). */
  ReservationInterval: 5002,
  /** Bookings of the other type are held; `data.blocking` names them (all must be cancelled first). */
  ReservationTypeConflict: 5003,
  /** The push token is not a subscription: not JSON, not https, keys of the wrong size, unknown push service. */
  SubscriptionInvalid: 6001,
  /** This subscription is registered to another account (the browser must subscribe anew). */
  SubscriptionOfOtherUser: 6002,
  /** The push would not fit the 4 KB a push service accepts. */
  PayloadTooLarge: 6003,

  // The anchor's space and the user centre (§2, §3, §5).
  /** A picture URL that is not a fresh upload of the caller to our storage, or one already in use. */
  PictureNotUploaded: 8001,
  /** The photo wall holds PHOTO_WALL_MAX photos already (protocol/space.ts). */
  PhotoWallFull: 8002,
  /** An anchor application from an account that is an anchor already. */
  AlreadyAnchor: 8003,
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
  1007: 'The service is briefly unavailable, please try again in a moment',
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
  3030: 'This application was already decided',
  3031: 'This account is banned',
  3032: 'A platform admin account cannot be restricted',
  4001: 'You are muted in this room',
  4002: 'The message contains sensitive words',
  4003: 'Message send failed',
  4004: 'The other party rejected your message',
  4005: 'Please do not send the same content again',
  4006: 'You can speak again in a few seconds',
  4007: 'You cannot speak right now',
  4008: 'You are not friends yet',
  4009: 'You are on the blacklist of this user',
  4010: 'Daily search limit reached',
  4011: 'Daily friend request limit reached',
  4012: 'User does not exist',
  4013: 'Group not found',
  4014: 'The group was dissolved or you left it',
  4015: 'The group is full',
  4016: 'The invite link has expired',
  4017: 'The group admin limit is reached',
  4018: 'File format not supported',
  4019: 'The message is too old for this action',
  4020: 'The red envelope has expired',
  4021: 'The red envelope was all taken',
  4022: 'Insufficient balance',
  4023: 'Google services not detected',
  4024: 'You cannot add yourself',
  4025: 'You are already friends',
  4026: 'At most 10 common phrases',
  4027: 'At most 50 forward targets',
  4028: 'You are not in this conversation',
  4029: 'You were removed from the chat of this room',
  4030: 'You cannot do this to the anchor, to yourself or to a moderator of your rank',
  4031: 'This room already has as many admins or assistants as it may have',
  4032: 'You already opened this red envelope',
  4033: 'This red envelope belongs to another room',
  4034: 'This room is not showing a live match: mute for 10, 30 or 60 minutes instead',
  4035: 'Enter the room before chatting',
  4036: 'You are muted in this group',
  4037: 'Only the owner and admins can speak while the group is muted',
  4038: 'Already a member of this group',
  4039: 'Please give a reason for joining',
  4040: 'Your request to join is waiting for review',
  4041: 'This request was already answered or has expired',
  5001: 'This match has already started or ended and can no longer be booked',
  5002: 'Booked matches must be more than 2 hours apart: cancel the earlier booking first',
  5003: 'Schedule and result bookings cannot be mixed: cancel all bookings of the other type first',
  6001: 'This push subscription is not valid',
  6002: 'This push subscription belongs to another account',
  6003: 'The notification is too long',
  8001: 'This picture was not uploaded here or is already used, please upload it again',
  8002: 'The photo wall is full, delete some photos first',
  8003: 'This account is already an anchor',
};
