import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { RoomMessage } from '../../../protocol/room';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { showToast } from '../../state/toasts';
import { Dialog } from '../ui/Dialog';
import { type ModerationAction, runModeration } from './moderation';

interface Props {
  roomID: string;
  action: ModerationAction;
  message: RoomMessage;
  onClose: () => void;
}

/** Asks before a moderation action, runs it, and says how it went (refusals translated). */
export function ModerationConfirm({ roomID, action, message, onClose }: Props) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const name = message.nickname;
  const questions: Record<ModerationAction, string> = {
    mute10: t`Mute ${name} for 10 minutes?`,
    mute30: t`Mute ${name} for 30 minutes?`,
    mute60: t`Mute ${name} for 60 minutes?`,
    muteMatch: t`Mute ${name} until the match ends?`,
    unmute: t`Let ${name} speak again?`,
    delete: t`Delete this message of ${name} for everyone?`,
    blacklist: t`Remove ${name} from the chat of this room? They can no longer read or write here.`,
    appoint: t`Make ${name} a room admin? Room admins can mute people and delete messages.`,
    assistant: t`Make ${name} the small assistant of this room? The assistant can clear the screen, mute everyone and see the lists; a room has one.`,
    revoke:
      message.role === 'assistant'
        ? t`Take the small assistant role from ${name}?`
        : t`Take the room admin role from ${name}?`,
  };

  async function confirm() {
    setBusy(true);
    setError('');
    try {
      const res = await runModeration(roomID, action, message);
      if (res.success) {
        showToast(t`Done`, 'success');
        onClose();
      } else setError(messageFor(res));
    } catch {
      setError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      title={t`Moderation`}
      onClose={onClose}
      testId="room-moderation-dialog"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
          <button
            type="button"
            className={`btn ${action === 'blacklist' || action === 'delete' ? 'btn-danger' : 'btn-primary'}`}
            onClick={() => void confirm()}
            disabled={busy}
            data-testid="room-moderation-confirm"
          >
            <Trans>Confirm</Trans>
          </button>
        </>
      }
    >
      <p>{questions[action]}</p>
      {error ? (
        <p className="form-error" role="alert" data-testid="room-moderation-error">
          {error}
        </p>
      ) : null}
    </Dialog>
  );
}
