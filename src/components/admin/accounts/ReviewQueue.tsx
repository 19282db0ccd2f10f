import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { ApplicantRow } from '../../../../protocol/adminAccount';
import { ErrorCode } from '../../../../protocol/errors';
import { CallError, callData } from '../../../api/client';
import { invalidateCalls } from '../../../api/queryClient';
import { showToast } from '../../../state/toasts';
import { Avatar } from '../../ui/Avatar';
import { SearchBox } from '../../ui/SearchBox';
import { AdminTable, type AdminColumn } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { EMOTION_TEXT, GENDER_TEXT, ROLE_TEXT, useDateTime } from './adminAccountText';
import { ReasonDialog } from '../ReasonDialog';

type Sort = 'appliedAt' | 'username';

/** Every field the application wrote, as a description list of the row. */
function ApplicantDetails({ a }: { a: ApplicantRow }) {
  const { t } = useLingui();
  const none = t`Not given`;
  const body = [
    a.height !== null ? t`${a.height} cm` : null,
    a.weight !== null ? t`${a.weight} kg` : null,
  ].filter(Boolean);
  return (
    <dl className="admin-details">
      <dt>{t`Gender`}</dt>
      <dd>{t(GENDER_TEXT[a.gender] ?? GENDER_TEXT.secret!)}</dd>
      <dt>{t`Birthday`}</dt>
      <dd>{a.birthday ?? none}</dd>
      <dt>{t`Region`}</dt>
      <dd>{[a.province, a.city].filter(Boolean).join(' · ') || none}</dd>
      <dt>{t`Height / weight`}</dt>
      <dd>{body.length ? body.join(' · ') : none}</dd>
      <dt>{t`Relationship`}</dt>
      <dd>{a.emotion ? t(EMOTION_TEXT[a.emotion]!) : none}</dd>
      <dt>{t`Hobbies`}</dt>
      <dd>{a.hobbies.length ? a.hobbies.join(', ') : none}</dd>
      <dt>{t`Profile`}</dt>
      <dd className="admin-profile-text">{a.profile || none}</dd>
    </dl>
  );
}

/**
 * The pending anchor applications (issue 20): every field, the avatar, approve (the applicant gets
 * the SMS notice) or reject with a reason. A decision taken meanwhile elsewhere is refused by the
 * server (ApplicationNotPending): the message says so and the list loads again.
 */
export function ReviewQueue() {
  const { t } = useLingui();
  const client = useQueryClient();
  const when = useDateTime();
  const list = useAdminList<'adminReviewQueue', Sort>('adminReviewQueue', 'appliedAt', {}, 'asc');
  const [deciding, setDeciding] = useState<{ row: ApplicantRow; action: 'approve' | 'reject' } | null>(null);
  const data = list.result.data;

  const decide = async (row: ApplicantRow, action: 'approve' | 'reject', reason: string) => {
    try {
      await callData('adminReviewDecide', { username: row.username, action, reason });
      showToast(
        action === 'approve'
          ? t`${row.username} is approved. The SMS notice was sent.`
          : t`${row.username} was rejected. They can read the reason on their application page.`,
        'success',
      );
    } catch (error) {
      if (error instanceof CallError && error.code === ErrorCode.ApplicationNotPending) {
        // Decided elsewhere meanwhile: say so, close the dialog and show the list as it is now.
        showToast(error.message, 'error');
        return;
      }
      throw error;
    } finally {
      void invalidateCalls(['adminReviewQueue', 'adminReviewDecisions', 'adminAccountSearch'], client);
    }
  };

  const columns: AdminColumn<ApplicantRow, Sort>[] = [
    {
      key: 'username',
      label: t`Applicant`,
      sortKey: 'username',
      render: (a) => (
        <div className="admin-person">
          {a.avatar ? (
            <a
              href={a.avatar}
              target="_blank"
              rel="noreferrer"
              aria-label={t`Open the avatar of ${a.username}`}
            >
              <img className="admin-avatar-large" src={a.avatar} alt="" width={64} height={64} />
            </a>
          ) : (
            <Avatar src={null} name={a.nickname || a.username} size={64} />
          )}
          <div>
            <strong data-testid="applicant-username">{a.username}</strong>
            <div>{a.nickname}</div>
            <div className="admin-muted">
              {t(ROLE_TEXT[a.role])} · {t`ID ${a.uid}`}
            </div>
            <div>
              +{a.areaCode} {a.phone}
            </div>
          </div>
        </div>
      ),
    },
    { key: 'details', label: t`Application`, render: (a) => <ApplicantDetails a={a} /> },
    {
      key: 'appliedAt',
      label: t`Applied`,
      sortKey: 'appliedAt',
      render: (a) => (a.appliedAt ? when(a.appliedAt) : when(a.createdAt)),
    },
    {
      key: 'actions',
      label: t`Decision`,
      render: (a) => (
        <div className="admin-actions">
          <button
            type="button"
            className="btn btn-primary btn-small"
            onClick={() => setDeciding({ row: a, action: 'approve' })}
            data-testid="review-approve"
            aria-label={t`Approve ${a.username}`}
          >
            <Trans>Approve</Trans>
          </button>
          <button
            type="button"
            className="btn btn-danger btn-small"
            onClick={() => setDeciding({ row: a, action: 'reject' })}
            data-testid="review-reject"
            aria-label={t`Reject ${a.username}`}
          >
            <Trans>Reject</Trans>
          </button>
        </div>
      ),
    },
  ];

  return (
    <section className="admin-section admin-cards-narrow" aria-labelledby="review-queue-title">
      <h2 id="review-queue-title" className="admin-section-title">
        <Trans>Pending applications</Trans>
        {data ? <span className="admin-badge warn">{data.total}</span> : null}
      </h2>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search by username, nickname or phone`}
          maxLength={100}
          testId="review-search"
        />
      </div>
      <AdminTable<ApplicantRow, Sort>
        caption={t`Pending anchor applications`}
        columns={columns}
        {...list.table}
        rowKey={(a) => a.uid}
        emptyTitle={list.state.query ? t`No pending application matches` : t`No application is waiting`}
        emptyText={t`New applications from the registration form and the user centre show here.`}
        testId="review-queue"
      />
      {deciding ? (
        <ReasonDialog
          title={
            deciding.action === 'approve'
              ? t`Approve ${deciding.row.username} as an anchor`
              : t`Reject the application of ${deciding.row.username}`
          }
          confirmLabel={deciding.action === 'approve' ? t`Approve` : t`Reject`}
          danger={deciding.action === 'reject'}
          reasonOptional={deciding.action === 'approve'}
          testId={`review-${deciding.action}-dialog`}
          run={({ reason }) => decide(deciding.row, deciding.action, reason)}
          onClose={() => setDeciding(null)}
        >
          <p>
            {deciding.action === 'approve' ? (
              <Trans>
                The account becomes an anchor's and gets an SMS saying it can log in. A reason is optional.
              </Trans>
            ) : (
              <Trans>
                The applicant reads this reason on their application page and in a system message.
              </Trans>
            )}
          </p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}
