import { useLingui } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import { AnchorOnly } from '../../components/centre/AnchorOnly';
import { FansList } from '../../components/centre/fans/FansList';
import type { FansSearch } from '../../components/centre/fans/fansSearch';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';
import { navRoleOf } from '../../components/user/userCentreNav';

const route = getRouteApi('/user/fans');

/** /user/fans (§2 fans list): an anchor's followers, searchable by nickname, paged. */
export function FansPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  // A search replaces the entry (typing is not history); the back button leaves the page.
  const onSearch = useCallback(
    (next: FansSearch) => void navigate({ search: next, replace: true }),
    [navigate],
  );
  return (
    <UserCentreLayout current="/user/fans" testId="fans-page">
      {(user) => (
        <>
          <h1 className="page-title user-centre-title">{t`Fans`}</h1>
          {navRoleOf(user) === 'anchor' ? (
            <FansList search={search} onSearch={onSearch} />
          ) : (
            <AnchorOnly user={user} />
          )}
        </>
      )}
    </UserCentreLayout>
  );
}
