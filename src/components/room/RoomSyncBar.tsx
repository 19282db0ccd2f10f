import { Trans } from '@lingui/react/macro';

import type { ChatFollow, ChatMode } from '../../state/roomSync';
import { SwitchInput } from '../ui/SwitchInput';

/**
 * The chat's one switch, "In sync with my video" (on) or live (off), and why a chat in sync shows
 * everything live anyway (a video without time information, no video on the page).
 */
export function RoomSyncBar({
  mode,
  follow,
  onMode,
}: {
  mode: ChatMode;
  follow: ChatFollow;
  onMode: (mode: ChatMode) => void;
}) {
  return (
    <div className="room-sync">
      <label className="room-sync-switch">
        <SwitchInput
          checked={mode === 'sync'}
          onChange={(on) => onMode(on ? 'sync' : 'live')}
          testId="room-sync-switch"
        />
        <span>
          <Trans>In sync with my video</Trans>
        </span>
      </label>
      {follow === 'undated' ? (
        <p className="room-sync-note" data-testid="room-sync-note">
          <Trans>Your video has no time information: the chat is live.</Trans>
        </p>
      ) : follow === 'noVideo' ? (
        <p className="room-sync-note" data-testid="room-sync-note">
          <Trans>No video is playing: the chat is live.</Trans>
        </p>
      ) : null}
    </div>
  );
}
