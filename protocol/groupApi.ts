import { z } from 'zod';

import * as g from './group';
import { groupEndpoints as e } from './groupEndpoints';

/** Summaries and schemas of the calls of protocol/groupEndpoints.ts, spread into protocol/api.ts. */
const ok = g.emptyResponse;
const empty = z.strictObject({});

export const groupApi = {
  groupCreate: {
    ...e.groupCreate,
    summary: 'Create a group with friends',
    request: g.createGroupRequest,
    response: g.groupDetailSchema,
  },
  groupInviteLink: {
    ...e.groupInviteLink,
    summary: 'An invite link with an expiry',
    request: g.inviteLinkRequest,
    response: g.inviteLinkResponse,
  },
  groupFilterInvite: {
    ...e.groupFilterInvite,
    summary: 'Which of these users may be invited',
    request: g.filterInviteRequest,
    response: g.filterInviteResponse,
  },
  groupInvite: {
    ...e.groupInvite,
    summary: 'Invite friends into a group',
    request: g.inviteRequest,
    response: g.filterInviteResponse,
  },
  groupKick: { ...e.groupKick, summary: 'Remove members', request: g.kickRequest, response: ok },
  groupSetInfo: {
    ...e.groupSetInfo,
    summary: 'Change name, notice or join verification',
    request: g.setGroupInfoRequest,
    response: g.groupInfoSchema,
  },
  groupSetAvatar: {
    ...e.groupSetAvatar,
    summary: "Change the group's avatar",
    request: g.setGroupAvatarRequest,
    response: g.groupInfoSchema,
  },
  groupJoin: {
    ...e.groupJoin,
    summary: 'Join, or ask to join, a group',
    request: g.joinGroupRequest,
    response: g.joinGroupResponse,
  },
  groupApplicationResponse: {
    ...e.groupApplicationResponse,
    summary: 'Agree to or reject a join request',
    request: g.applicationResponseRequest,
    response: g.groupApplicationSchema,
  },
  groupExit: { ...e.groupExit, summary: 'Leave a group', request: g.exitRequest, response: ok },
  groupInviteToGroups: {
    ...e.groupInviteToGroups,
    summary: 'Invite one friend into several groups',
    request: g.inviteToGroupsRequest,
    response: g.inviteToGroupsResponse,
  },
  groupDismiss: {
    ...e.groupDismiss,
    summary: 'Dismiss a group (owner)',
    request: g.groupIdRequest,
    response: ok,
  },
  groupQrCode: {
    ...e.groupQrCode,
    summary: 'The QR code of an invite link',
    request: g.inviteLinkRequest,
    response: g.inviteLinkResponse,
  },
  groupClearMessages: {
    ...e.groupClearMessages,
    summary: 'Clear every message of the group (owner)',
    request: g.groupIdRequest,
    response: ok,
  },
  groupDeleteUserMessages: {
    ...e.groupDeleteUserMessages,
    summary: "Delete a member's messages",
    request: g.deleteUserMessagesRequest,
    response: z.object({ deleted: z.number().int() }),
  },
  groupMsgMax: {
    ...e.groupMsgMax,
    summary: "The group's newest seq and my read cursor",
    request: g.groupIdRequest,
    response: g.msgMaxResponse,
  },
  groupExitReasons: {
    ...e.groupExitReasons,
    summary: 'Reasons offered when leaving',
    request: empty,
    response: g.exitReasonListResponse,
  },
  groupConfig: {
    ...e.groupConfig,
    summary: 'A group and my place in it',
    request: g.groupIdRequest,
    response: g.groupDetailSchema,
  },
  groupCodeInfo: {
    ...e.groupCodeInfo,
    summary: 'The group and inviter of an invite code',
    request: g.codeInfoRequest,
    response: g.codeInfoResponse,
  },
  groupJoinInfo: {
    ...e.groupJoinInfo,
    summary: 'The card of a group to join',
    request: g.groupIdRequest,
    response: g.groupCardSchema,
  },
  groupInviteAble: {
    ...e.groupInviteAble,
    summary: 'My friends, and whether each may be invited',
    request: g.groupIdRequest,
    response: z.array(g.inviteAbleSchema),
  },
  adminConfigOne: {
    ...e.adminConfigOne,
    summary: "An admin's permission set",
    request: g.groupMemberRequest,
    response: g.adminConfigSchema,
  },
  adminConfigMine: {
    ...e.adminConfigMine,
    summary: 'My role and permissions in a group',
    request: g.groupIdRequest,
    response: g.adminConfigSchema,
  },
  adminConfigAdd: {
    ...e.adminConfigAdd,
    summary: 'Appoint an admin with a permission set (owner)',
    request: g.adminConfigRequest,
    response: g.groupMemberSchema,
  },
  adminConfigEdit: {
    ...e.adminConfigEdit,
    summary: "Change an admin's permission set (owner)",
    request: g.adminConfigRequest,
    response: g.groupMemberSchema,
  },
  adminConfigRemove: {
    ...e.adminConfigRemove,
    summary: 'Revoke an admin (owner)',
    request: g.groupMemberRequest,
    response: g.groupMemberSchema,
  },
  groupList: { ...e.groupList, summary: 'The groups I am in', request: empty, response: g.groupListResponse },
  groupMembers: {
    ...e.groupMembers,
    summary: 'Members of a group, searchable, paged',
    request: g.groupMembersRequest,
    response: g.groupMembersResponse,
  },
  groupMute: {
    ...e.groupMute,
    summary: 'Mute a member for a while, or unmute',
    request: g.muteMemberRequest,
    response: g.groupMemberSchema,
  },
  groupMuteAll: {
    ...e.groupMuteAll,
    summary: 'Mute or unmute everyone but the owner and admins',
    request: g.muteAllRequest,
    response: g.groupInfoSchema,
  },
  groupTransfer: {
    ...e.groupTransfer,
    summary: 'Hand the group to another member (owner)',
    request: g.transferRequest,
    response: g.groupDetailSchema,
  },
  groupSetNickname: {
    ...e.groupSetNickname,
    summary: 'My nickname in a group',
    request: g.setGroupNicknameRequest,
    response: g.groupMemberSchema,
  },
  groupApplicationList: {
    ...e.groupApplicationList,
    summary: 'Join requests to review, and mine',
    request: g.applicationListRequest,
    response: g.applicationListResponse,
  },
  groupReaders: {
    ...e.groupReaders,
    summary: 'Who has read a message',
    request: g.readersRequest,
    response: g.readersResponse,
  },
} as const;
