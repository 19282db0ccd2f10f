import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

import type { RoomRole } from '../../../protocol/room';
import { callData, errorText } from '../../api/client';
import { showToast } from '../../state/toasts';
import { DialogButton } from './DialogButton';
import { ModerationDialog } from './ModerationDialog';
import { hasRoomTools, roomTools } from './roomTools';

// The form (react-hook-form and zod) loads when the dialog is about to open, not with the room.
const loadRedPacketDialog = () => import('./RedPacketDialog');
const RedPacketDialog = lazy(() => loadRedPacketDialog().then((m) => ({ default: m.RedPacketDialog })));

/**
 * Tools of the room's moderators (§6, rights of protocol/room.ts ROOM_RIGHTS): clear the chat screen
 * (clear_msg), mute everyone on/off (stop_chat), the moderation lists, and for the anchor the red
 * envelope dialog. Logged-in viewers get the online viewer list only; guests see nothing.
 */
export function RoomToolbar({
  roomID,
  role,
  muteAll,
}: {
  roomID: string;
  role: RoomRole;
  /** Whether the whole room is muted now (the room's state), or null while unknown. */
  muteAll: boolean | null;
}) {
  const { t } = useLingui();
  const tools = roomTools(role);
  // What this moderator just set holds until the room's own state changes (a notice arrives).
  const [set, setSet] = useState<{ from: boolean | null; on: boolean } | null>(null);
  const allMuted = set && set.from === muteAll ? set.on : (muteAll ?? false);
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState<'lists' | 'redPacket' | null>(null);
  if (!hasRoomTools(role)) return null;

  /** Runs a call of the toolbar: the `done` text it gives on success, or the translated refusal. */
  async function run(job: () => Promise<string>) {
    setBusy(true);
    try {
      showToast(await job(), 'success');
    } catch (error) {
      showToast(errorText(error), 'error');
    } finally {
      setBusy(false);
    }
  }

  const clear = () =>
    run(async () => {
      await callData('clearMsg', { roomID });
      return t`The chat screen was cleared for everyone`;
    });
  const toggleMuteAll = () =>
    run(async () => {
      const on = !allMuted;
      await callData('stopChat', { roomID, action: on ? 'muteAll' : 'unmuteAll' });
      setSet({ from: muteAll, on });
      return on ? t`Everyone but moderators is muted` : t`Everyone may chat again`;
    });

  return (
    <section className="room-tools card" aria-label={t`Room tools`} data-testid="room-tools">
      {tools.clear ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={busy}
          onClick={() => void clear()}
        >
          <Trans>Clear screen</Trans>
        </button>
      ) : null}
      {tools.muteAll ? (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-pressed={allMuted}
          disabled={busy}
          onClick={() => void toggleMuteAll()}
          data-testid="mute-all"
        >
          {allMuted ? <Trans>Unmute everyone</Trans> : <Trans>Mute everyone</Trans>}
        </button>
      ) : null}
      {tools.lists ? (
        <DialogButton onOpen={() => setOpen('lists')} testId="open-moderation">
          <Trans>Moderation lists</Trans>
        </DialogButton>
      ) : tools.viewerNames ? (
        <DialogButton onOpen={() => setOpen('lists')} testId="open-viewers">
          <Trans>Who is watching</Trans>
        </DialogButton>
      ) : null}
      {tools.redPacket ? (
        <DialogButton
          className="btn btn-primary btn-small btn-red-packet"
          onOpen={() => setOpen('redPacket')}
          onIntent={() => void loadRedPacketDialog()}
          testId="open-red-packet"
        >
          <Trans>Send red envelopes</Trans>
        </DialogButton>
      ) : null}
      {open === 'lists' ? (
        <ModerationDialog roomID={roomID} role={role} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'redPacket' ? (
        <Suspense fallback={null}>
          <RedPacketDialog roomID={roomID} onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
