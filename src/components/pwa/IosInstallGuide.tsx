import { Trans, useLingui } from '@lingui/react/macro';

import { Dialog } from '../ui/Dialog';

/** iOS Safari has no install prompt: how to add Tribune to the home screen (and get notifications). */
export function IosInstallGuide({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Add Tribune to your home screen`}
      onClose={onClose}
      testId="ios-guide"
      footer={
        <button type="button" className="btn btn-primary" onClick={onClose}>
          <Trans>Got it</Trans>
        </button>
      }
    >
      <ol className="ios-guide">
        <li>
          <span className="ios-guide-icon" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22">
              <path
                d="M12 3v12M7.5 7.5 12 3l4.5 4.5M5 11v9h14v-9"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
          </span>
          <Trans>Tap the Share button in Safari&apos;s toolbar.</Trans>
        </li>
        <li>
          <span className="ios-guide-icon" aria-hidden="true">
            ＋
          </span>
          <Trans>Choose &quot;Add to Home Screen&quot;, then &quot;Add&quot;.</Trans>
        </li>
        <li>
          <span className="ios-guide-icon" aria-hidden="true">
            🔔
          </span>
          <Trans>Open Tribune from the home screen and turn on notifications in your user menu.</Trans>
        </li>
      </ol>
      <p className="pwa-hint">
        <Trans>
          iPhone and iPad show web notifications only for apps on the home screen (iOS 16.4 or later).
        </Trans>
      </p>
    </Dialog>
  );
}
