import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';

export type LoginMode = 'password' | 'phone';

const MODES: readonly LoginMode[] = ['password', 'phone'];

interface Props {
  mode: LoginMode;
  /** `focusPanel` is true when a pointer chose the tab, so the first field of the panel takes focus. */
  onChange: (mode: LoginMode, focusPanel: boolean) => void;
  panelId: string;
}

/** The two login tabs (password, phone code): a tablist with arrow-key navigation. */
export function LoginTabs({ mode, onChange, panelId }: Props) {
  const { t } = useLingui();
  const refs = useRef<Partial<Record<LoginMode, HTMLButtonElement | null>>>({});
  const labels: Record<LoginMode, string> = { password: t`Password`, phone: t`Phone code` };

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    let next: LoginMode | undefined;
    if (step !== 0) next = MODES[(MODES.indexOf(mode) + step + MODES.length) % MODES.length];
    else if (event.key === 'Home') next = MODES[0];
    else if (event.key === 'End') next = MODES[MODES.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next, false);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={t`Login method`} onKeyDown={handleKey}>
      {MODES.map((m) => (
        <button
          key={m}
          ref={(el) => {
            refs.current[m] = el;
          }}
          type="button"
          role="tab"
          id={`${panelId}-tab-${m}`}
          className="tab"
          aria-selected={mode === m}
          aria-controls={panelId}
          tabIndex={mode === m ? 0 : -1}
          data-testid={`tab-${m}`}
          onClick={(e) => onChange(m, e.detail > 0)}
        >
          {labels[m]}
        </button>
      ))}
    </div>
  );
}
