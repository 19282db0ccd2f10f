import { z } from 'zod';

import * as g from './group';
import { groupEndpoints as e } from './groupEndpoints';

/** Schemas of the calls of protocol/groupEndpoints.ts, spread into protocol/api.ts. */
const ok = g.emptyResponse;
const empty = z.strictObject({});

export const groupApi = {
  groupCreate: { ...e.groupCreate, request: g.createGroupRequest, response: g.groupDetailSchema },
  groupInviteLink: { ...e.groupInviteLink, request: g.inviteLinkRequest, response: g.inviteLinkResponse },
  groupFilterInvite: {
    ...e.groupFilterInvite,
    request: g.filterInviteRequest,
    response: g.filterInviteResponse,
  },
  groupInvite: { ...e.groupInvite, request: g.inviteRequest, response: g.filterInviteResponse },
  groupKick: { ...e.groupKick, request: g.kickRequest, response: ok },
  groupSetInfo: { ...e.groupSetInfo, request: g.setGroupInfoRequest, response: g.groupInfoSchema },
  groupSetAvatar: { ...e.groupSetAvatar, request: g.setGroupAvatarRequest, response: g.groupInfoSchema },
  groupJoin: { ...e.groupJoin, request: g.joinGroupRequest, response: g.joinGroupResponse },
  groupApplicationResponse: {
    ...e.groupApplicationResponse,
    request: g.applicationResponseRequest,
    response: g.groupApplicationSchema,
  },
  groupExit: { ...e.groupExit, request: g.exitRequest, response: ok },
  groupInviteToGroups: {
    ...e.groupInviteToGroups,
    request: g.inviteToGroupsRequest,
    response: g.inviteToGroupsResponse,
  },
  groupDismiss: { ...e.groupDismiss, request: g.groupIdRequest, response: ok },
  groupQrCode: { ...e.groupQrCode, request: g.inviteLinkRequest, response: g.inviteLinkResponse },
  groupClearMessages: { ...e.groupClearMessages, request: g.groupIdRequest, response: ok },
  groupDeleteUserMessages: {
    ...e.groupDeleteUserMessages,
    request: g.deleteUserMessagesRequest,
    response: z.object({ deleted: z.number().int() }),
  },
  groupMsgMax: { ...e.groupMsgMax, request: g.groupIdRequest, response: g.msgMaxResponse },
  groupExitReasons: { ...e.groupExitReasons, request: empty, response: g.exitReasonListResponse },
  groupConfig: { ...e.groupConfig, request: g.groupIdRequest, response: g.groupDetailSchema },
  groupCodeInfo: { ...e.groupCodeInfo, request: g.codeInfoRequest, response: g.codeInfoResponse },
  groupJoinInfo: { ...e.groupJoinInfo, request: g.groupIdRequest, response: g.groupCardSchema },
  groupInviteAble: { ...e.groupInviteAble, request: g.groupIdRequest, response: z.array(g.inviteAbleSchema) },
  adminConfigOne: { ...e.adminConfigOne, request: g.groupMemberRequest, response: g.adminConfigSchema },
  adminConfigMine: { ...e.adminConfigMine, request: g.groupIdRequest, response: g.adminConfigSchema },
  adminConfigAdd: { ...e.adminConfigAdd, request: g.adminConfigRequest, response: g.groupMemberSchema },
  adminConfigEdit: { ...e.adminConfigEdit, request: g.adminConfigRequest, response: g.groupMemberSchema },
  adminConfigRemove: {
    ...e.adminConfigRemove,
    request: g.groupMemberRequest,
    response: g.groupMemberSchema,
  },
  groupList: { ...e.groupList, request: empty, response: g.groupListResponse },
  groupMembers: { ...e.groupMembers, request: g.groupMembersRequest, response: g.groupMembersResponse },
  groupMute: { ...e.groupMute, request: g.muteMemberRequest, response: g.groupMemberSchema },
  groupMuteAll: { ...e.groupMuteAll, request: g.muteAllRequest, response: g.groupInfoSchema },
  groupTransfer: { ...e.groupTransfer, request: g.transferRequest, response: g.groupDetailSchema },
  groupSetNickname: {
    ...e.groupSetNickname,
    request: g.setGroupNicknameRequest,
    response: g.groupMemberSchema,
  },
  groupApplicationList: {
    ...e.groupApplicationList,
    request: g.applicationListRequest,
    response: g.applicationListResponse,
  },
  groupReaders: { ...e.groupReaders, request: g.readersRequest, response: g.readersResponse },
} as const;
