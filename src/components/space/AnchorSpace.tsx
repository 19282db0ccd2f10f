import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useRef, useState } from 'react';

import { NoteList } from './NoteList';
import { ViewerWall } from './ViewerWall';

const TABS = ['photos', 'posts'] as const;
type Tab = (typeof TABS)[number];

/**
 * An anchor's photo wall and posts as their viewers see them (in the room): two tabs (←/→, Home,
 * End between them), the photos in a grid with the lightbox, the posts with like and collect.
 */
export function AnchorSpace({ anchorId }: { anchorId: string }) {
  const { t } = useLingui();
  const [tab, setTab] = useState<Tab>('photos');
  const id = useId();
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());
  const labels: Record<Tab, string> = { photos: t`Photo wall`, posts: t`Posts` };

  function handleKeyDown(event: KeyboardEvent) {
    const at = TABS.indexOf(tab);
    const next =
      event.key === 'ArrowRight'
        ? TABS[(at + 1) % TABS.length]
        : event.key === 'ArrowLeft'
          ? TABS[(at + TABS.length - 1) % TABS.length]
          : event.key === 'Home'
            ? TABS[0]
            : event.key === 'End'
              ? TABS[TABS.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setTab(next);
    buttons.current.get(next)?.focus();
  }

  return (
    <section className="anchor-space card" aria-labelledby={`${id}-title`} data-testid="anchor-space">
      <div className="anchor-space-head">
        <h2 id={`${id}-title`} className="section-title">{t`Photos and posts`}</h2>
        <div role="tablist" aria-labelledby={`${id}-title`} className="space-tabs" onKeyDown={handleKeyDown}>
          {TABS.map((name) => (
            <button
              key={name}
              ref={(el) => {
                if (el) buttons.current.set(name, el);
                else buttons.current.delete(name);
              }}
              type="button"
              role="tab"
              id={`${id}-${name}`}
              aria-selected={tab === name}
              aria-controls={`${id}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className="space-tab"
              onClick={() => setTab(name)}
              data-testid={`space-tab-${name}`}
            >
              {labels[name]}
            </button>
          ))}
        </div>
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-${tab}`}
        className="anchor-space-panel"
        data-testid={`space-panel-${tab}`}
      >
        {tab === 'photos' ? (
          <ViewerWall anchorId={anchorId} />
        ) : (
          <NoteList anchorId={anchorId} owner={false} />
        )}
      </div>
    </section>
  );
}
