import { useLingui } from '@lingui/react/macro';

import { AnchorApplication } from '../../components/centre/apply/AnchorApplication';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';

/** /user/apply: a member applies to become an anchor, and sees where the application stands. */
export function ApplyPage() {
  const { t } = useLingui();
  return (
    <UserCentreLayout current="/user/apply" testId="apply-page">
      {(user) => (
        <>
          <h1 className="page-title user-centre-title">{t`Become an anchor`}</h1>
          <AnchorApplication user={user} />
        </>
      )}
    </UserCentreLayout>
  );
}
