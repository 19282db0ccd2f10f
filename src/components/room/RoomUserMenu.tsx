import { useLingui } from '@lingui/react/macro';
import { type CSSProperties, type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { ModerationAction } from './moderation';

interface Props {
  /** The name button the menu belongs to (the menu is placed by it, above when there is no room below). */
  anchor: HTMLElement | null;
  nickname: string;
  actions: readonly ModerationAction[];
  onAction: (action: ModerationAction) => void;
  onClose: () => void;
}

const GAP = 4;

/**
 * The moderation menu of a name: arrow keys, Home/End move, Escape, a click away or a scroll
 * closes it. Fixed to the viewport, so the scrolling message list never cuts it off.
 */
export function RoomUserMenu({ anchor, nickname, actions, onAction, onClose }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<CSSProperties>({ visibility: 'hidden' });

  useLayoutEffect(() => {
    const at = anchor?.getBoundingClientRect();
    const menu = box.current?.getBoundingClientRect();
    if (!at || !menu) return;
    const below = at.bottom + GAP + menu.height <= window.innerHeight;
    const top = below ? at.bottom + GAP : Math.max(GAP, at.top - GAP - menu.height);
    const left = Math.min(Math.max(GAP, at.left), window.innerWidth - menu.width - GAP);
    setPlace({ top, left });
  }, [anchor]);
  const labels: Record<ModerationAction, string> = {
    mute10: t`Mute for 10 minutes`,
    mute30: t`Mute for 30 minutes`,
    mute60: t`Mute for 60 minutes`,
    muteMatch: t`Mute until the match ends`,
    unmute: t`Unmute`,
    delete: t`Delete this message`,
    blacklist: t`Remove from the chat (blacklist)`,
    appoint: t`Make room admin`,
    revoke: t`Revoke room admin`,
  };

  useEffect(() => {
    box.current?.querySelector('button')?.focus();
    const away = (event: PointerEvent) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    const scrolled = (event: Event) => {
      if (!box.current?.contains(event.target as Node)) onClose();
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('scroll', scrolled, true);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('scroll', scrolled, true);
    };
  }, [onClose]);

  function onKeyDown(event: KeyboardEvent) {
    const items = [...(box.current?.querySelectorAll('button') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: (at + 1) % items.length,
      ArrowUp: (at - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (event.key === 'Escape' || event.key === 'Tab') onClose();
    else if (moves[event.key] !== undefined) items[moves[event.key]!]?.focus();
    else return;
    if (event.key !== 'Tab') event.preventDefault();
  }

  return (
    <div
      className="room-user-menu"
      role="menu"
      aria-label={t`Moderate ${nickname}`}
      ref={box}
      style={place}
      onKeyDown={onKeyDown}
      data-testid="room-user-menu"
    >
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className={action === 'blacklist' || action === 'delete' ? 'danger' : undefined}
          onClick={() => onAction(action)}
          data-action={action}
        >
          {labels[action]}
        </button>
      ))}
    </div>
  );
}
