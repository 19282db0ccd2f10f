import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { logout } from '../../state/session';
import { useStore } from '../../state/store';
import { ModifyPasswordForm } from '../account/ModifyPasswordForm';
import { ModifyPhoneForm } from '../account/ModifyPhoneForm';
import { NotificationToggle } from '../pwa/NotificationToggle';
import { Avatar } from '../ui/Avatar';
import { entryTestId, menuEntries, navRoleOf } from '../user/userCentreNav';

type View = 'menu' | 'password' | 'phone';

/**
 * The open user menu (§2): who is logged in, the pages of their role (the user centre's table,
 * src/components/user/userCentreNav.ts), notifications, modify password and phone, log out. A chunk
 * of its own: a visitor never loads it (UserMenu shows only the trigger until it opens).
 */
export function UserMenuPanel({ onClose }: { onClose: () => void }) {
  const { i18n, t } = useLingui();
  const { userInfo } = useStore();
  const [view, setView] = useState<View>('menu');
  if (!userInfo) return null;
  const role = navRoleOf(userInfo);
  const roleText = role === 'admin' ? t`Platform admin` : role === 'anchor' ? t`Anchor` : t`Viewer`;

  return (
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
              <Link to={entry.to} onClick={onClose} data-testid={entryTestId('menu', entry.to)}>
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
  );
}
