/**
 * Group chats (§1, §3 Group, §4 group applications and mutes, §5, §6, §9), without zod: the page
 * imports this; protocol/group.ts adds the schemas and re-exports it. A group's conversation is a
 * "super group" session (SessionType.SuperGroup, read diffusion): one seq per group, one read
 * cursor per member, no row per member per message.
 */
import { GroupRole } from './imConstants';

export { GroupRole };
export type GroupRole = (typeof GroupRole)[keyof typeof GroupRole];

/** The conversation of group `groupID` (a decimal id). */
export function groupConversationId(groupID: string): string {
  return `sg_${groupID}`;
}
/** The group of a group conversation id, or undefined for any other conversation. */
export function groupIdOf(conversationID: string): string | undefined {
  const m = /^sg_([1-9]\d{0,9})$/.exec(conversationID);
  return m ? m[1] : undefined;
}

export const GROUP_NAME_MAX = 30;
export const GROUP_NOTICE_MAX = 500;
export const GROUP_NICKNAME_MAX = 20;
/** §5: a join reason is required when applying to a group. */
export const GROUP_JOIN_REASON_MAX = 100;
export const GROUP_EXIT_TEXT_MAX = 100;
/** §5, §9: group administrators at most 50. */
export const GROUP_ADMINS_MAX = 50;
/** Default group size cap (configurable on the server: GROUP_MEMBERS_MAX). */
export const GROUP_MEMBERS_MAX_DEFAULT = 2000;
/** Friends picked when creating a group, or invited in one call. */
export const GROUP_INVITE_BATCH_MAX = 100;
/** A join request waits this long for review, then expires (§4). */
export const GROUP_APPLICATION_TTL_MS = 7 * 24 * 3600_000;

/** §4, §9 group mutes, in seconds: 1 hour, 12 hours, 1 day, 7 days, 30 days. */
export const GROUP_MUTE_SECONDS = [3600, 12 * 3600, 24 * 3600, 7 * 24 * 3600, 30 * 24 * 3600] as const;
export type GroupMuteSeconds = (typeof GROUP_MUTE_SECONDS)[number];

/**
 * What an admin may do (§6 "per-admin permission sets"); the owner may do all of it and more
 * (appoint and revoke admins, transfer, dismiss, mute everyone, clear all messages).
 */
export const GROUP_PERMISSIONS = [
  'editInfo',
  'notice',
  'mute',
  'remove',
  'reviewJoins',
  'deleteMessages',
  'invite',
] as const;
export type GroupPermission = (typeof GROUP_PERMISSIONS)[number];
/** The set a new admin gets unless the owner picks another. */
export const DEFAULT_ADMIN_PERMISSIONS: readonly GroupPermission[] = GROUP_PERMISSIONS;

/** §4 group application states. `processed`: another reviewer answered first (shown to reviewers). */
export const GROUP_APPLICATION_STATES = ['pending', 'processed', 'agreed', 'rejected', 'expired'] as const;
export type GroupApplicationState = (typeof GROUP_APPLICATION_STATES)[number];

/** Reasons offered when leaving a group (/group/exitReasonList); the page translates each key. */
export const GROUP_EXIT_REASONS = [
  { id: 1, key: 'tooManyMessages' },
  { id: 2, key: 'notInterested' },
  { id: 3, key: 'joinedByMistake' },
  { id: 4, key: 'privacy' },
  { id: 5, key: 'other' },
] as const;
export type GroupExitReasonKey = (typeof GROUP_EXIT_REASONS)[number]['key'];

/**
 * Invite links (§3 share links: a type, default 1, the inviter, and a code with a fixed prefix
 * word): `<origin>/#/group/join?type=1&inviter=<uid>&code=GROUP<24 letters and digits>`. The same
 * link is the content of the group's QR code.
 */
export const INVITE_CODE_PREFIX = 'GROUP';
export const INVITE_CODE_PATTERN = /^GROUP[A-Za-z0-9]{24}$/;
export const INVITE_LINK_TYPE = 1;
export const INVITE_DAYS = [1, 7, 30] as const;
export type InviteDays = (typeof INVITE_DAYS)[number];
export const INVITE_PATH = '/group/join';

export function inviteLink(origin: string, inviter: string, code: string): string {
  return `${origin}/#${INVITE_PATH}?type=${INVITE_LINK_TYPE}&inviter=${encodeURIComponent(inviter)}&code=${code}`;
}
/** The code of an invite link (or of the text of its QR code), or undefined when it holds none. */
export function inviteCodeOf(text: string): string | undefined {
  const m = /[?&]code=(GROUP[A-Za-z0-9]{24})(?:&|$)/.exec(text);
  return m ? m[1] : undefined;
}

/**
 * The notices a group's conversation carries as contentType 888 (ContentType.SpecialGroup): who did
 * what to whom. The page writes the sentence in the reader's language from these fields.
 */
export const GROUP_NOTICE_KINDS = [
  'created',
  'joined',
  'invited',
  'left',
  'removed',
  'muted',
  'unmuted',
  'mutedAll',
  'unmutedAll',
  'notice',
  'renamed',
  'avatar',
  'adminGranted',
  'adminRevoked',
  'ownerTransferred',
  'dismissed',
  'cleared',
  'messagesDeleted',
  'verification',
] as const;
export type GroupNoticeKind = (typeof GROUP_NOTICE_KINDS)[number];
/** In @-text, this id in `atUserIDs` means everyone (owner and admins only). */
export const AT_ALL = 'atAll';
