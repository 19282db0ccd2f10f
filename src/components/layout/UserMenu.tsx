import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { useStore } from '../../state/store';
import { Avatar } from '../ui/Avatar';

const loadPanel = () => import('./UserMenuPanel').then((m) => ({ default: m.UserMenuPanel }));
const UserMenuPanel = lazy(loadPanel);

/**
 * The user menu of the header (§2): the logged-in user's avatar and name, opening the menu
 * (UserMenuPanel, loaded once a user is logged in: a visitor's first page carries none of it).
 */
export function UserMenu() {
  const { userInfo } = useStore();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const loggedIn = userInfo !== null;

  useEffect(() => {
    // Ready before the first click.
    if (loggedIn) void loadPanel();
  }, [loggedIn]);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      // The focus was in the popover, which goes: back to the button that opened it.
      if (box.current?.contains(document.activeElement)) trigger.current?.focus();
      setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!userInfo) return null;

  return (
    <div className="user-menu" ref={box}>
      <button
        type="button"
        className="user-menu-trigger"
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="user-menu"
        onClick={() => setOpen(!open)}
      >
        <Avatar src={userInfo.avatar} name={userInfo.nickname} />
        <span>{userInfo.nickname}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <UserMenuPanel onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
