import { useLingui } from '@lingui/react/macro';
import { useLayoutEffect, useRef } from 'react';

import type { RoomRole } from '../../../protocol/room';
import { MenuItems } from '../ui/MenuItems';
import { useMenuKeys } from '../ui/useMenuKeys';
import type { ModerationAction } from './moderation';

interface Props {
  /** The name button the menu belongs to (the menu is placed by it, above when there is no room below). */
  anchor: HTMLElement | null;
  nickname: string;
  /** The role of the person the menu is about (names the role a revoke takes back). */
  targetRole: RoomRole;
  actions: readonly ModerationAction[];
  onAction: (action: ModerationAction) => void;
  onClose: () => void;
}

const GAP = 4;
const DANGER: readonly ModerationAction[] = ['blacklist', 'delete'];

/** Where the menu goes by its name button: below, else above; null once the name scrolled out of its list. */
function placeBy(anchor: HTMLElement, menu: HTMLElement): { top: number; left: number } | null {
  const at = anchor.getBoundingClientRect();
  const list = anchor.closest('.room-messages')?.getBoundingClientRect();
  if (list && (at.bottom < list.top || at.top > list.bottom)) return null;
  const { height, width } = menu.getBoundingClientRect();
  const below = at.bottom + GAP + height <= window.innerHeight;
  const top = below ? at.bottom + GAP : Math.max(GAP, at.top - GAP - height);
  const left = Math.min(Math.max(GAP, at.left), window.innerWidth - width - GAP);
  return { top, left };
}

/**
 * The moderation menu of a name: arrow keys, Home/End move, Escape or a click away closes it.
 * Fixed to the viewport, so the scrolling message list never cuts it off; it follows its name
 * when the list scrolls (new lines keep coming) and closes once the name is scrolled away.
 */
export function RoomUserMenu({ anchor, nickname, targetRole, actions, onAction, onClose }: Props) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const handleKeyDown = useMenuKeys(box, onClose, { roving: true });

  useLayoutEffect(() => {
    const update = () => {
      if (!anchor || !box.current) return;
      const next = placeBy(anchor, box.current);
      // Written before paint (no state: the first item takes the focus right after).
      if (next) Object.assign(box.current.style, { top: `${next.top}px`, left: `${next.left}px` });
      else onClose();
    };
    update();
    document.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      document.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [anchor, onClose]);
  const labels: Record<ModerationAction, string> = {
    mute10: t`Mute for 10 minutes`,
    mute30: t`Mute for 30 minutes`,
    mute60: t`Mute for 60 minutes`,
    muteMatch: t`Mute until the match ends`,
    unmute: t({ message: 'Unmute', context: 'room chat mute' }),
    delete: t`Delete this message`,
    blacklist: t`Remove from the chat (blacklist)`,
    appoint: t`Make room admin`,
    assistant: t`Make small assistant`,
    revoke: targetRole === 'assistant' ? t`Revoke small assistant` : t`Revoke room admin`,
  };

  return (
    <div
      className="room-user-menu"
      role="menu"
      aria-label={t`Moderate ${nickname}`}
      ref={box}
      onKeyDown={handleKeyDown}
      data-testid="room-user-menu"
    >
      <MenuItems actions={actions} labels={labels} danger={DANGER} onPick={onAction} roving />
    </div>
  );
}
