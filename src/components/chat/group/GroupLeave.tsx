import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { GroupInfo } from '../../../../protocol/group';
import {
  GROUP_EXIT_REASONS,
  GROUP_EXIT_TEXT_MAX,
  type GroupExitReasonKey,
} from '../../../../protocol/groupConstants';
import { errorText } from '../../../api/client';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useCallQuery } from '../../ui/useCallQuery';
import { useGroupCall } from './useGroupCall';

type Asking = 'clear' | 'leave' | 'dismiss' | null;
type ReasonID = (typeof GROUP_EXIT_REASONS)[number]['id'];

/**
 * The end of the Settings tab: clear every message (owner), leave with a reason (members and
 * admins; the owner hands the group over first), dismiss (owner). Each asks first.
 */
export function GroupLeave({ group, isOwner }: { group: GroupInfo; isOwner: boolean }) {
  const { t } = useLingui();
  const { groupID } = group;
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState<ReasonID>(1);
  const [text, setText] = useState('');
  const reasons = useCallQuery('groupExitReasons', {}, { enabled: asking === 'leave' });
  const close = () => setAsking(null);
  const clear = useGroupCall('groupClearMessages', groupID, close, t`All messages were cleared`);
  const leave = useGroupCall('groupExit', groupID, close, t`You left the group`);
  const dismiss = useGroupCall('groupDismiss', groupID, close, t`The group was dismissed`);
  const labels: Record<GroupExitReasonKey, string> = {
    tooManyMessages: t`Too many messages`,
    notInterested: t`No longer interested`,
    joinedByMistake: t`I joined by mistake`,
    privacy: t`Privacy`,
    other: t`Another reason`,
  };
  const known = (key: string): key is GroupExitReasonKey => key in labels;
  const offered = (reasons.data ?? GROUP_EXIT_REASONS).filter((r) => known(r.key));

  return (
    <section className="group-section group-danger">
      {isOwner ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={() => setAsking('clear')}
          data-testid="group-clear"
        >
          <Trans>Clear all messages</Trans>
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-danger btn-small"
          onClick={() => setAsking('leave')}
          data-testid="group-leave"
        >
          <Trans>Leave the group</Trans>
        </button>
      )}
      {isOwner ? (
        <button
          type="button"
          className="btn btn-danger btn-small"
          onClick={() => setAsking('dismiss')}
          data-testid="group-dismiss"
        >
          <Trans>Dismiss the group</Trans>
        </button>
      ) : null}
      {asking === 'clear' ? (
        <ConfirmDialog
          title={t`Clear every message of ${group.name}?`}
          testId="group-clear-dialog"
          confirmTestId="group-clear-confirm"
          danger
          busy={clear.isPending}
          error={clear.error ? errorText(clear.error) : ''}
          confirmLabel={<Trans>Clear all</Trans>}
          onConfirm={() => clear.mutate({ groupID })}
          onClose={close}
        >
          <p>
            <Trans>Every member loses the history of this group. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {asking === 'dismiss' ? (
        <ConfirmDialog
          title={t`Dismiss ${group.name}?`}
          testId="group-dismiss-dialog"
          confirmTestId="group-dismiss-confirm"
          danger
          busy={dismiss.isPending}
          error={dismiss.error ? errorText(dismiss.error) : ''}
          confirmLabel={<Trans>Dismiss</Trans>}
          onConfirm={() => dismiss.mutate({ groupID })}
          onClose={close}
        >
          <p>
            <Trans>The group ends for everyone. Members can still read its history.</Trans>
          </p>
        </ConfirmDialog>
      ) : null}
      {asking === 'leave' ? (
        <ConfirmDialog
          title={t`Leave ${group.name}?`}
          testId="group-leave-dialog"
          confirmTestId="group-leave-confirm"
          danger
          busy={leave.isPending}
          error={leave.error ? errorText(leave.error) : ''}
          confirmLabel={<Trans>Leave</Trans>}
          onConfirm={() =>
            leave.mutate({ groupID, reasonID: reason, ...(text.trim() ? { text: text.trim() } : {}) })
          }
          onClose={close}
        >
          <fieldset className="group-reasons">
            <legend>
              <Trans>Why are you leaving?</Trans>
            </legend>
            {offered.map((r) => (
              <label key={r.id} className="group-check">
                <input
                  type="radio"
                  name="exit-reason"
                  checked={reason === r.id}
                  onChange={() => setReason(r.id as ReasonID)}
                />
                {known(r.key) ? labels[r.key] : r.key}
              </label>
            ))}
          </fieldset>
          <label className="group-row-form">
            <span>
              <Trans>Anything to add (optional)</Trans>
            </span>
            <input value={text} maxLength={GROUP_EXIT_TEXT_MAX} onChange={(e) => setText(e.target.value)} />
          </label>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
