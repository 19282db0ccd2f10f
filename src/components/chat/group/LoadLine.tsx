import { useLingui } from '@lingui/react/macro';

import type { Loaded } from '../../ui/useCallQuery';
import { LoadError, LoadingBlock } from '../../ui/LoadState';

/** The loading blocks of a first load, or its translated failure with a retry. */
export function LoadLine<T>({ loaded, rows = 2 }: { loaded: Loaded<T>; rows?: number }) {
  const { t } = useLingui();
  if (loaded.error) return <LoadError message={loaded.error} onRetry={loaded.reload} />;
  if (loaded.data === null && loaded.loading) return <LoadingBlock rows={rows} label={t`Loading…`} />;
  return null;
}
