import { useLingui } from '@lingui/react/macro';

import { FollowedAnchors } from '../../components/user/FollowedAnchors';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';

/** /user/attention (§2 my follows): the anchors I follow, live first, with unfollow. */
export function AttentionPage() {
  const { t } = useLingui();
  return (
    <UserCentreLayout current="/user/attention" testId="attention-page">
      {() => (
        <>
          <h1 className="page-title user-centre-title">{t`My follows`}</h1>
          <FollowedAnchors />
        </>
      )}
    </UserCentreLayout>
  );
}
