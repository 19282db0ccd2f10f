import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { UserInfo } from '../../../protocol/account';
import { useStore } from '../../state/store';
import { EmptyState } from '../ui/EmptyState';

/**
 * The pages of the user centre: their content once the user is known, a loading note while the
 * start-up token check runs, and a way to log in when there is no user.
 */
export function SignedIn({ children }: { children: (user: UserInfo) => ReactNode }) {
  const { t } = useLingui();
  const { userInfo, booting } = useStore();
  if (userInfo) return children(userInfo);
  if (booting) {
    return (
      <div className="empty-state card" role="status" aria-busy="true">
        <Trans>Loading…</Trans>
      </div>
    );
  }
  return (
    <EmptyState title={t`Please log in first`}>
      <Link to="/login" className="btn btn-primary">
        <Trans>Log in</Trans>
      </Link>
    </EmptyState>
  );
}
