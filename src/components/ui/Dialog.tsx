import { useLingui } from '@lingui/react/macro';
import { type ReactNode, useLayoutEffect, useRef } from 'react';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  testId?: string;
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it, the page behind is
 * inert. It is open while mounted.
 */
export function Dialog({ title, onClose, children, footer, testId }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  // A layout effect: its cleanup runs while the <dialog> is still in the page, so closing it hands
  // focus back; the opener is also focused by hand, as the browser does not when the page moved on.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-label={title}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
    >
      <div className="dialog-box">
        <header className="dialog-head">
          <h2>{title}</h2>
          <button type="button" className="dialog-close" onClick={onClose} aria-label={t`Close`}>
            ×
          </button>
        </header>
        <div className="dialog-body">{children}</div>
        {footer ? <footer className="dialog-foot">{footer}</footer> : null}
      </div>
    </dialog>
  );
}
