import type { ReactNode } from 'react';

import { useModerationAction } from './PagedList';

/**
 * A button of a moderation list row: runs its call (callData), toasts `done` or the translated
 * refusal, then the lists load again.
 */
export function RowAction({
  run,
  done,
  danger = false,
  children,
}: {
  run: () => Promise<unknown>;
  done: string;
  danger?: boolean;
  children: ReactNode;
}) {
  const action = useModerationAction();
  return (
    <button
      type="button"
      className={danger ? 'btn btn-secondary btn-small mod-danger' : 'btn btn-secondary btn-small'}
      onClick={() => action.run(run, done)}
    >
      {children}
    </button>
  );
}
