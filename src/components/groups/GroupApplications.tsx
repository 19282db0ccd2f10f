import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

import type { GroupApplication } from '../../../protocol/group';
import { errorText } from '../../api/client';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { Avatar } from '../ui/Avatar';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { useCallMutation } from '../ui/useCallMutation';
import { invalidateGroup, useGroupApplications } from './groupQueries';
import { APPLICATION_STATE_LABELS } from './groupText';

/**
 * Join requests (§4): those to review (of `groupID`, or of every group I review) with applicant,
 * reason, inviter and time, Agree / Reject while pending, the state once handled; then my own
 * requests with their state. Live: the group events refresh the list (groupQueries).
 */
export function GroupApplications({ groupID }: { groupID?: string }) {
  const { t } = useLingui();
  const { data, error, loading, reload } = useGroupApplications(groupID);
  const respond = useCallMutation('groupApplicationResponse', {
    onSuccess: (application) => void invalidateGroup(application.groupID),
  });

  if (!data) {
    return error ? (
      <LoadError message={error} onRetry={reload} />
    ) : (
      <LoadingBlock label={t`Loading join requests`} rows={loading ? 3 : 1} />
    );
  }
  const pending = data.toReview.filter((a) => a.state === 'pending');
  const handled = data.toReview.filter((a) => a.state !== 'pending');
  return (
    <div className="group-applications" data-testid="group-applications">
      <p className="visually-hidden" aria-live="polite">
        {t`${data.pendingToReview} join requests waiting for review`}
      </p>
      {respond.error ? (
        <p className="form-error" role="alert">
          {errorText(respond.error)}
        </p>
      ) : null}
      <section aria-labelledby="group-apps-pending">
        <h3 id="group-apps-pending" className="group-section-title">
          <Trans>To review</Trans>
        </h3>
        {pending.length === 0 ? (
          <p className="chat-notice">
            <Trans>No join requests are waiting.</Trans>
          </p>
        ) : (
          <ul className="group-app-list">
            {pending.map((a) => (
              <ApplicationRow key={a.id} application={a} showGroup={!groupID}>
                <div className="group-app-actions">
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    disabled={respond.isPending}
                    onClick={() => respond.mutate({ id: a.id, action: 'agree' })}
                    aria-label={t`Agree to ${a.applicant.nickname} joining ${a.groupName}`}
                    data-testid="group-app-agree"
                  >
                    <Trans>Agree</Trans>
                  </button>
                  <button
                    type="button"
                    className="btn btn-secondary btn-small"
                    disabled={respond.isPending}
                    onClick={() => respond.mutate({ id: a.id, action: 'reject' })}
                    aria-label={t`Reject ${a.applicant.nickname} joining ${a.groupName}`}
                    data-testid="group-app-reject"
                  >
                    <Trans>Reject</Trans>
                  </button>
                </div>
              </ApplicationRow>
            ))}
          </ul>
        )}
      </section>
      {handled.length > 0 ? (
        <section aria-labelledby="group-apps-handled">
          <h3 id="group-apps-handled" className="group-section-title">
            <Trans>Handled</Trans>
          </h3>
          <ul className="group-app-list">
            {handled.map((a) => (
              <ApplicationRow key={a.id} application={a} showGroup={!groupID} />
            ))}
          </ul>
        </section>
      ) : null}
      {!groupID && data.mine.length > 0 ? (
        <section aria-labelledby="group-apps-mine">
          <h3 id="group-apps-mine" className="group-section-title">
            <Trans>My requests</Trans>
          </h3>
          <ul className="group-app-list">
            {data.mine.map((a) => (
              <ApplicationRow key={a.id} application={a} showGroup mine />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

interface RowProps {
  application: GroupApplication;
  /** Names the group (lists of several groups). */
  showGroup: boolean;
  /** One of my own requests: the group leads, not the applicant. */
  mine?: boolean;
  children?: ReactNode;
}

/** One join request: who (or which group), why, invited by whom, when, and its state or actions. */
function ApplicationRow({ application: a, showGroup, mine = false, children }: RowProps) {
  const { t, i18n } = useLingui();
  const { language } = useStore();
  const when = formatDate(language, a.createdAt, { dateStyle: 'medium', timeStyle: 'short' });
  const inviter = a.inviter?.nickname;
  return (
    <li className="group-app" data-testid="group-app" data-state={a.state} data-id={a.id}>
      {mine ? (
        <Avatar src={a.groupAvatar} name={a.groupName} size={40} />
      ) : (
        <Avatar src={a.applicant.avatar} name={a.applicant.nickname} size={40} />
      )}
      <div className="group-app-body">
        <strong>{mine ? a.groupName : a.applicant.nickname}</strong>
        {showGroup && !mine ? (
          <small>
            <Trans>wants to join {a.groupName}</Trans>
          </small>
        ) : null}
        {a.reason ? <p className="group-app-reason">“{a.reason}”</p> : null}
        <small>
          {inviter ? t`Invited by ${inviter}` : null}
          {inviter ? ' · ' : null}
          <time dateTime={new Date(a.createdAt).toISOString()}>{when}</time>
        </small>
      </div>
      {a.state === 'pending' && children ? (
        children
      ) : (
        <span className={`group-app-state state-${a.state}`} data-testid="group-app-state">
          {i18n._(APPLICATION_STATE_LABELS[a.state])}
        </span>
      )}
    </li>
  );
}
