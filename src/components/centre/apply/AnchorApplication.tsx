import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { UserInfo } from '../../../../protocol/account';
import type { ApplyDetails, ApplyState } from '../../../../protocol/profile';
import { reloadUserInfo } from '../../../state/session';
import { EmptyState } from '../../ui/EmptyState';
import { LoadError, LoadingBlock } from '../../ui/LoadState';
import { useCallQuery } from '../../ui/useCallQuery';
import { ApplyForm } from './ApplyForm';
import { ApplyApproved, ApplyPending, ApplyRejected } from './ApplyStatus';

/** Where the user's info says the application stands (as anchor_apply_for_details decides it). */
function stateOf(user: Pick<UserInfo, 'role' | 'anchorStatus'>): ApplyState {
  if (user.anchorStatus === 'pending' || user.anchorStatus === 'rejected') return user.anchorStatus;
  return user.role === 'anchor' && user.anchorStatus !== 'none' ? 'approved' : 'none';
}

/**
 * /user/apply: where the member's anchor application stands (anchor_apply_for_details) and what
 * to do: the form (none yet), under review, rejected with the reason and the form again, approved
 * with the way to the anchor centre. A platform admin cannot apply.
 */
export function AnchorApplication({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const details = useCallQuery('anchorApplyForDetails', {}, { staleTime: 0, enabled: user.role !== 'admin' });
  const [again, setAgain] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const status = details.data?.status;

  // Reviewed while away (or just applied): the header, the menu and the centre follow the new state.
  useEffect(() => {
    if (status && status !== stateOf(user)) void reloadUserInfo();
  }, [status, user]);

  if (user.role === 'admin') {
    return (
      <EmptyState title={t`Platform admins cannot apply`}>
        <p>
          <Trans>A platform admin account reviews anchors; it cannot become one.</Trans>
        </p>
      </EmptyState>
    );
  }
  if (!details.data) {
    if (details.error) return <LoadError message={details.error} onRetry={details.reload} />;
    return <LoadingBlock rows={3} label={t`Loading your application…`} />;
  }

  const applied = (next: ApplyDetails) => {
    details.setData(() => next);
    setAgain(false);
    setSubmitted(true);
  };
  const data = details.data;
  return (
    <div
      className="centre-stack"
      aria-busy={details.loading}
      data-status={data.status}
      data-testid="apply-status"
    >
      {details.error ? <LoadError message={details.error} onRetry={details.reload} /> : null}
      {data.status === 'none' ? <ApplyForm user={user} onApplied={applied} /> : null}
      {data.status === 'pending' ? <ApplyPending details={data} focus={submitted} /> : null}
      {data.status === 'rejected' ? (
        again ? (
          <ApplyForm user={user} onApplied={applied} focusTitle />
        ) : (
          <ApplyRejected details={data} onApplyAgain={() => setAgain(true)} />
        )
      ) : null}
      {data.status === 'approved' ? <ApplyApproved details={data} /> : null}
    </div>
  );
}
