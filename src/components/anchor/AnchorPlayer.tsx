import { Trans, useLingui } from '@lingui/react/macro';

import type { AnchorDetails } from '../../../protocol/anchor';
import { Player } from '../player/Player';

/**
 * The room's video: the anchor's stream (a demo channel's live playlist, protocol/video.ts liveUrl,
 * when the anchor has no stream of its own) while live; an "anchor offline" panel otherwise.
 */
export function AnchorPlayer({ details }: { details: AnchorDetails }) {
  const { t } = useLingui();
  const nickname = details.nickname;
  if (details.live && details.streamUrl)
    return (
      <Player
        key={details.streamUrl}
        src={details.streamUrl}
        title={details.title || t`${nickname}'s room`}
        poster={details.cover ?? undefined}
        live
        programmeClock
      />
    );
  return (
    <div className="player player-placeholder anchor-offline" data-testid="anchor-offline" role="status">
      <div>
        <p className="anchor-offline-title">
          <Trans>{nickname} is offline</Trans>
        </p>
        <p className="muted">
          <Trans>Follow to hear when the anchor goes live.</Trans>
        </p>
      </div>
    </div>
  );
}
