import { useCallback, useEffect, useState } from 'react';

import type { Envelope } from '../../../protocol/envelope';

/**
 * Loads data with a call of src/api/client.ts, again whenever `version` changes or `reload()` is
 * called. `data` is null while the first load runs; a refusal or a network error keeps the last data.
 */
export function useRemote<T>(load: () => Promise<Envelope<T>>, version: number) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    load()
      .then((res) => {
        if (!live) return;
        setFailed(!res.success);
        if (res.success) setData(res.data);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; what to load is fixed per component.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, tick]);

  return { data, failed, reload, setData };
}
