import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { acceptUpdate, usePwa } from '../../state/pwa';

/** A new version was deployed and is ready: offer the reload (never forced on an open tab). */
export function UpdatePrompt() {
  const { updateReady } = usePwa();
  const [later, setLater] = useState(false);
  if (!updateReady || later) return null;
  return (
    <div className="update-prompt" role="alert" data-testid="update-prompt">
      <span>
        <Trans>A new version of Tribune is available.</Trans>
      </span>
      <button
        type="button"
        className="btn btn-primary btn-small"
        data-testid="update-reload"
        onClick={acceptUpdate}
      >
        <Trans>Reload</Trans>
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={() => setLater(true)}>
        <Trans>Later</Trans>
      </button>
    </div>
  );
}
