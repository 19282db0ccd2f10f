import type { EndpointInfo } from './endpointInfo';

/**
 * Group chats (§7 Messaging and groups, Group admin config), spread into protocol/endpoints.ts. The
 * §7 GET calls with a path id (`/group/config/group/{id}`, `/group/join/info/{id}`,
 * `/group/invite/user/able/{id}`, `/groupAdminConfig/getOne/{a}/{b}`, `getMyConfig/{id}`,
 * `remove/{a}/{b}`) and `/group/get/code/info` (query) are POST on the same path names with the ids
 * in the body, as the friend calls are. The calls after `groupMsgMax` are ours: what §7 leaves to the
 * socket SDK (my groups, members, mutes, transfer, applications, readers). Every call needs a
 * logged-in user; the group's rights are checked per call (§6).
 */
const user = (path: string) => ({ method: 'POST', path, access: 'user' }) as const;

export const groupEndpoints = {
  groupCreate: user('/group/create'),
  groupInviteLink: user('/group/generation/url'),
  groupFilterInvite: user('/group/filterGroupInviteAppNumber'),
  groupInvite: user('/group/inviteJoinGroup'),
  groupKick: user('/group/kickGroup'),
  groupSetInfo: user('/group/set/info'),
  groupSetAvatar: user('/group/set/url'),
  groupJoin: user('/group/join'),
  groupApplicationResponse: user('/group/application/response'),
  groupExit: user('/group/exit'),
  groupInviteToGroups: user('/group/inviteUserToGroups'),
  groupDismiss: user('/group/dismiss'),
  groupQrCode: user('/group/generation/qrcode'),
  groupClearMessages: user('/group/clear/msg/all'),
  groupDeleteUserMessages: user('/group/del_user_msg'),
  groupMsgMax: user('/group/msg/max'),
  groupExitReasons: user('/group/exitReasonList'),
  groupConfig: user('/group/config/group'),
  groupCodeInfo: user('/group/get/code/info'),
  groupJoinInfo: user('/group/join/info'),
  groupInviteAble: user('/group/invite/user/able'),
  adminConfigOne: user('/groupAdminConfig/getOne'),
  adminConfigMine: user('/groupAdminConfig/getMyConfig'),
  adminConfigAdd: user('/groupAdminConfig/add'),
  adminConfigEdit: user('/groupAdminConfig/edit'),
  adminConfigRemove: user('/groupAdminConfig/remove'),
  groupList: user('/group/list'),
  groupMembers: user('/group/members'),
  groupMute: user('/group/member/mute'),
  groupMuteAll: user('/group/mute/all'),
  groupTransfer: user('/group/transfer'),
  groupSetNickname: user('/group/member/nickname'),
  groupApplicationList: user('/group/application/list'),
  groupReaders: user('/group/msg/readers'),
} as const satisfies Record<string, EndpointInfo>;
