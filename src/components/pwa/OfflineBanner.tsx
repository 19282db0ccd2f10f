import { Trans } from '@lingui/react/macro';

import { SdkCode } from '../../../protocol/im';
import { useChatConnection } from '../../state/chat';
import { usePwa } from '../../state/pwa';

/**
 * Says clearly that the app is offline: the browser has no network, or the messaging worker lost
 * its connection for a network error (§8 code 113) while the browser still claims to be online.
 */
export function OfflineBanner() {
  const { online } = usePwa();
  const connection = useChatConnection();
  const workerOffline = connection.state !== 'loggedIn' && connection.sdkCode === SdkCode.NetworkError;
  if (online && !workerOffline) return null;
  return (
    <div className="offline-banner" role="status" aria-live="polite" data-testid="offline-banner">
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
        <path
          d="M2 8.5a15 15 0 0 1 20 0M5.5 12a10 10 0 0 1 13 0M9 15.5a5 5 0 0 1 6 0M12 19h0M3 3l18 18"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <strong>
        <Trans>You are offline.</Trans>
      </strong>{' '}
      <span>
        <Trans>
          Showing what was saved on this device. Messages you write are sent when the connection is back.
        </Trans>
      </span>
    </div>
  );
}
