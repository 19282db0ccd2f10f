import { useLingui } from '@lingui/react/macro';

import { AnchorOnly } from '../../components/centre/AnchorOnly';
import { EarningsSummary } from '../../components/centre/earnings/EarningsSummary';
import { GiftDetail } from '../../components/centre/earnings/GiftDetail';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';
import { navRoleOf } from '../../components/user/userCentreNav';

/** /user/earnings (§2 earnings): gifts received per day and in total, the balances, and each gift. */
export function EarningsPage() {
  const { t } = useLingui();
  return (
    <UserCentreLayout current="/user/earnings" testId="earnings-page">
      {(user) => (
        <>
          <h1 className="page-title user-centre-title">{t`Earnings`}</h1>
          {navRoleOf(user) === 'anchor' ? (
            <div className="centre-stack">
              <EarningsSummary />
              <GiftDetail />
            </div>
          ) : (
            <AnchorOnly user={user} />
          )}
        </>
      )}
    </UserCentreLayout>
  );
}
