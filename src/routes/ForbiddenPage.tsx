import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { useStore } from '../state/store';

/** The 403 page, added once the server answered 7898 (region not accessible). */
export function ForbiddenPage() {
  const { forbiddenPage } = useStore();
  return (
    <div className="empty-state card" data-testid="forbidden-page">
      <h1>403</h1>
      <h2>
        <Trans>This service is not available in your region</Trans>
      </h2>
      {forbiddenPage?.region ? (
        <p>
          <Trans>Detected region: {forbiddenPage.region}</Trans>
        </p>
      ) : null}
      <p>
        <Trans>If you think this is a mistake, please contact customer support.</Trans>
      </p>
      <Link to="/user/contract/service">
        <Trans>User agreement</Trans>
      </Link>
    </div>
  );
}
