import type { HouseConfig } from '../../../protocol/live';
import { useCallQuery } from '../ui/useCallQuery';

/** How often the live state is asked again while /user/configuration is shown (and visible). */
export const LIVE_STATE_POLL_MS = 10_000;

/**
 * The anchor's room (houseConfigDetails), asked again every LIVE_STATE_POLL_MS while the page is
 * visible so the live state follows the encoder; `update` puts in what a save or a code reset
 * answered until the next load.
 */
export function useHouseConfig() {
  const loaded = useCallQuery(
    'houseConfigDetails',
    {},
    { staleTime: 0, refetchInterval: LIVE_STATE_POLL_MS },
  );
  const { setData } = loaded;
  const update = (change: Partial<HouseConfig>) =>
    setData((config) => (config ? { ...config, ...change } : config));
  return { config: loaded.data, error: loaded.error, loading: loaded.loading, reload: loaded.reload, update };
}
