import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';

import type { GroupMember } from '../../../../protocol/group';
import { singleConversationId } from '../../../../protocol/im';
import { callData, errorText } from '../../../api/client';
import { myChatId, openConversation } from '../../../state/chat';
import { showToast } from '../../../state/toasts';
import { invalidateGroup } from '../../groups/groupQueries';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { MenuItems } from '../../ui/MenuItems';
import { useActionMutation } from '../../ui/useCallMutation';
import { useMenuKeys } from '../../ui/useMenuKeys';
import { askMention } from './mentionBridge';
import { type Caller, CONFIRMED, DANGER, type MemberAction, memberActions, MUTE_OF } from './memberActions';
import { PermissionsDialog } from './PermissionsDialog';

const GAP = 4;

interface Props {
  groupID: string;
  member: GroupMember;
  anchor: HTMLElement;
  caller: Caller | null;
  isFriend: boolean;
  adminCount: number;
  /** "@mention them" was picked: the panel closes so the composer shows. */
  onMentioned: () => void;
  onClose: () => void;
}

/** Runs a direct action (mutes, revoke, and the confirmed ones) on `member` of `groupID`. */
function runAction(groupID: string, userID: string, action: MemberAction): Promise<unknown> {
  const seconds = MUTE_OF[action];
  if (seconds !== undefined) return callData('groupMute', { groupID, userID, seconds });
  switch (action) {
    case 'unmute':
      return callData('groupMute', { groupID, userID, seconds: 0 });
    case 'revokeAdmin':
      return callData('adminConfigRemove', { groupID, userID });
    case 'remove':
      return callData('groupKick', { groupID, userIDs: [userID] });
    case 'deleteMessages':
      return callData('groupDeleteUserMessages', { groupID, userID });
    case 'transfer':
      return callData('groupTransfer', { groupID, userID });
    default:
      return Promise.resolve(null);
  }
}

/**
 * The name menu of a group member (§6): only what my role and permission set allow on them, each
 * refusal shown translated. Removing, deleting their messages and handing the group over ask first;
 * making an admin or editing their permissions opens the permission set.
 */
export function MemberMenu(props: Props) {
  const { groupID, member, anchor, caller, isFriend, adminCount, onMentioned, onClose } = props;
  const { t } = useLingui();
  const [step, setStep] = useState<'menu' | 'permissions' | MemberAction>('menu');
  const name = member.groupNickname || member.nickname;
  const actions = memberActions(caller, member, { isFriend, adminCount });
  const run = useActionMutation((action: MemberAction) => runAction(groupID, member.userID, action), {
    onSuccess: (_data, action) => {
      void invalidateGroup(groupID);
      showToast(doneText(action), 'success');
      onClose();
    },
    onError: (error) => {
      if (step === 'menu') showToast(errorText(error), 'error');
    },
  });

  function doneText(action: MemberAction): string {
    if (MUTE_OF[action] !== undefined) return t`${name} is muted`;
    if (action === 'unmute') return t`${name} can speak again`;
    if (action === 'revokeAdmin') return t`${name} is no longer an admin`;
    if (action === 'remove') return t`${name} was removed from the group`;
    if (action === 'deleteMessages') return t`The messages of ${name} were deleted`;
    return t`${name} now owns the group`;
  }

  function pick(action: MemberAction) {
    if (action === 'mention') {
      askMention(groupID, { userID: member.userID, name });
      onClose();
      onMentioned();
    } else if (action === 'message') {
      onClose();
      const peer = { userID: member.userID, showName: member.nickname, faceURL: member.avatar };
      void openConversation(singleConversationId(myChatId(), member.userID), peer);
    } else if (action === 'makeAdmin' || action === 'editPermissions') setStep('permissions');
    else if (CONFIRMED.includes(action)) {
      run.reset();
      setStep(action);
    } else run.mutate(action);
  }

  if (step === 'permissions')
    return <PermissionsDialog groupID={groupID} member={member} onClose={onClose} />;
  if (step !== 'menu') {
    const texts = confirmTexts(step, name);
    return (
      <ConfirmDialog
        title={texts.title}
        testId="member-confirm"
        confirmTestId="member-confirm-ok"
        danger
        busy={run.isPending}
        error={run.error ? errorText(run.error) : ''}
        confirmLabel={texts.confirm}
        onConfirm={() => run.mutate(step)}
        onClose={onClose}
      >
        <p>{texts.body}</p>
      </ConfirmDialog>
    );
  }
  return <MemberActions name={name} anchor={anchor} actions={actions} onPick={pick} onClose={onClose} />;

  function confirmTexts(action: MemberAction, who: string) {
    if (action === 'remove')
      return {
        title: t`Remove ${who} from the group?`,
        confirm: <Trans>Remove</Trans>,
        body: t`${who} will leave the group and can no longer read new messages.`,
      };
    if (action === 'deleteMessages')
      return {
        title: t`Delete every message of ${who}?`,
        confirm: <Trans>Delete messages</Trans>,
        body: t`Their messages disappear for everyone in the group. This cannot be undone.`,
      };
    return {
      title: t`Hand the group over to ${who}?`,
      confirm: <Trans>Transfer ownership</Trans>,
      body: t`${who} becomes the owner and you become a member.`,
    };
  }
}

/** The menu itself, fixed to the viewport by the member's row (the panel scrolls). */
function MemberActions({
  name,
  anchor,
  actions,
  onPick,
  onClose,
}: {
  name: string;
  anchor: HTMLElement;
  actions: readonly MemberAction[];
  onPick: (action: MemberAction) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const close = useCallback(() => onClose(), [onClose]);
  const handleKeyDown = useMenuKeys(box, close, { roving: true });
  const labels: Record<MemberAction, string> = {
    mention: t`Mention @${name}`,
    message: t`Send a private message`,
    mute3600: t`Mute for 1 hour`,
    mute43200: t`Mute for 12 hours`,
    mute86400: t`Mute for 1 day`,
    mute604800: t`Mute for 7 days`,
    mute2592000: t`Mute for 30 days`,
    unmute: t({ message: 'Unmute', context: 'group mute' }),
    makeAdmin: t`Make admin`,
    editPermissions: t`Edit admin permissions`,
    revokeAdmin: t`Revoke admin`,
    transfer: t`Transfer ownership`,
    deleteMessages: t`Delete their messages`,
    remove: t`Remove from the group`,
  };

  useLayoutEffect(() => {
    if (!box.current) return;
    const at = anchor.getBoundingClientRect();
    const { height, width } = box.current.getBoundingClientRect();
    const below = at.bottom + GAP + height <= window.innerHeight;
    const top = below ? at.bottom + GAP : Math.max(GAP, at.top - GAP - height);
    const left = Math.min(Math.max(GAP, at.left + 40), window.innerWidth - width - GAP);
    Object.assign(box.current.style, { top: `${top}px`, left: `${left}px` });
  }, [anchor]);

  return (
    <div
      className="group-member-menu"
      role="menu"
      aria-label={t`Actions for ${name}`}
      ref={box}
      onKeyDown={handleKeyDown}
      data-testid="member-menu"
    >
      {actions.length === 0 ? (
        <p className="chat-notice">
          <Trans>Nothing you can do here</Trans>
        </p>
      ) : null}
      <MenuItems actions={actions} labels={labels} danger={DANGER} onPick={onPick} roving />
    </div>
  );
}
