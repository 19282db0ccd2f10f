import { Trans, useLingui } from '@lingui/react/macro';

import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { refreshFriends, useChat } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { Avatar } from '../ui/Avatar';
import { useRemote } from './useRemote';

/** Users I blocked; removing one lets them message me again (if we are friends). */
export function Blacklist() {
  const { t } = useLingui();
  const { friendsVersion } = useChat();
  const { data, failed } = useRemote(() => call('blacklistList', {}), friendsVersion);

  async function remove(userID: string) {
    try {
      const res = await call('blacklistRemove', { userID });
      if (!res.success) showToast(messageFor(res), 'error');
      refreshFriends();
    } catch {
      showToast(networkErrorMessage(), 'error');
    }
  }

  if (data === null) return <p className="chat-notice">{failed ? networkErrorMessage() : t`Loading…`}</p>;
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
