import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

import type { FriendRow } from '../../../protocol/friend';
import { myChatId, openConversation } from '../../state/chat';
import { Avatar } from '../ui/Avatar';
import { useCallQuery } from '../ui/useCallQuery';
import { FRIENDS_FRESH } from './friendQueries';
import { FriendMenu } from './FriendMenu';
import { peerFromProfile } from './peer';
import { useOnlineText } from './useOnlineText';

/**
 * My friends with their §4 online status; a click opens the chat, a filter narrows by name or ID,
 * each friend's ⋯ menu sends a message, blocks or deletes them.
 */
export function FriendList() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const onlineText = useOnlineText();
  const { data, error } = useCallQuery('friendList', {}, FRIENDS_FRESH);
  const [query, setQuery] = useState('');
  const search = useRef<HTMLInputElement>(null);
  // A friend blocked or deleted takes the focused row along: the focus goes to the search field, once
  // the confirmation dialog has closed (it keeps the focus while open).
  const [gone, setGone] = useState(0);
  useEffect(() => {
    if (gone > 0) search.current?.focus();
  }, [gone]);
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

  if (data === null) return <p className="chat-notice">{error ?? t`Loading…`}</p>;
  return (
    <div className="friend-section">
      <input
        ref={search}
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
          <li key={f.appNumber} className="friend-row" data-testid="friend-row" data-app-number={f.appNumber}>
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
            <FriendMenu friend={f} onChat={() => chatWith(f)} onGone={() => setGone((n) => n + 1)} />
          </li>
        ))}
      </ul>
    </div>
  );
}
