import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

import { PlayerIcon } from './PlayerIcon';
import { clock } from './playerKeys';

interface Props {
  at: number;
  /** Hides itself after this long (§2: 3 s by default). */
  hideAfterMs?: number;
  onResume: () => void;
  onClose: () => void;
}

/** "Resume from last position" of §2, with its close button; it goes away by itself after 3 s. */
export function ResumeHint({ at, hideAfterMs = 3000, onResume, onClose }: Props) {
  const { t } = useLingui();
  useEffect(() => {
    const timer = setTimeout(onClose, hideAfterMs);
    return () => clearTimeout(timer);
  }, [hideAfterMs, onClose]);
  const time = clock(at);
  return (
    <div className="player-resume" role="status" data-testid="player-resume">
      <button type="button" className="player-resume-go" onClick={onResume}>
        <Trans>Resume from {time}</Trans>
      </button>
      <button type="button" className="player-icon-btn" onClick={onClose} aria-label={t`Close`}>
        <PlayerIcon name="close" />
      </button>
    </div>
  );
}
