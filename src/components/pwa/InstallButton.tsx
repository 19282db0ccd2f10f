import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';

import { promptInstall, usePwa } from '../../state/pwa';

// Opened on iOS only, by a click: not part of the header every page loads.
const IosInstallGuide = lazy(() => import('./IosInstallGuide').then((m) => ({ default: m.IosInstallGuide })));

/** "Install app" in the header: the browser's own prompt when it offers one, the guide on iOS. */
export function InstallButton() {
  const { t } = useLingui();
  const { canInstall, iosGuide } = usePwa();
  const [guide, setGuide] = useState(false);
  if (!canInstall && !iosGuide) return null;
  return (
    <>
      <button
        type="button"
        className="btn btn-ghost install-button"
        data-testid="install-button"
        title={t`Install app`}
        onClick={() => (canInstall ? void promptInstall() : setGuide(true))}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 3v12m-4.5-4.5L12 15l4.5-4.5M5 19h14"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <span>
          <Trans>Install app</Trans>
        </span>
      </button>
      {guide ? (
        <Suspense fallback={null}>
          <IosInstallGuide onClose={() => setGuide(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
