import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';

import { displayName, openConversation, useChat } from '../../state/chat';
import { ConversationItem } from './ConversationItem';
import { Icon } from './Icon';
import { UnreadBadge } from './UnreadBadge';

interface Props {
  systemOpen: boolean;
  onSystem: () => void;
  onOpened: () => void;
}

/** Search box, the system notices row, then the conversations (pinned first, newest first). */
export function ConversationList({ systemOpen, onSystem, onOpened }: Props) {
  const { t } = useLingui();
  const state = useChat();
  const [query, setQuery] = useState('');
  const q = query.trim().toLowerCase();
  const shown = q
    ? state.conversations.filter((c) =>
        displayName(c, state.peers[c.conversationID]).toLowerCase().includes(q),
      )
    : state.conversations;

  return (
    <div className="chat-list">
      <input
        type="search"
        className="chat-search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t`Search`}
        aria-label={t`Search`}
        maxLength={50}
      />
      <ul className="chat-conv-list" aria-label={t`Messages`}>
        <li>
          <button
            type="button"
            className={`chat-conv chat-conv-system${systemOpen ? ' active' : ''}`}
            onClick={onSystem}
          >
            <span className="avatar chat-system-icon" aria-hidden="true">
              <Icon name="bell" size={22} />
            </span>
            <span className="chat-conv-main">
              <span className="chat-conv-name">
                <Trans>System notices</Trans>
              </span>
            </span>
            <UnreadBadge count={state.systemUnread} />
          </button>
        </li>
        {shown.map((c) => (
          <ConversationItem
            key={c.conversationID}
            conversation={c}
            name={displayName(c, state.peers[c.conversationID])}
            active={!systemOpen && c.conversationID === state.openID}
            onOpen={() => {
              onOpened();
              void openConversation(c.conversationID);
            }}
          />
        ))}
      </ul>
      {state.loaded && state.conversations.length === 0 ? (
        <div className="chat-empty" data-testid="chat-no-conversations">
          <p>
            <Trans>No conversations yet</Trans>
          </p>
          <Link to="/chat/address-book" className="btn btn-secondary btn-small">
            <Trans>Open the address book</Trans>
          </Link>
        </div>
      ) : null}
      {q && shown.length === 0 && state.conversations.length > 0 ? (
        <p className="chat-notice">
          <Trans>No chats match your search</Trans>
        </p>
      ) : null}
    </div>
  );
}
