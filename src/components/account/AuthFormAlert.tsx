import { useEffect, useRef } from 'react';

import { scrollBehavior } from '../ui/motion';

/**
 * The refusal box of the login and reset forms (`.form-error`, role alert). When a message appears
 * outside the visible area (long forms on a phone, under the sticky header) it is scrolled into view.
 */
export function AuthFormAlert({ message }: { message: string }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = box.current;
    if (!el || !message) return;
    const rect = el.getBoundingClientRect();
    const headerBottom = document.querySelector('.header')?.getBoundingClientRect().bottom ?? 0;
    if (rect.top < headerBottom || rect.bottom > window.innerHeight) {
      el.scrollIntoView({ block: 'center', behavior: scrollBehavior() });
    }
  }, [message]);

  if (!message) return null;
  return (
    <div ref={box} className="form-error" role="alert" data-testid="form-error">
      {message}
    </div>
  );
}
