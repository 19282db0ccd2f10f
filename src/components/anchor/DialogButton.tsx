import type { ReactNode } from 'react';

/** A room toolbar button that opens one of the toolbar's dialogs. */
export function DialogButton({
  className = 'btn btn-secondary btn-small',
  onOpen,
  onIntent,
  testId,
  children,
}: {
  className?: string;
  onOpen: () => void;
  /** The pointer came over it or it took the focus: a dialog loaded on demand can start loading. */
  onIntent?: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-testid={testId}
    >
      {children}
    </button>
  );
}
