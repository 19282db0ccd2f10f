import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import { logout } from '../../state/session';
import { useStore } from '../../state/store';
import { ModifyPasswordForm } from '../account/ModifyPasswordForm';
import { ModifyPhoneForm } from '../account/ModifyPhoneForm';
import { NotificationToggle } from '../pwa/NotificationToggle';
import { Avatar } from '../ui/Avatar';
import { entryTestId, menuEntries, navRoleOf } from '../user/userCentreNav';

type View = 'menu' | 'password' | 'phone';

/**
 * The user menu popover (§2): who is logged in, the pages of their role (the user centre's table,
 * src/components/user/userCentreNav.ts), notifications, modify password and phone, log out.
 */
export function UserMenu() {
  const { i18n, t } = useLingui();
  const { userInfo } = useStore();
  const [open, setOpen] = useState(false);
  const [view, setView] = useState<View>('menu');
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

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
  const role = navRoleOf(userInfo);
  const roleText = role === 'admin' ? t`Platform admin` : role === 'anchor' ? t`Anchor` : t`Viewer`;
  const close = () => setOpen(false);

  return (
    <div className="user-menu" ref={box}>
      <button
        type="button"
        className="user-menu-trigger"
        ref={trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="user-menu"
        onClick={() => {
          setOpen(!open);
          setView('menu');
        }}
      >
        <Avatar src={userInfo.avatar} name={userInfo.nickname} />
        <span>{userInfo.nickname}</span>
      </button>
      {open ? (
        <div className="popover" role="dialog" aria-label={t`User menu`}>
          <div className="popover-head">
            <Avatar src={userInfo.avatar} name={userInfo.nickname} size={44} />
            <div>
              <strong>{userInfo.nickname}</strong>
              <div>
                <span className="badge">{roleText}</span> <small>@{userInfo.username}</small>
              </div>
            </div>
          </div>
          {view === 'menu' ? (
            <ul className="popover-menu" data-testid="user-menu-list" data-role={role}>
              {menuEntries(role).map((entry) => (
                <li key={entry.to}>
                  <Link to={entry.to} onClick={close} data-testid={entryTestId('menu', entry.to)}>
                    {i18n._(entry.label)}
                  </Link>
                </li>
              ))}
              <li className="push-item">
                <NotificationToggle />
              </li>
              <li>
                <button type="button" onClick={() => setView('password')}>
                  <Trans>Change password</Trans>
                </button>
              </li>
              <li>
                <button type="button" onClick={() => setView('phone')}>
                  <Trans>Change phone number</Trans>
                </button>
              </li>
              <li>
                <button type="button" data-testid="logout" onClick={() => void logout()}>
                  <Trans>Log out</Trans>
                </button>
              </li>
            </ul>
          ) : (
            <div>
              <button
                type="button"
                className="btn btn-secondary"
                onClick={() => setView('menu')}
                style={{ marginBottom: 12 }}
              >
                ← <Trans>Back</Trans>
              </button>
              {view === 'password' ? <ModifyPasswordForm /> : <ModifyPhoneForm />}
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}
