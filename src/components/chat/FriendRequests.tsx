import { Trans, useLingui } from '@lingui/react/macro';

import type { FriendApplication } from '../../../protocol/friend';
import { CallError, callData, errorText } from '../../api/client';
import { refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { Avatar } from '../ui/Avatar';
import { useCallQuery } from '../ui/useCallQuery';
import { FRIENDS_FRESH } from './friendQueries';

/** New friends: requests to me (accept / reject while pending) and mine, with their state (§4). */
export function FriendRequests() {
  const { t } = useLingui();
  const { data, error } = useCallQuery('friendApplicationList', {}, FRIENDS_FRESH);
  const statusText: Record<FriendApplication['status'], string> = {
    pending: t`Waiting`,
    approved: t`Accepted`,
    rejected: t`Rejected`,
    expired: t`Expired`,
  };

  async function respond(id: number, action: 'approve' | 'reject') {
    try {
      await callData('friendApplicationResponse', { id, action });
    } catch (failure) {
      showToast(errorText(failure), 'error');
      // Without an answer nothing changed; after a refusal the lists load again as they are now.
      if (failure instanceof CallError && failure.network) return;
    }
    refreshFriends();
  }

  if (data === null) return <p className="chat-notice">{error ?? t`Loading…`}</p>;
  if (data.list.length === 0)
    return (
      <p className="chat-notice">
        <Trans>No friend requests</Trans>
      </p>
    );
  return (
    <ul className="friend-list" data-testid="friend-requests">
      {data.list.map((a) => (
        <li key={a.id} className="friend-row">
          <Avatar src={a.user.avatar} name={a.user.nickname} size={40} />
          <span className="friend-names">
            <strong>{a.user.nickname}</strong>
            <small>
              {a.direction === 'sent' ? <Trans>You asked</Trans> : null} {a.reason}
            </small>
          </span>
          {a.direction === 'received' && a.status === 'pending' ? (
            <span className="friend-actions">
              <button
                type="button"
                className="btn btn-primary btn-small"
                onClick={() => void respond(a.id, 'approve')}
              >
                <Trans>Accept</Trans>
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                onClick={() => void respond(a.id, 'reject')}
              >
                <Trans>Reject</Trans>
              </button>
            </span>
          ) : (
            <span className={`badge status-badge status-${a.status}`}>{statusText[a.status]}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
