import { Trans } from '@lingui/react/macro';

/** A polite loading placeholder of `rows` grey blocks (screen readers hear one status). */
export function LoadingBlock({ rows = 3, label }: { rows?: number; label: string }) {
  return (
    <div className="loading-block" role="status" aria-label={label} data-testid="loading">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="skeleton" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: the translated reason and a retry button. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="load-error card" role="alert" data-testid="load-error">
      <p>{message}</p>
      <button type="button" className="btn btn-secondary" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  );
}
