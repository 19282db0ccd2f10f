import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { closeConversation, peerOf, useChat } from '../../state/chat';
import { Avatar } from '../ui/Avatar';
import { Composer } from './Composer';
import { ConnectionBanner } from './ConnectionBanner';
import { MessageList } from './MessageList';
import { usePreview } from './usePreview';

/** The open conversation: who with, the connection state, the messages and the composer. */
export function ConversationView({ conversationID }: { conversationID: string }) {
  const { t } = useLingui();
  const state = useChat();
  const preview = usePreview();
  const [quoting, setQuoting] = useState<{ message: StoredMessage; summary: string } | null>(null);
  const peer = peerOf(state, conversationID);
  if (!peer) return null;
  const messages = state.messages[conversationID] ?? [];

  return (
    <section className="chat-conversation" aria-label={peer.showName} data-testid="chat-conversation">
      <header className="chat-conversation-head">
        <button type="button" className="chat-back" onClick={closeConversation} aria-label={t`Back`}>
          ←
        </button>
        <Avatar src={peer.faceURL} name={peer.showName} size={36} />
        <h2>{peer.showName}</h2>
      </header>
      <ConnectionBanner snapshot={state.snapshot} />
      {messages.length === 0 ? (
        <p className="chat-notice chat-start">
          <Trans>Say hello to {peer.showName}</Trans>
        </p>
      ) : null}
      <MessageList
        key={conversationID}
        messages={messages}
        peer={peer}
        hasOlder={state.hasOlder[conversationID] ?? false}
        loadingOlder={state.loadingOlder}
        onQuote={(message) => setQuoting({ message, summary: preview(message) })}
      />
      <Composer quoting={quoting} onQuoteDone={() => setQuoting(null)} />
    </section>
  );
}
