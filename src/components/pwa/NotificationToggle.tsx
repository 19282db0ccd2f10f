import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import { disableNotifications, enableNotifications, usePwa } from '../../state/pwa';
import { showToast } from '../../state/toasts';
import { IosInstallGuide } from './IosInstallGuide';

/**
 * "Turn on notifications" in the user menu: the only place that asks the browser for permission,
 * and only when pressed. Says why it cannot be turned on (blocked, iOS outside the home screen).
 */
export function NotificationToggle() {
  const { t } = useLingui();
  const { push } = usePwa();
  const [guide, setGuide] = useState(false);

  async function handleEnable() {
    const status = await enableNotifications();
    if (status === 'on') showToast(t`Notifications are on for this browser`, 'success');
    else if (status === 'blocked')
      showToast(t`Notifications are blocked in this browser's site settings`, 'error');
    else if (status === 'off') showToast(t`Notifications could not be turned on. Please try again.`, 'error');
  }

  if (push === 'unsupported')
    return (
      <p className="pwa-note" data-testid="push-unsupported">
        <Trans>This browser cannot show notifications.</Trans>
      </p>
    );
  if (push === 'homeScreenFirst')
    return (
      <>
        <button type="button" data-testid="push-ios" onClick={() => setGuide(true)}>
          <Trans>Turn on notifications</Trans>
          <small className="pwa-hint">
            <Trans>On iPhone and iPad: add Tribune to the home screen first</Trans>
          </small>
        </button>
        {guide ? <IosInstallGuide onClose={() => setGuide(false)} /> : null}
      </>
    );
  if (push === 'blocked')
    return (
      <p className="pwa-note" data-testid="push-blocked">
        <Trans>Notifications are blocked. Allow them for this site in the browser settings.</Trans>
      </p>
    );
  if (push === 'on')
    return (
      <button
        type="button"
        data-testid="push-toggle"
        data-state="on"
        onClick={() => void disableNotifications()}
      >
        <Trans>Turn off notifications</Trans>
        <small className="pwa-hint">
          <Trans>Matches, anchors and messages reach you with Tribune closed</Trans>
        </small>
      </button>
    );
  return (
    <button
      type="button"
      data-testid="push-toggle"
      data-state={push}
      disabled={push === 'working'}
      onClick={() => void handleEnable()}
    >
      {push === 'working' ? <Trans>Turning on notifications…</Trans> : <Trans>Turn on notifications</Trans>}
      <small className="pwa-hint">
        <Trans>Booked matches, followed anchors and new messages, even with Tribune closed</Trans>
      </small>
    </button>
  );
}
