import { Trans, useLingui } from '@lingui/react/macro';

import { SdkCode } from '../../../protocol/im';
import type { ImSnapshot } from '../../../protocol/imWorkerApi';

/** Shown while the chat socket is not logged in: the SDK state of §8 and what happens to new messages. */
export function ConnectionBanner({ snapshot }: { snapshot: ImSnapshot }) {
  const { t } = useLingui();
  if (snapshot.state === 'loggedIn') return null;
  const byCode: Record<number, string> = {
    [SdkCode.ConnectionClosed]: t`Connection closed`,
    [SdkCode.Connecting]: t`Connecting…`,
    [SdkCode.NetworkError]: t`Network error`,
  };
  const text =
    (snapshot.sdkCode !== null ? byCode[snapshot.sdkCode] : undefined) ??
    (snapshot.state === 'idle' ? t`Connection closed` : t`Connecting…`);
  return (
    <div className="chat-banner" role="status" data-testid="chat-banner" data-state={snapshot.state}>
      <strong>{text}</strong>{' '}
      <span>
        <Trans>Messages you write are sent when the connection is back.</Trans>
      </span>
    </div>
  );
}
