import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';

import type { RoomMessage } from '../../../protocol/room';
import { invalidateCalls } from '../../api/queryClient';
import { showToast } from '../../state/toasts';
import { ConfirmDialog, useConfirmedCall } from '../ui/ConfirmDialog';
import { type ModerationAction, ROOM_LIST_QUERIES, runModeration } from './moderation';

interface Props {
  roomID: string;
  action: ModerationAction;
  message: RoomMessage;
  onClose: () => void;
}

/** Asks before a moderation action, runs it, and says how it went (refusals translated). */
export function ModerationConfirm({ roomID, action, message, onClose }: Props) {
  const { t } = useLingui();
  const client = useQueryClient();
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

  const { busy, error, run } = useConfirmedCall(
    () => runModeration(roomID, action, message),
    () => {
      showToast(t`Done`, 'success');
      void invalidateCalls(ROOM_LIST_QUERIES, client);
      onClose();
    },
  );

  return (
    <ConfirmDialog
      title={t`Moderation`}
      testId="room-moderation-dialog"
      confirmTestId="room-moderation-confirm"
      errorTestId="room-moderation-error"
      confirmLabel={<Trans>Confirm</Trans>}
      danger={action === 'blacklist' || action === 'delete'}
      busy={busy}
      error={error}
      onConfirm={run}
      onClose={onClose}
    >
      <p>{questions[action]}</p>
    </ConfirmDialog>
  );
}
