import { GROUP_EXIT_REASONS } from '../../../protocol/groupConstants';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import {
  addAdmin,
  adminConfigMine,
  adminConfigOne,
  editAdmin,
  removeAdmin,
  transferGroup,
} from './adminConfig';
import { listApplications } from './applications';
import { createGroup } from './createService';
import { setGroupAvatar, setGroupInfo, setGroupNickname, setMuteAll } from './infoService';
import { filterInvite, inviteAble, inviteFriends, inviteToGroups } from './invite';
import { joinGroup, respondToApplication } from './join';
import { dismissGroup, exitGroup } from './leave';
import { codeInfo, joinInfo, makeInviteLink } from './links';
import { groupConfig, listGroups, listMembers, msgMax, readers } from './lists';
import { clearMessages, deleteUserMessages, kickMembers, muteMember } from './moderation';

/**
 * Group chats (§7 Messaging and groups, Group admin config, and our calls for what §7 leaves to the
 * socket SDK). Every call is a logged-in user's; the body was validated against protocol/group.ts;
 * the rights in the group are checked by each service (access.ts says which codes mean what).
 */
export function groupHandlers(ctx: AppContext): Handlers {
  const settings = ctx.config.group;
  const ok = async (work: Promise<void>) => {
    await work;
    return {};
  };
  return {
    groupCreate: ({ body, session }) => createGroup(ctx, settings, session.user, body),
    groupInviteLink: ({ body, session, req }) => makeInviteLink(ctx, session.user, body, req),
    groupQrCode: ({ body, session, req }) => makeInviteLink(ctx, session.user, body, req),
    groupFilterInvite: ({ body, session }) => filterInvite(ctx, session.user, body),
    groupInvite: ({ body, session }) => inviteFriends(ctx, session.user, body),
    groupInviteToGroups: ({ body, session }) => inviteToGroups(ctx, session.user, body),
    groupInviteAble: ({ body, session }) => inviteAble(ctx, session.user, body.groupID),
    groupKick: ({ body, session }) => ok(kickMembers(ctx, session.user, body)),
    groupSetInfo: ({ body, session }) => setGroupInfo(ctx, session.user, body),
    groupSetAvatar: ({ body, session }) => setGroupAvatar(ctx, session.user, body),
    groupSetNickname: ({ body, session }) => setGroupNickname(ctx, session.user, body),
    groupMute: ({ body, session }) => muteMember(ctx, session.user, body),
    groupMuteAll: ({ body, session }) => setMuteAll(ctx, session.user, body),
    groupJoin: ({ body, session }) => joinGroup(ctx, session.user, body),
    groupApplicationResponse: ({ body, session }) => respondToApplication(ctx, session.user, body),
    groupApplicationList: ({ body, session }) => listApplications(ctx, session.user, body.groupID),
    groupExit: ({ body, session }) => ok(exitGroup(ctx, session.user, body)),
    groupDismiss: ({ body, session }) => ok(dismissGroup(ctx, session.user, body.groupID)),
    groupTransfer: ({ body, session }) => transferGroup(ctx, session.user, body),
    groupClearMessages: ({ body, session }) => ok(clearMessages(ctx, session.user, body.groupID)),
    groupDeleteUserMessages: ({ body, session }) => deleteUserMessages(ctx, session.user, body),
    groupMsgMax: ({ body, session }) => msgMax(ctx, session.user, body.groupID),
    groupReaders: ({ body, session }) => readers(ctx, session.user, body),
    groupExitReasons: () => Promise.resolve(GROUP_EXIT_REASONS.map((r) => ({ id: r.id, key: r.key }))),
    groupConfig: ({ body, session }) => groupConfig(ctx, session.user, body.groupID),
    groupCodeInfo: ({ body, session }) => codeInfo(ctx, session.user, body.code),
    groupJoinInfo: ({ body, session }) => joinInfo(ctx, session.user, body.groupID),
    groupList: ({ session }) => listGroups(ctx, session.user),
    groupMembers: ({ body, session }) => listMembers(ctx, session.user, body),
    adminConfigOne: ({ body, session }) => adminConfigOne(ctx, session.user, body),
    adminConfigMine: ({ body, session }) => adminConfigMine(ctx, session.user, body.groupID),
    adminConfigAdd: ({ body, session }) => addAdmin(ctx, session.user, body),
    adminConfigEdit: ({ body, session }) => editAdmin(ctx, session.user, body),
    adminConfigRemove: ({ body, session }) => removeAdmin(ctx, session.user, body),
  };
}
