import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { setFollowsVideo, type SyncMode, useFollowsVideo } from '../../state/matchSync';
import { behindLiveSeconds } from '../../state/matchSyncRules';
import { programmeNow } from '../../state/programmeClock';
import { useNow } from './useNow';
import { SwitchInput } from '../ui/SwitchInput';

/**
 * Under the live page's score (issue 21): the switch "Score follows my video" (remembered; off shows
 * the newest score), how far the video is behind live while synced, and the notice when the stream
 * has no time information (the score is then live).
 */
export function MatchSyncBar({ mode }: { mode: SyncMode }) {
  const follow = useFollowsVideo();
  const hintId = useId();
  return (
    <div className="match-sync-bar" data-testid="match-sync-bar">
      <label className="switch-row">
        <span>
          <Trans>Score follows my video</Trans>
        </span>
        <SwitchInput
          checked={follow}
          onChange={setFollowsVideo}
          describedBy={mode === 'synced' ? hintId : undefined}
          testId="match-sync-switch"
        />
      </label>
      {mode === 'synced' ? <BehindLive id={hintId} /> : null}
      {mode === 'undated' ? <UndatedNotice /> : null}
    </div>
  );
}

/** "12 s behind live": a display only (the wall clock of this device against the video's). */
function BehindLive({ id }: { id: string }) {
  const now = useNow(1000);
  const behind = behindLiveSeconds(programmeNow(), now);
  if (behind === null) return null;
  return (
    <span id={id} className="match-sync-behind" data-testid="match-sync-behind">
      <Trans>{behind} s behind live</Trans>
    </span>
  );
}

/** The stream carries no time: the views fall back to live and say so. */
export function UndatedNotice() {
  const { t } = useLingui();
  return (
    <p className="match-sync-notice" role="status" data-testid="match-sync-undated">
      {t`This stream has no time information: the score is live.`}
    </p>
  );
}
