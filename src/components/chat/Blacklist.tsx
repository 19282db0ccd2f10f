import { Trans, useLingui } from '@lingui/react/macro';

import { CallError, callData, errorText } from '../../api/client';
import { refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { Avatar } from '../ui/Avatar';
import { useCallQuery } from '../ui/useCallQuery';
import { FRIENDS_FRESH } from './friendQueries';

/** Users I blocked; removing one lets them message me again (if we are friends). */
export function Blacklist() {
  const { t } = useLingui();
  const { data, error } = useCallQuery('blacklistList', {}, FRIENDS_FRESH);

  async function remove(userID: string) {
    try {
      await callData('blacklistRemove', { userID });
    } catch (failure) {
      showToast(errorText(failure), 'error');
      // Without an answer nothing changed; after a refusal the lists load again as they are now.
      if (failure instanceof CallError && failure.network) return;
    }
    refreshFriends();
  }

  if (data === null) return <p className="chat-notice">{error ?? t`Loading…`}</p>;
  if (data.length === 0)
    return (
      <p className="chat-notice">
        <Trans>Nobody is blocked</Trans>
      </p>
    );
  return (
    <ul className="friend-list" data-testid="blacklist">
      {data.map((u) => (
        <li key={u.appNumber} className="friend-row">
          <Avatar src={u.avatar} name={u.nickname} size={40} />
          <span className="friend-names">
            <strong>{u.nickname}</strong>
            <small>ID {u.appNumber}</small>
          </span>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => void remove(u.appNumber)}
          >
            <Trans>Remove</Trans>
          </button>
        </li>
      ))}
    </ul>
  );
}
