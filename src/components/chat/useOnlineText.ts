import { useLingui } from '@lingui/react/macro';

import { onlineStatus } from '../../../protocol/presence';

/** §4 online status text from the minutes since the user was last active (0 = online, null = never). */
export function useOnlineText(): (lastActiveMinutes: number | null) => string {
  const { t } = useLingui();
  return (minutes) => {
    const { kind, value } = onlineStatus(minutes);
    switch (kind) {
      case 'online':
        return t`Online`;
      case 'minutes':
        return t`${value} min ago`;
      case 'hours':
        return t`${value} h ago`;
      case 'yesterday':
        return t`Yesterday`;
      case 'recently':
        return t`Recently`;
      default:
        return t`Long offline`;
    }
  };
}
