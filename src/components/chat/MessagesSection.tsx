import { Trans } from '@lingui/react/macro';
import { useState } from 'react';

import { closeConversation, useChat } from '../../state/chat';
import { ConversationList } from './ConversationList';
import { ConversationView } from './ConversationView';
import { SystemMessages } from './SystemMessages';

/** /chat/message: the conversation list beside the open conversation (one pane at a time on phones). */
export function MessagesSection() {
  const state = useChat();
  const [systemOpen, setSystemOpen] = useState(false);
  const open = systemOpen || state.openID !== null;

  return (
    <div className={`chat-messages-section${open ? ' has-open' : ''}`}>
      <ConversationList
        systemOpen={systemOpen}
        onSystem={() => {
          closeConversation();
          setSystemOpen(true);
        }}
        onOpened={() => setSystemOpen(false)}
      />
      <div className="chat-pane">
        {systemOpen ? (
          <SystemMessages onBack={() => setSystemOpen(false)} />
        ) : state.openID ? (
          <ConversationView conversationID={state.openID} />
        ) : (
          <div className="chat-empty chat-none" data-testid="chat-none-selected">
            <p>
              <Trans>Choose a chat to start messaging</Trans>
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
