import { useLingui } from '@lingui/react/macro';

import { EARLY_TITLE_SLOT } from '../../app/earlyTitle';

/**
 * A room while its details load: its own layout in grey (the anchor's card, the player's black box,
 * the chat's column), so nothing moves when the room comes. As a first visit's first screen (built
 * from this render, protocol/firstScreen.ts) its title line is the slot the page's first script
 * writes the room's title into when the details answer (app/earlyTitle.ts); the app's render leaves
 * it empty.
 */
export function RoomLoading() {
  const { t } = useLingui();
  return (
    <div
      className="live-layout anchor-room"
      role="status"
      aria-label={t`Loading the room…`}
      data-testid="loading"
    >
      <div className="live-main">
        <div className="anchor-head card">
          <span className="avatar avatar-56 skeleton" aria-hidden="true" />
          <div className="anchor-head-text">
            <p className="anchor-head-title" {...{ [EARLY_TITLE_SLOT]: '' }} />
            <span className="skeleton room-loading-line" aria-hidden="true" />
            <span className="skeleton room-loading-line" aria-hidden="true" />
          </div>
          <div className="anchor-head-actions">
            <span className="skeleton room-loading-button" aria-hidden="true" />
          </div>
        </div>
        <div className="player" aria-hidden="true" />
      </div>
      <div className="chat-slot card anchor-chat" aria-hidden="true" />
    </div>
  );
}
