import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import type { Envelope, FailureData } from '../../protocol/envelope';
import { ErrorCode } from '../../protocol/errors';
import { i18n } from './i18n';

export { networkErrorMessage } from './networkError';

/** Every code of protocol/errors.ts as a translated message (§8). */
const messages: Record<ErrorCode, MessageDescriptor> = {
  [ErrorCode.Forbidden]: msg`Your login is no longer valid, please log in again`,
  [ErrorCode.LoginExpired]: msg`Your login has expired, please log in again`,
  [ErrorCode.RegionForbidden]: msg`This service is not available in your region`,
  [ErrorCode.InvalidInput]: msg`Some fields are not valid`,
  [ErrorCode.BodyTooLarge]: msg`The file or request is too large`,
  [ErrorCode.NotFound]: msg`Not found`,
  [ErrorCode.TooManyRequests]: msg`Too many attempts, please try again later`,
  [ErrorCode.Internal]: msg`Something went wrong, please try again`,
  [ErrorCode.LoginRequired]: msg`Please log in first`,
  [ErrorCode.NoPermission]: msg`You do not have permission to do this`,
  [ErrorCode.Unavailable]: msg`The service is briefly unavailable, please try again in a moment`,
  [ErrorCode.UsernameOrPasswordEmpty]: msg`Username or password is empty`,
  [ErrorCode.WrongPassword]: msg`Wrong login password`,
  [ErrorCode.AnchorBanned]: msg`This anchor account is banned, please contact customer support`,
  [ErrorCode.NotAnchorOrPending]: msg`This account is not an anchor yet or is awaiting approval`,
  [ErrorCode.AnchorNotRegistered]: msg`Anchor not registered`,
  [ErrorCode.RegistrationUnderReview]: msg`Your registration is under review`,
  [ErrorCode.RegistrationRejected]: msg`Your registration review was rejected`,
  [ErrorCode.PhoneEmpty]: msg`Phone number is empty`,
  [ErrorCode.UsernameExists]: msg`This username already exists`,
  [ErrorCode.PhoneAlreadyAnchor]: msg`This phone number is already an anchor`,
  [ErrorCode.PasswordDiffersFromApp]: msg`The password differs from the one registered in the app`,
  [ErrorCode.AccountUnderReview]: msg`This account is under review`,
  [ErrorCode.PhoneBoundToOther]: msg`This phone number is bound to another account`,
  [ErrorCode.PhoneRegisteredLogIn]: msg`This phone number is already registered, please log in directly`,
  [ErrorCode.PhoneMissingOrWrongPassword]: msg`Phone number not registered or wrong password`,
  [ErrorCode.WrongPhoneOrAreaCode]: msg`Wrong phone number or area code`,
  [ErrorCode.PermanentlyBanned]: msg`This account is permanently banned`,
  [ErrorCode.UsernameMissingOrWrongPassword]: msg`Username not registered or wrong password`,
  [ErrorCode.RegionEmpty]: msg`Please choose your region`,
  [ErrorCode.UsernameEmpty]: msg`Username is empty`,
  [ErrorCode.AccountForbidden]: msg`This account is forbidden to log in`,
  [ErrorCode.ConfirmPasswordDiffers]: msg`The two passwords do not match`,
  [ErrorCode.SmsCodeWrong]: msg`Wrong SMS code`,
  [ErrorCode.CodeWrongOrExpired]: msg`Verification code wrong or expired`,
  [ErrorCode.SecurityCodeWrong]: msg`Wrong security code. If you lost it, contact your superior admin`,
  [ErrorCode.SecurityCodeRequired]: msg`This account needs its security code to log in`,
  [ErrorCode.AgreementRequired]: msg`Please read and accept the user agreement`,
  [ErrorCode.SamePassword]: msg`The new password must differ from the old one`,
  [ErrorCode.ApplicationNotPending]: msg`This application was already approved or rejected meanwhile. Nothing was changed; the list is up to date now.`,
  [ErrorCode.AccountBannedUntil]: msg`This account is banned`,
  [ErrorCode.CannotRestrictAdmin]: msg`A platform admin account cannot be restricted, and you cannot restrict yourself`,
  [ErrorCode.MutedInRoom]: msg`You are muted in this room`,
  [ErrorCode.SensitiveWords]: msg`The message contains sensitive words`,
  [ErrorCode.MessageSendFailed]: msg`Message send failed`,
  [ErrorCode.RejectedByPeer]: msg`The other party rejected your message`,
  [ErrorCode.DuplicateContent]: msg`Please do not send the same content again`,
  [ErrorCode.SpeakingInterval]: msg`You are sending messages too fast`,
  [ErrorCode.CannotSpeak]: msg`You cannot speak right now`,
  [ErrorCode.NotFriends]: msg`You are not friends yet, add them as a friend first`,
  [ErrorCode.Blacklisted]: msg`This user has blocked you, or you blocked them`,
  [ErrorCode.SearchLimit]: msg`You reached today's search limit, try again tomorrow`,
  [ErrorCode.AddLimit]: msg`You reached today's friend request limit, try again tomorrow`,
  [ErrorCode.UserNotFound]: msg`This user does not exist`,
  [ErrorCode.GroupNotFound]: msg`This group does not exist`,
  [ErrorCode.GroupGone]: msg`The group was dissolved or you left it`,
  [ErrorCode.GroupFull]: msg`The group is full`,
  [ErrorCode.InviteExpired]: msg`The invite link has expired`,
  [ErrorCode.AdminLimit]: msg`A group can have at most 50 admins`,
  [ErrorCode.MutedInGroup]: msg`You are muted in this group`,
  [ErrorCode.GroupMutedAll]: msg`Only the owner and admins can speak while the group is muted`,
  [ErrorCode.AlreadyInGroup]: msg`Already a member of this group`,
  [ErrorCode.JoinReasonRequired]: msg`Please give a reason for joining`,
  [ErrorCode.GroupApplicationPending]: msg`Your request to join is waiting for review`,
  [ErrorCode.GroupApplicationHandled]: msg`This request was already answered or has expired`,
  [ErrorCode.FileFormat]: msg`This file format is not supported`,
  [ErrorCode.MessageExpired]: msg`This message is too old to be revoked`,
  [ErrorCode.RedPacketExpired]: msg`This red envelope has expired`,
  [ErrorCode.RedPacketTakenOut]: msg`Too late: every share of this red envelope was taken`,
  [ErrorCode.BalanceInsufficient]: msg`Your balance is not enough`,
  [ErrorCode.GoogleServicesMissing]: msg`Google services were not detected on this device`,
  [ErrorCode.CannotAddSelf]: msg`You cannot add yourself as a friend`,
  [ErrorCode.AlreadyFriends]: msg`You are already friends`,
  [ErrorCode.PhraseLimit]: msg`You can keep at most 10 common phrases`,
  [ErrorCode.ForwardLimit]: msg`You can forward to at most 50 chats at once`,
  [ErrorCode.NotInConversation]: msg`You are not in this conversation`,
  [ErrorCode.RoomBlacklisted]: msg`You were removed from the chat of this room`,
  [ErrorCode.CannotModerateUser]: msg`You cannot do this to the anchor, to yourself or to a moderator of your rank`,
  [ErrorCode.RoomStaffLimit]: msg`This room already has as many admins or assistants as it may have`,
  [ErrorCode.RedPacketAlreadyOpened]: msg`You already opened this red envelope`,
  [ErrorCode.RedPacketOtherRoom]: msg`This red envelope belongs to another room`,
  [ErrorCode.MuteNeedsMatch]: msg`This room is not showing a live match: mute for 10, 30 or 60 minutes instead`,
  [ErrorCode.NotInRoom]: msg`Enter the room before chatting`,
  [ErrorCode.MatchNotBookable]: msg`This match has already started or ended and can no longer be booked`,
  [ErrorCode.ReservationInterval]: msg`Booked matches must be more than 2 hours apart. Cancel the earlier booking first.`,
  [ErrorCode.ReservationTypeConflict]: msg`Kickoff reminders and result alerts cannot be mixed. Cancel all bookings of the other kind first.`,
  [ErrorCode.SubscriptionInvalid]: msg`This browser's notification subscription is not valid. Turn notifications off and on again.`,
  [ErrorCode.SubscriptionOfOtherUser]: msg`This browser's notifications belong to another account. Turn notifications on again.`,
  [ErrorCode.PayloadTooLarge]: msg`The notification is too long`,
  [ErrorCode.PictureNotUploaded]: msg`This picture was not uploaded here or is already used. Please upload it again.`,
  [ErrorCode.PhotoWallFull]: msg`Your photo wall is full. Delete some photos first.`,
  [ErrorCode.AlreadyAnchor]: msg`You are already an anchor`,
};

/** Field rules named in `data.issues` of code 1000, per field. */
const fieldRules: Record<string, MessageDescriptor> = {
  username: msg`Username: 6-15 letters and digits, with at least one of each`,
  password: msg`Password: 6-15 letters and digits, with at least one of each`,
  newPassword: msg`New password: 6-15 letters and digits, with at least one of each`,
  birthday: msg`Please choose a valid birthday`,
  nickname: msg`Please enter a nickname`,
  avatar: msg`Please upload the avatar again`,
  code: msg`The SMS code has 6 digits`,
  phone: msg`Wrong phone number or area code`,
  raceType: msg`This match category does not exist`,
  pageSize: msg`This page size is not available`,
  keyword: msg`Search words: 1 to 50 characters`,
  description: msg`A photo description has at most 20 characters`,
  pictures: msg`A post has at most 9 pictures, each one once`,
  text: msg`The text is empty or too long`,
  ids: msg`The list changed meanwhile. Please reload it and try again.`,
  reason: msg`Please give a reason`,
  until: msg`Please choose an end date in the future`,
  restriction: msg`This account has no restriction in force`,
};

export function messageForCode(code: number): string {
  const descriptor = (messages as Partial<Record<number, MessageDescriptor>>)[code];
  return descriptor ? i18n._(descriptor) : i18n._(msg`Something went wrong (code ${code})`);
}

/** A login refused by a restriction of the platform console: until when, and why (issue 20). */
function restrictionText(code: number, data: { until?: number; reason?: string }): string | undefined {
  if (
    code !== ErrorCode.AccountBannedUntil &&
    code !== ErrorCode.AccountForbidden &&
    code !== ErrorCode.PermanentlyBanned
  )
    return undefined;
  if (data.until === undefined && !data.reason) return undefined;
  const until = data.until ? new Date(data.until).toLocaleString(i18n.locales ?? i18n.locale) : '';
  const reason = data.reason ?? '';
  if (code === ErrorCode.AccountBannedUntil)
    return reason
      ? i18n._(msg`This account is banned until ${until}. Reason: ${reason}`)
      : i18n._(msg`This account is banned until ${until}`);
  if (code === ErrorCode.AccountForbidden && until)
    return reason
      ? i18n._(msg`This account may not log in until ${until}. Reason: ${reason}`)
      : i18n._(msg`This account may not log in until ${until}`);
  if (code === ErrorCode.AccountForbidden)
    return i18n._(msg`This account is forbidden to log in. Reason: ${reason}`);
  return i18n._(msg`This account is permanently banned. Reason: ${reason}`);
}

/** The translated message for a refused call, naming the first bad field when the server said which. */
/** Refusals whose data carries a detail worth showing: the end of a mute, the speaking interval. */
function detailed(
  code: number,
  data: FailureData & { interval?: number; reason?: string },
): string | undefined {
  const restriction = restrictionText(code, data);
  if (restriction) return restriction;
  if (code === ErrorCode.MutedInRoom && data.until) {
    const until = new Date(data.until).toLocaleString(i18n.locales ?? i18n.locale);
    return i18n._(msg`You are muted in this room until ${until}`);
  }
  if (code === ErrorCode.SpeakingInterval && data.interval) {
    const interval = data.interval;
    return i18n._(msg`You can send a message every ${interval} seconds`);
  }
  return undefined;
}

export function messageFor(envelope: Envelope<unknown>): string {
  const data = (envelope.data ?? {}) as FailureData & { interval?: number };
  const detail = detailed(envelope.code, data);
  if (detail) return detail;
  if (envelope.code === ErrorCode.InvalidInput) {
    const issues = (envelope.data as FailureData | undefined)?.issues ?? [];
    if (issues.some((i) => i.rule === 'markup')) return i18n._(msg`Text fields may not contain HTML tags`);
    for (const issue of issues) {
      const rule = fieldRules[issue.path.split('.')[0] ?? ''];
      if (rule) return i18n._(rule);
    }
  }
  return messageForCode(envelope.code);
}
