import { z } from 'zod';

import { publicProfileSchema } from './friend';
import {
  GROUP_APPLICATION_STATES,
  GROUP_EXIT_REASONS,
  GROUP_EXIT_TEXT_MAX,
  GROUP_INVITE_BATCH_MAX,
  GROUP_JOIN_REASON_MAX,
  GROUP_MUTE_SECONDS,
  GROUP_NAME_MAX,
  GROUP_NICKNAME_MAX,
  GROUP_NOTICE_KINDS,
  GROUP_NOTICE_MAX,
  GROUP_PERMISSIONS,
  GroupRole,
  INVITE_CODE_PATTERN,
  INVITE_DAYS,
} from './groupConstants';
import { pageFields, pageOf } from './pagination';

export * from './groupConstants';

/**
 * Group chats: the bodies and answers of every /group/* and /groupAdminConfig/* call (§7; the GET
 * calls with a path id take the id in a JSON body, as the friend calls do) and the data of the
 * group events of the messaging socket (§3 chat client state). Users are named by their chat user
 * id (`uid`, the socket's sendID); groups by `groupID`, a decimal id.
 */

const MARKUP = /<[a-z!/?]/i;
const plain = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !MARKUP.test(s), { message: 'markup' });

export const groupIdSchema = z.string().regex(/^[1-9]\d{0,9}$/);
export const memberIdSchema = z.string().regex(/^[1-9]\d{0,9}$/);
const memberIds = z.array(memberIdSchema).min(1).max(GROUP_INVITE_BATCH_MAX);
const rowId = z.number().int().min(1).max(2_147_483_647);
const roleSchema = z.union([
  z.literal(GroupRole.Member),
  z.literal(GroupRole.Owner),
  z.literal(GroupRole.Admin),
]);
export const permissionSchema = z.enum(GROUP_PERMISSIONS);
const permissions = z.array(permissionSchema).max(GROUP_PERMISSIONS.length);
/** A picture of our storage (the signed upload flow); checked again by the server. */
const avatarUrl = z.string().min(1).max(500);

export const groupIdRequest = z.strictObject({ groupID: groupIdSchema });
export const groupMemberRequest = z.strictObject({ groupID: groupIdSchema, userID: memberIdSchema });

// --- What a group and its members look like ------------------------------------------------------

export const groupInfoSchema = z.object({
  groupID: z.string(),
  conversationID: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  /** The announcement (§3), pinned at the top of the chat. */
  notice: z.string(),
  noticeUpdatedAt: z.number().nullable(),
  noticeUpdatedBy: z.string().nullable(),
  ownerUserID: z.string(),
  memberCount: z.number().int(),
  memberMax: z.number().int(),
  /** Joining by link or card needs a reason and the review of the owner or an admin. */
  joinVerification: z.boolean(),
  /** Everyone but the owner and admins is muted. */
  muteAll: z.boolean(),
  status: z.enum(['active', 'dismissed']),
  createdAt: z.number(),
});
export type GroupInfo = z.infer<typeof groupInfoSchema>;

/** The caller's place in a group: role, mute end, and what they may do there. */
export const groupSelfSchema = z.object({
  role: roleSchema,
  /** ms since the epoch; 0 when not muted. */
  muteEndTime: z.number(),
  groupNickname: z.string(),
  /** The owner has every permission; an admin those of their set; a member none. */
  permissions,
  joinTime: z.number(),
});
export type GroupSelf = z.infer<typeof groupSelfSchema>;

/** A group with the caller's membership; `self` is null when the caller left or was removed. */
export const groupDetailSchema = z.object({ group: groupInfoSchema, self: groupSelfSchema.nullable() });
export type GroupDetail = z.infer<typeof groupDetailSchema>;

export const groupMemberSchema = z.object({
  userID: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  isAnchor: z.boolean(),
  groupNickname: z.string(),
  role: roleSchema,
  muteEndTime: z.number(),
  joinTime: z.number(),
  /** An admin's permission set (empty for members; every permission for the owner). */
  permissions,
});
export type GroupMember = z.infer<typeof groupMemberSchema>;

/** What anyone with the group's id or a valid invite code may see before joining. */
export const groupCardSchema = z.object({
  groupID: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  memberCount: z.number().int(),
  memberMax: z.number().int(),
  joinVerification: z.boolean(),
  status: z.enum(['active', 'dismissed']),
  /** The caller is a member already. */
  isMember: z.boolean(),
  /** The caller's request still waiting for review, if any. */
  pendingApplicationID: z.number().int().nullable(),
});
export type GroupCard = z.infer<typeof groupCardSchema>;

// --- Create, list, settings ----------------------------------------------------------------------

export const groupNameSchema = plain(GROUP_NAME_MAX).pipe(z.string().min(1));
export const groupNoticeSchema = plain(GROUP_NOTICE_MAX);

export const createGroupRequest = z.strictObject({
  name: groupNameSchema,
  avatar: avatarUrl.nullable().default(null),
  /** Friends picked from the address book (the creator is added as the owner). */
  memberUserIDs: memberIds,
  joinVerification: z.boolean().default(true),
});
export const groupListResponse = z.array(
  groupInfoSchema.extend({ role: roleSchema, muteEndTime: z.number() }),
);

export const setGroupInfoRequest = z
  .strictObject({
    groupID: groupIdSchema,
    name: groupNameSchema.optional(),
    notice: groupNoticeSchema.optional(),
    joinVerification: z.boolean().optional(),
  })
  .refine((b) => b.name !== undefined || b.notice !== undefined || b.joinVerification !== undefined, {
    message: 'empty',
  });
export const setGroupAvatarRequest = z.strictObject({ groupID: groupIdSchema, avatar: avatarUrl });
export const setGroupNicknameRequest = z.strictObject({
  groupID: groupIdSchema,
  groupNickname: plain(GROUP_NICKNAME_MAX),
});

export const groupMembersRequest = z.strictObject({
  groupID: groupIdSchema,
  /** Matches the nickname, the nickname in the group or the user id. */
  keyword: plain(30).optional(),
  ...pageFields,
});
/** Owner first, then admins, then members by join time. */
export const groupMembersResponse = pageOf(groupMemberSchema);

// --- Admins, mutes, removal, transfer, dismissal -------------------------------------------------

export const adminConfigSchema = z.object({
  groupID: z.string(),
  userID: z.string(),
  role: roleSchema,
  permissions,
});
export const adminConfigRequest = z.strictObject({
  groupID: groupIdSchema,
  userID: memberIdSchema,
  permissions,
});
export const muteMemberRequest = z.strictObject({
  groupID: groupIdSchema,
  userID: memberIdSchema,
  /** One of GROUP_MUTE_SECONDS, or 0 to unmute. */
  seconds: z.union([z.literal(0), ...GROUP_MUTE_SECONDS.map((s) => z.literal(s))]),
});
export const muteAllRequest = z.strictObject({ groupID: groupIdSchema, muted: z.boolean() });
export const kickRequest = z.strictObject({ groupID: groupIdSchema, userIDs: memberIds });
export const transferRequest = groupMemberRequest;
export const exitRequest = z.strictObject({
  groupID: groupIdSchema,
  reasonID: z.union(GROUP_EXIT_REASONS.map((r) => z.literal(r.id))),
  text: plain(GROUP_EXIT_TEXT_MAX).optional(),
});
export const exitReasonListResponse = z.array(z.object({ id: z.number().int(), key: z.string() }));

// --- Invites, links, joining, review -------------------------------------------------------------

export const inviteLinkRequest = z.strictObject({
  groupID: groupIdSchema,
  days: z.union(INVITE_DAYS.map((d) => z.literal(d))).default(7),
});
export const inviteLinkResponse = z.object({
  link: z.string(),
  code: z.string(),
  expiresAt: z.number(),
  /** The text the QR code holds (the link itself). */
  qrText: z.string(),
});
export const codeInfoRequest = z.strictObject({ code: z.string().regex(INVITE_CODE_PATTERN) });
export const codeInfoResponse = z.object({
  card: groupCardSchema,
  inviter: publicProfileSchema,
  expiresAt: z.number(),
});
export const joinGroupRequest = z.strictObject({
  groupID: groupIdSchema,
  /** The invite code when joining by link or QR code; without it only a group without verification can be joined. */
  code: z.string().regex(INVITE_CODE_PATTERN).optional(),
  /** Required when the group reviews joins (§5). */
  reason: plain(GROUP_JOIN_REASON_MAX).optional(),
});
export const groupApplicationSchema = z.object({
  id: z.number().int(),
  groupID: z.string(),
  groupName: z.string(),
  groupAvatar: z.string().nullable(),
  applicant: publicProfileSchema,
  inviter: publicProfileSchema.nullable(),
  reason: z.string(),
  state: z.enum(GROUP_APPLICATION_STATES),
  createdAt: z.number(),
  handledAt: z.number().nullable(),
  handledBy: publicProfileSchema.nullable(),
  expiresAt: z.number(),
});
export type GroupApplication = z.infer<typeof groupApplicationSchema>;
export const joinGroupResponse = z.object({
  state: z.enum(['joined', 'pending']),
  application: groupApplicationSchema.nullable(),
  detail: groupDetailSchema.nullable(),
});
export const applicationListRequest = z.strictObject({
  /** Requests to review in this group; without it every group the caller reviews, and the caller's own. */
  groupID: groupIdSchema.optional(),
});
export const applicationListResponse = z.object({
  /** Requests the caller may review, newest first. */
  toReview: z.array(groupApplicationSchema),
  /** The caller's own requests. */
  mine: z.array(groupApplicationSchema),
  pendingToReview: z.number().int(),
});
export const applicationResponseRequest = z.strictObject({
  id: rowId,
  action: z.enum(['agree', 'reject']),
});

/** Can each friend be invited: `code` 0, else why not (4008 not a friend, 4009 blacklisted, 4038 already a member). */
export const inviteAbleSchema = publicProfileSchema.extend({ able: z.boolean(), code: z.number().int() });
export const filterInviteRequest = z.strictObject({ groupID: groupIdSchema, userIDs: memberIds });
export const filterInviteResponse = z.object({
  able: z.array(z.string()),
  refused: z.array(z.object({ userID: z.string(), code: z.number().int() })),
});
export const inviteRequest = z.strictObject({ groupID: groupIdSchema, userIDs: memberIds });
export const inviteToGroupsRequest = z.strictObject({
  userID: memberIdSchema,
  groupIDs: z.array(groupIdSchema).min(1).max(GROUP_INVITE_BATCH_MAX),
});
export const inviteToGroupsResponse = z.array(z.object({ groupID: z.string(), code: z.number().int() }));

// --- Messages of the group ------------------------------------------------------------------------

export const deleteUserMessagesRequest = groupMemberRequest;
export const msgMaxResponse = z.object({
  groupID: z.string(),
  conversationID: z.string(),
  maxSeq: z.number().int(),
  hasReadSeq: z.number().int(),
  /** Seqs at or below it are not the caller's to read (sent before they joined, or cleared). */
  minSeq: z.number().int(),
});
export const readersRequest = z.strictObject({ groupID: groupIdSchema, seq: z.number().int().min(1) });
/** Who has read message `seq` (their cursor is at or past it) and who has not; the sender is in neither. */
export const readersResponse = z.object({
  read: z.array(groupMemberSchema),
  unread: z.array(groupMemberSchema),
});

// --- Socket: group notices, events, read counts ---------------------------------------------------

/** `content` of a contentType 888 message: a notice in the group's conversation. */
export const groupNoticeContent = z.object({
  kind: z.enum(GROUP_NOTICE_KINDS),
  actorID: z.string(),
  actorName: z.string(),
  targets: z.array(z.object({ userID: z.string(), name: z.string() })).max(100),
  /** muted: ms when the mute ends; notice/renamed: the new text. */
  until: z.number().optional(),
  text: z.string().max(GROUP_NOTICE_MAX).optional(),
});
export type GroupNoticeContent = z.infer<typeof groupNoticeContent>;

export const groupReadCountsData = z.strictObject({
  conversationID: z.string().min(1).max(64),
  seqs: z.array(z.number().int().min(1)).min(1).max(100),
});
export const groupReadCountsReply = z.object({
  conversationID: z.string(),
  /** seq -> members (other than its sender) whose cursor is at or past it. */
  counts: z.record(z.string(), z.number().int()),
  memberCount: z.number().int(),
});

export const groupEventData = {
  /** Name, avatar, notice, verification, mute-all, owner or member count changed; also dismissal. */
  OnGroupInfoChanged: groupInfoSchema,
  /** To every member (the joined ones too). */
  OnGroupMemberAdded: z.object({ groupID: z.string(), members: z.array(groupMemberSchema) }),
  /** To every member and to those who left. */
  OnGroupMemberDeleted: z.object({
    groupID: z.string(),
    userIDs: z.array(z.string()),
    reason: z.enum(['left', 'removed', 'dismissed']),
  }),
  /** Role, permissions, mute or nickname in the group changed. */
  OnGroupMemberInfoChanged: z.object({ groupID: z.string(), member: groupMemberSchema }),
  /** To the reviewers of the group. */
  OnGroupApplicationAdded: groupApplicationSchema,
  /** To the applicant and the reviewers. */
  OnGroupApplicationAccepted: groupApplicationSchema,
  OnGroupApplicationRejected: groupApplicationSchema,
  /** To the senders of messages a member has just read (§3 recvGroupMessageReadReceiptList). */
  OnRecvGroupReadReceipt: z.object({
    conversationID: z.string(),
    groupID: z.string(),
    userID: z.string(),
    hasReadSeq: z.number().int(),
  }),
} as const;
export type GroupEvent = keyof typeof groupEventData;

export const emptyResponse = z.object({});
