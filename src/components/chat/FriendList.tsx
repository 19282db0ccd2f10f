import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';

import type { FriendRow } from '../../../protocol/friend';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { myChatId, openConversation, refreshFriends, useChat } from '../../state/chat';
import { showToast } from '../../state/toasts';
import { Avatar } from '../ui/Avatar';
import { peerFromProfile } from './peer';
import { useOnlineText } from './useOnlineText';
import { useRemote } from './useRemote';

/** My friends with their §4 online status; a click opens the chat, a filter narrows by name or ID. */
export function FriendList() {
  const { t } = useLingui();
  const { friendsVersion } = useChat();
  const navigate = useNavigate();
  const onlineText = useOnlineText();
  const { data, failed } = useRemote(() => call('friendList', {}), friendsVersion);
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
      const res = await call('blacklistAdd', { userID: friend.appNumber });
      if (!res.success) return showToast(messageFor(res), 'error');
      showToast(t`${friend.nickname} is blocked`, 'success');
      refreshFriends();
    } catch {
      showToast(networkErrorMessage(), 'error');
    }
  }

  if (data === null) return <p className="chat-notice">{failed ? networkErrorMessage() : t`Loading…`}</p>;
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
