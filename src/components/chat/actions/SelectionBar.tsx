import { Trans } from '@lingui/react/macro';

interface Props {
  count: number;
  onForward: (merged: boolean) => void;
  onDelete: () => void;
  onCancel: () => void;
}

/** Shown instead of the composer while messages are being selected. */
export function SelectionBar({ count, onForward, onDelete, onCancel }: Props) {
  const none = count === 0;
  return (
    <div className="chat-selection" role="toolbar" data-testid="selection-bar">
      <span aria-live="polite">
        <Trans>{count} selected</Trans>
      </span>
      <button type="button" className="btn" disabled={none} onClick={() => onForward(false)}>
        <Trans>Forward one by one</Trans>
      </button>
      <button
        type="button"
        className="btn"
        disabled={none}
        onClick={() => onForward(true)}
        data-testid="forward-merged"
      >
        <Trans>Forward as chat history</Trans>
      </button>
      <button type="button" className="btn btn-danger" disabled={none} onClick={onDelete}>
        <Trans>Delete</Trans>
      </button>
      <button type="button" className="btn-link" onClick={onCancel}>
        <Trans>Cancel</Trans>
      </button>
    </div>
  );
}
