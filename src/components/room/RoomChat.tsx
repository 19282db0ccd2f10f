import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import type { RedPacketSummary, RoomMessage } from '../../../protocol/room';
import { messageForCode } from '../../i18n/errorMessages';
import { myChatId } from '../../state/chat';
import { openableRedPackets, useRoom } from '../../state/room';
import { useChatMode, useSyncedRoom } from '../../state/roomSyncView';
import { useNow } from '../match/useNow';
import type { ModerationAction } from './moderation';
import { ModerationConfirm } from './ModerationConfirm';
import { RedPacketOpenDialog } from './RedPacketOpenDialog';
import { RoomBanner } from './RoomBanner';
import { RoomComposer } from './RoomComposer';
import { RoomMessageList } from './RoomMessageList';
import { RoomSyncBar } from './RoomSyncBar';

/**
 * The live chat of a room (§2 live rooms, issue 5): the lines with names, role badges, faces,
 * entries and gifts; the online count; the composer; a moderation menu on names for the roles
 * allowed (§6); the floating red envelope. Joins the room on the worker's socket while mounted.
 * `hasMatch`: whether the room streams a match (a match room always does; an anchor room when its
 * anchor streams one). The lines follow the page's video or come live, by the header's switch
 * (src/state/roomSync.ts).
 */
export function RoomChat({ roomID, hasMatch }: { roomID: string; hasMatch?: boolean }) {
  const { t } = useLingui();
  const view = useRoom(roomID);
  const me = myChatId();
  const [mode, setMode] = useChatMode(view.role);
  const synced = useSyncedRoom(roomID, view.messages, mode, me);
  const held = synced.held;
  const now = useNow(30_000);
  const [moderating, setModerating] = useState<{ action: ModerationAction; message: RoomMessage } | null>(
    null,
  );
  const [opening, setOpening] = useState<RedPacketSummary | null>(null);
  const onModerate = useCallback(
    (action: ModerationAction, message: RoomMessage) => setModerating({ action, message }),
    [],
  );
  const envelopes = openableRedPackets(view, now);
  const next = envelopes.at(-1);
  const online = view.online;
  const sender = next?.senderNickname ?? '';

  return (
    <section
      className="room-chat"
      aria-label={t`Live chat`}
      data-testid="room-chat"
      data-room={roomID}
      data-status={view.status}
      data-role={view.role}
      data-sync={mode}
      data-follow={synced.follow}
      data-held={held}
      data-programme-time={synced.t ?? undefined}
    >
      <header className="room-chat-head">
        <h2 className="section-title">
          <Trans>Live chat</Trans>
        </h2>
        <span className="room-online" data-testid="room-online">
          <Trans>{online} online</Trans>
        </span>
      </header>
      <RoomSyncBar mode={mode} follow={synced.follow} onMode={setMode} />
      <RoomBanner items={view.banners} />
      <div className="room-body">
        {view.status === 'joining' ? (
          <p className="room-status" role="status" data-testid="room-joining">
            <Trans>Entering the chat…</Trans>
          </p>
        ) : view.status === 'left' || view.status === 'error' ? (
          <p className="room-status room-status-error" role="alert" data-testid="room-left">
            {view.errCode === ErrorCode.RoomBlacklisted ? (
              <Trans>You were removed from the chat of this room</Trans>
            ) : (
              messageForCode(view.errCode)
            )}
          </p>
        ) : null}
        {view.status === 'joined' || view.messages.length > 0 ? (
          <RoomMessageList
            messages={synced.shown}
            role={view.role}
            me={me}
            hasMatch={hasMatch ?? roomID.startsWith('match_')}
            onModerate={onModerate}
          />
        ) : null}
        {held > 0 ? (
          <p className="room-held" data-testid="room-held">
            <Plural
              value={held}
              one="# newer message waits for your video"
              other="# newer messages wait for your video"
            />
          </p>
        ) : null}
        {next && view.status === 'joined' ? (
          <button
            type="button"
            className="room-envelope-button"
            onClick={() => setOpening(next)}
            aria-label={t`Open the red envelope of ${sender}`}
            data-testid="room-redpacket-button"
            data-id={next.id}
          >
            <span aria-hidden="true">🧧</span>
            {envelopes.length > 1 ? <span className="room-envelope-count">{envelopes.length}</span> : null}
          </button>
        ) : null}
      </div>
      {view.status === 'left' ? null : <RoomComposer roomID={roomID} view={view} />}
      {moderating ? (
        <ModerationConfirm
          roomID={roomID}
          action={moderating.action}
          message={moderating.message}
          onClose={() => setModerating(null)}
        />
      ) : null}
      {opening ? (
        <RedPacketOpenDialog roomID={roomID} redPacket={opening} onClose={() => setOpening(null)} />
      ) : null}
    </section>
  );
}
