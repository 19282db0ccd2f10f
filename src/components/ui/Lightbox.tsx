import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type TouchEvent, useLayoutEffect, useRef } from 'react';

import { keyStep, stepIndex, swipeStep, trapTarget } from './lightbox';

/** One picture of a lightbox: the full-size original, its text alternative and its size. */
export interface LightboxItem {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown under the picture (a photo's description). */
  caption?: string;
}

interface Props {
  items: readonly LightboxItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The accessible name of the lightbox ("Photo wall", "Pictures of the post"). */
  label: string;
  testId?: string;
}

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Full-size pictures, one at a time, over the page (the photo wall, a post's pictures): ←/→ (and
 * Home/End) step through them, Escape or the close button or a click beside the picture closes,
 * a swipe on a touch screen steps. A modal <dialog>: the page behind is inert, Tab stays inside,
 * and the focus goes back to what opened it. Open while mounted.
 */
export function Lightbox({ items, index, onIndexChange, onClose, label, testId = 'lightbox' }: Props) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const touch = useRef<{ x: number; y: number } | null>(null);
  const count = items.length;
  const item = items[Math.min(Math.max(index, 0), count - 1)];

  // As src/components/ui/Dialog.tsx: closed in a layout effect's cleanup, so the opener gets the focus back.
  useLayoutEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      if (opener?.isConnected && document.activeElement !== opener) opener.focus();
    };
  }, []);

  function handleKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Tab') {
      const focusable = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
      const current = focusable.indexOf(document.activeElement as HTMLElement);
      const target = trapTarget(current, focusable.length, event.shiftKey);
      if (target !== null) {
        event.preventDefault();
        focusable[target]?.focus();
      }
      return;
    }
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = keyStep(event.key, index, count);
    if (next === null || count < 2) return;
    event.preventDefault();
    onIndexChange(next);
  }

  function handleTouchStart(event: TouchEvent) {
    const first = event.touches[0];
    touch.current = event.touches.length === 1 && first ? { x: first.clientX, y: first.clientY } : null;
  }

  function handleTouchEnd(event: TouchEvent) {
    const start = touch.current;
    const end = event.changedTouches[0];
    touch.current = null;
    if (!start || !end || count < 2) return;
    const step = swipeStep(end.clientX - start.x, end.clientY - start.y);
    if (step !== 0) onIndexChange(stepIndex(index, step, count));
  }

  const position = index + 1;
  return (
    <dialog
      ref={ref}
      className="lightbox"
      aria-label={label}
      data-testid={testId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        const target = event.target as HTMLElement;
        if (target === ref.current || target.classList.contains('lightbox-stage')) onClose();
      }}
      onKeyDown={handleKeyDown}
      onTouchStart={handleTouchStart}
      onTouchEnd={handleTouchEnd}
    >
      <div className="lightbox-bar">
        <p className="lightbox-count" aria-live="polite" data-testid={`${testId}-position`}>
          {t`Picture ${position} of ${count}`}
        </p>
        <button
          type="button"
          className="lightbox-button lightbox-close"
          onClick={onClose}
          aria-label={t`Close`}
          data-testid={`${testId}-close`}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" />
          </svg>
        </button>
      </div>
      <div className="lightbox-stage">
        {item ? (
          <figure className="lightbox-figure">
            <img
              key={item.src}
              src={item.src}
              alt={item.alt}
              width={item.width}
              height={item.height}
              decoding="async"
              data-testid={`${testId}-image`}
            />
            {item.caption ? <figcaption>{item.caption}</figcaption> : null}
          </figure>
        ) : null}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="lightbox-button lightbox-prev"
            onClick={() => onIndexChange(stepIndex(index, -1, count))}
            aria-label={t`Previous picture`}
            data-testid={`${testId}-prev`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M15 5l-7 7 7 7" />
            </svg>
          </button>
          <button
            type="button"
            className="lightbox-button lightbox-next"
            onClick={() => onIndexChange(stepIndex(index, 1, count))}
            aria-label={t`Next picture`}
            data-testid={`${testId}-next`}
          >
            <svg viewBox="0 0 24 24" aria-hidden="true">
              <path d="M9 5l7 7-7 7" />
            </svg>
          </button>
        </>
      ) : null}
    </dialog>
  );
}
