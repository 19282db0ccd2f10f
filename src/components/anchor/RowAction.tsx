import type { ReactNode } from 'react';

import type { Envelope } from '../../../protocol/envelope';
import { runAction } from './PagedList';

/**
 * A button of a moderation list row: runs its call, toasts `done` or the translated refusal, then
 * reloads the list.
 */
export function RowAction({
  run,
  done,
  reload,
  danger = false,
  children,
}: {
  run: () => Promise<Envelope<unknown>>;
  done: string;
  reload: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={danger ? 'btn btn-secondary btn-small mod-danger' : 'btn btn-secondary btn-small'}
      onClick={() => void runAction(run, done, reload)}
    >
      {children}
    </button>
  );
}
