import type { ReactNode } from 'react';

/** A room toolbar button that opens one of the toolbar's dialogs. */
export function DialogButton({
  className = 'btn btn-secondary btn-small',
  onOpen,
  testId,
  children,
}: {
  className?: string;
  onOpen: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button type="button" className={className} onClick={onOpen} data-testid={testId}>
      {children}
    </button>
  );
}
