import { useEffect, useState } from 'react';

import type { HouseConfig } from '../../../protocol/live';
import { call } from '../../api/client';
import { useLoad } from '../match/useLoad';

/** How often the live state is asked again while /user/configuration is shown (and visible). */
export const LIVE_STATE_POLL_MS = 10_000;

/**
 * The anchor's room (houseConfigDetails), asked again every LIVE_STATE_POLL_MS so the live state
 * follows the encoder; `update` puts in what a save or a code reset answered until the next load.
 */
export function useHouseConfig(uid: string) {
  const loaded = useLoad(() => call('houseConfigDetails', {}), uid);
  const [override, setOverride] = useState<{ of: HouseConfig | null; value: HouseConfig } | null>(null);
  const { reload } = loaded;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, LIVE_STATE_POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);

  const config = override && override.of === loaded.data ? override.value : loaded.data;
  const update = (change: Partial<HouseConfig>) => {
    if (config) setOverride({ of: loaded.data, value: { ...config, ...change } });
  };
  return { config, error: loaded.error, loading: loaded.loading, reload, update };
}
