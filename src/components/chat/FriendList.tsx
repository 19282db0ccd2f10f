import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { FriendRow } from '../../../protocol/friend';
import { callData, errorText } from '../../api/client';
import { myChatId, openConversation, refreshFriends } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { Avatar } from '../ui/Avatar';
import { useCallQuery } from '../ui/useCallQuery';
import { FRIENDS_FRESH } from './friendQueries';
import { peerFromProfile } from './peer';
import { useOnlineText } from './useOnlineText';

/** My friends with their §4 online status; a click opens the chat, a filter narrows by name or ID. */
export function FriendList() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const onlineText = useOnlineText();
  const { data, error } = useCallQuery('friendList', {}, FRIENDS_FRESH);
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = (data ?? []).filter(
    (f) =>
      !q || f.nickname.toLowerCase().includes(q) || f.remark.toLowerCase().includes(q) || f.appNumber === q,
  );

  function chatWith(friend: FriendRow) {
    const { id, peer } = peerFromProfile(myChatId(), friend);
    void openConversation(id, peer);
    void navigate({ to: '/chat/message' });
  }

  async function block(friend: FriendRow) {
    try {
      await callData('blacklistAdd', { userID: friend.appNumber });
      showToast(t`${friend.nickname} is blocked`, 'success');
      refreshFriends();
    } catch (failure) {
      showToast(errorText(failure), 'error');
    }
  }

  if (data === null) return <p className="chat-notice">{error ?? t`Loading…`}</p>;
  return (
    <div className="friend-section">
      <input
        type="search"
        className="chat-search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Search`}
        aria-label={t`Search`}
        maxLength={50}
      />
      {data.length === 0 ? (
        <p className="chat-notice">
          <Trans>No friends yet. Add one by ID, username or phone.</Trans>
        </p>
      ) : null}
      <ul className="friend-list" data-testid="friend-list">
        {shown.map((f) => (
          <li key={f.appNumber} className="friend-row">
            <button
              type="button"
              className="friend-open"
              onClick={() => chatWith(f)}
              data-testid="friend-open"
            >
              <Avatar src={f.avatar} name={f.nickname} size={40} />
              <span className="friend-names">
                <strong>{f.remark || f.nickname}</strong>
                <small className={f.online ? 'friend-status online' : 'friend-status'}>
                  {onlineText(f.lastActiveMinutes)}
                </small>
              </span>
            </button>
            <button type="button" className="btn-link" onClick={() => void block(f)}>
              <Trans>Block</Trans>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
