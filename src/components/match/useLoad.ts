import { useCallback, useEffect, useState } from 'react';

import type { Envelope } from '../../../protocol/envelope';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';

export interface Loaded<T> {
  data: T | null;
  /** The translated reason of the last failed load, else null. */
  error: string | null;
  loading: boolean;
  reload: () => void;
}

/**
 * Loads with a call of src/api/client.ts whenever `key` changes (or on `reload`); nothing while not
 * `enabled`. While a new key
 * loads, the old data stays visible with `loading` set; a failure gives a translated message.
 */
export function useLoad<T>(load: () => Promise<Envelope<T>>, key: string, enabled = true): Loaded<T> {
  const [state, setState] = useState<{ key: string; data: T | null; error: string | null; done: boolean }>({
    key: '',
    data: null,
    error: null,
    done: false,
  });
  const [attempt, setAttempt] = useState(0);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const full = `${key}#${attempt}`;

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    load().then(
      (res) => {
        if (!live) return;
        setState((s) =>
          res.success
            ? { key: full, data: res.data, error: null, done: true }
            : { key: full, data: s.data, error: messageFor(res), done: true },
        );
      },
      () => live && setState((s) => ({ key: full, data: s.data, error: networkErrorMessage(), done: true })),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` says what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [full, enabled]);

  const current = state.key === full && state.done;
  return { data: state.data, error: current ? state.error : null, loading: enabled && !current, reload };
}
