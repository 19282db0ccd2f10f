import { useLingui } from '@lingui/react/macro';

import { splitDuration } from './liveFormat';

/** A live duration in hours and minutes, in the current language ("3 h 5 min", "46 min"). */
export function useDurationText(): (seconds: number) => string {
  const { t } = useLingui();
  return (seconds) => {
    const { hours, minutes, underAMinute } = splitDuration(seconds);
    if (underAMinute) return t`under 1 min`;
    if (hours > 0) return t`${hours} h ${minutes} min`;
    return t`${minutes} min`;
  };
}
