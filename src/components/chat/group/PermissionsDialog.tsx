import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { GroupMember } from '../../../../protocol/group';
import {
  DEFAULT_ADMIN_PERMISSIONS,
  GROUP_PERMISSIONS,
  type GroupPermission,
  GroupRole,
} from '../../../../protocol/groupConstants';
import { callData, errorText } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { invalidateGroup } from '../../groups/groupQueries';
import { Dialog } from '../../ui/Dialog';
import { useActionMutation } from '../../ui/useCallMutation';

/**
 * The owner's dialog of an admin's permission set (§6 per-admin permission sets): the seven
 * permissions as checkboxes. For a member it appoints them (adminConfigAdd, every permission ticked
 * at first); for an admin it changes their set (adminConfigEdit).
 */
export function PermissionsDialog({
  groupID,
  member,
  onClose,
}: {
  groupID: string;
  member: GroupMember;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const appointing = member.role !== GroupRole.Admin;
  const [chosen, setChosen] = useState<Set<GroupPermission>>(
    () => new Set(appointing ? DEFAULT_ADMIN_PERMISSIONS : member.permissions),
  );
  const name = member.groupNickname || member.nickname;
  const labels: Record<GroupPermission, string> = {
    editInfo: t`Edit the group's name and avatar`,
    notice: t`Edit the group notice`,
    mute: t`Mute and unmute members`,
    remove: t`Remove members`,
    reviewJoins: t`Review join requests`,
    deleteMessages: t`Delete members' messages`,
    invite: t`Invite people`,
  };
  const save = useActionMutation(
    (permissions: GroupPermission[]) =>
      callData(appointing ? 'adminConfigAdd' : 'adminConfigEdit', {
        groupID,
        userID: member.userID,
        permissions,
      }),
    {
      onSuccess: () => {
        void invalidateGroup(groupID);
        showToast(
          appointing ? t`${name} is now an admin` : t`The permissions of ${name} were saved`,
          'success',
        );
        onClose();
      },
    },
  );

  function toggle(p: GroupPermission) {
    const next = new Set(chosen);
    if (next.has(p)) next.delete(p);
    else next.add(p);
    setChosen(next);
  }

  return (
    <Dialog
      title={appointing ? t`Make ${name} an admin` : t`Permissions of ${name}`}
      onClose={onClose}
      testId="group-permissions"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending}
            aria-busy={save.isPending}
            onClick={() => save.mutate(GROUP_PERMISSIONS.filter((p) => chosen.has(p)))}
            data-testid="group-permissions-save"
          >
            {appointing ? <Trans>Make admin</Trans> : <Trans>Save</Trans>}
          </button>
        </>
      }
    >
      <fieldset className="group-permissions">
        <legend>
          <Trans>What this admin may do</Trans>
        </legend>
        {GROUP_PERMISSIONS.map((p) => (
          <label key={p} className="group-check">
            <input
              type="checkbox"
              checked={chosen.has(p)}
              onChange={() => toggle(p)}
              data-testid={`permission-${p}`}
            />
            {labels[p]}
          </label>
        ))}
      </fieldset>
      {save.error ? (
        <p className="form-error" role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
    </Dialog>
  );
}
