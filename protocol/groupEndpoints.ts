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
const user = (path: string, summary: string) => ({ method: 'POST', path, access: 'user', summary }) as const;

export const groupEndpoints = {
  groupCreate: user('/group/create', 'Create a group with friends'),
  groupInviteLink: user('/group/generation/url', 'An invite link with an expiry'),
  groupFilterInvite: user('/group/filterGroupInviteAppNumber', 'Which of these users may be invited'),
  groupInvite: user('/group/inviteJoinGroup', 'Invite friends into a group'),
  groupKick: user('/group/kickGroup', 'Remove members'),
  groupSetInfo: user('/group/set/info', 'Change name, notice or join verification'),
  groupSetAvatar: user('/group/set/url', "Change the group's avatar"),
  groupJoin: user('/group/join', 'Join, or ask to join, a group'),
  groupApplicationResponse: user('/group/application/response', 'Agree to or reject a join request'),
  groupExit: user('/group/exit', 'Leave a group'),
  groupInviteToGroups: user('/group/inviteUserToGroups', 'Invite one friend into several groups'),
  groupDismiss: user('/group/dismiss', 'Dismiss a group (owner)'),
  groupQrCode: user('/group/generation/qrcode', 'The QR code of an invite link'),
  groupClearMessages: user('/group/clear/msg/all', 'Clear every message of the group (owner)'),
  groupDeleteUserMessages: user('/group/del_user_msg', "Delete a member's messages"),
  groupMsgMax: user('/group/msg/max', "The group's newest seq and my read cursor"),
  groupExitReasons: user('/group/exitReasonList', 'Reasons offered when leaving'),
  groupConfig: user('/group/config/group', 'A group and my place in it'),
  groupCodeInfo: user('/group/get/code/info', 'The group and inviter of an invite code'),
  groupJoinInfo: user('/group/join/info', 'The card of a group to join'),
  groupInviteAble: user('/group/invite/user/able', 'My friends, and whether each may be invited'),
  adminConfigOne: user('/groupAdminConfig/getOne', "An admin's permission set"),
  adminConfigMine: user('/groupAdminConfig/getMyConfig', 'My role and permissions in a group'),
  adminConfigAdd: user('/groupAdminConfig/add', 'Appoint an admin with a permission set (owner)'),
  adminConfigEdit: user('/groupAdminConfig/edit', "Change an admin's permission set (owner)"),
  adminConfigRemove: user('/groupAdminConfig/remove', 'Revoke an admin (owner)'),
  groupList: user('/group/list', 'The groups I am in'),
  groupMembers: user('/group/members', 'Members of a group, searchable, paged'),
  groupMute: user('/group/member/mute', 'Mute a member for a while, or unmute'),
  groupMuteAll: user('/group/mute/all', 'Mute or unmute everyone but the owner and admins'),
  groupTransfer: user('/group/transfer', 'Hand the group to another member (owner)'),
  groupSetNickname: user('/group/member/nickname', 'My nickname in a group'),
  groupApplicationList: user('/group/application/list', 'Join requests to review, and mine'),
  groupReaders: user('/group/msg/readers', 'Who has read a message'),
} as const satisfies Record<string, EndpointInfo>;
