import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useRef } from 'react';

export interface LibraryColumn {
  raceType: number;
  name: string;
  num: number;
}

export const tabId = (base: string, raceType: number) => `${base}-tab-${raceType}`;

/**
 * The match library's columns as tabs with their number of matches: one tab stop, the arrows,
 * Home and End move between them (WAI-ARIA tabs with automatic activation).
 */
export function LibraryTabs({
  columns,
  selected,
  onSelect,
  idBase,
  panelId,
}: {
  columns: readonly LibraryColumn[];
  selected: number;
  onSelect: (raceType: number) => void;
  idBase: string;
  panelId: string;
}) {
  const { t } = useLingui();
  const list = useRef<HTMLDivElement>(null);

  function handleKey(event: KeyboardEvent<HTMLDivElement>) {
    const at = columns.findIndex((c) => c.raceType === selected);
    const moves: Record<string, number> = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: columns.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = columns[(to + columns.length) % columns.length];
    if (!next) return;
    onSelect(next.raceType);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(idBase, next.raceType))}`)?.focus();
  }

  return (
    <div
      className="tabs library-tabs"
      role="tablist"
      aria-label={t`Match categories`}
      ref={list}
      onKeyDown={handleKey}
    >
      {columns.map((c) => {
        const active = c.raceType === selected;
        return (
          <button
            key={c.raceType}
            id={tabId(idBase, c.raceType)}
            type="button"
            role="tab"
            className="tab"
            aria-selected={active}
            aria-controls={panelId}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(c.raceType)}
            data-testid={`library-tab-${c.raceType}`}
          >
            {c.name} <span className="tab-count">{c.num}</span>
          </button>
        );
      })}
    </div>
  );
}
