import { Trans, useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type DragEvent, useState } from 'react';

import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { closeConversation, peerOf, useChat } from '../../state/chat';
import { useStore } from '../../state/store';
import { Avatar } from '../ui/Avatar';
import { ConfirmDelete } from './actions/ConfirmDelete';
import { ConversationMenu } from './actions/ConversationMenu';
import { ForwardDialog } from './actions/ForwardDialog';
import { SelectionBar } from './actions/SelectionBar';
import { useMessageActions } from './actions/useMessageActions';
import { useSendMedia } from './actions/useSendMedia';
import { Composer } from './Composer';
import { ConnectionBanner } from './ConnectionBanner';
import { MessageList } from './MessageList';

/** How far the peer has read: the newest of the live receipts and the server's conversation. */
function peerReadSeq(live: number | undefined, stored: number | undefined): number | null {
  if (live === undefined && stored === undefined) return null;
  return Math.max(live ?? 0, stored ?? 0);
}

/** The open conversation: who with, pin and notifications, the messages, the composer or the selection bar. */
export function ConversationView({ conversationID }: { conversationID: string }) {
  const { t } = useLingui();
  const state = useChat();
  const { userInfo } = useStore();
  const sendMedia = useSendMedia();
  const [dragging, setDragging] = useState(false);
  const peer = peerOf(state, conversationID);
  const me = state.snapshot.userID ?? userInfo?.uid ?? '';
  const nameOf = (m: StoredMessage) =>
    m.sendID === me ? (userInfo?.nickname ?? '') : m.senderNickname || (peer?.showName ?? '');
  const actions = useMessageActions(conversationID, nameOf, peer?.showName ?? '');
  if (!peer) return null;
  const messages = state.messages[conversationID] ?? [];
  const conversation = state.conversations.find((c) => c.conversationID === conversationID);

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    [...event.dataTransfer.files].forEach((f) => sendMedia(f));
  }

  function onPaste(event: ClipboardEvent) {
    const pasted = [...event.clipboardData.files];
    if (pasted.length === 0) return;
    event.preventDefault();
    pasted.forEach((f) => sendMedia(f));
  }

  return (
    <section
      className={`chat-conversation${dragging ? ' dragging' : ''}`}
      aria-label={peer.showName}
      data-testid="chat-conversation"
      onDragOver={(e) => {
        if (![...e.dataTransfer.types].includes('Files')) return;
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={(e) => {
        if (e.currentTarget === e.target) setDragging(false);
      }}
      onDrop={onDrop}
      onPaste={onPaste}
    >
      <header className="chat-conversation-head">
        <button type="button" className="chat-back" onClick={closeConversation} aria-label={t`Back`}>
          ←
        </button>
        <Avatar src={peer.faceURL} name={peer.showName} size={36} />
        <h2>{peer.showName}</h2>
        <ConversationMenu conversation={conversation} />
      </header>
      <ConnectionBanner snapshot={state.snapshot} />
      {messages.length === 0 ? (
        <p className="chat-notice chat-start">
          <Trans>Say hello to {peer.showName}</Trans>
        </p>
      ) : null}
      <MessageList
        key={conversationID}
        conversationID={conversationID}
        messages={messages}
        peer={peer}
        hasOlder={state.hasOlder[conversationID] ?? false}
        loadingOlder={state.loadingOlder}
        peerReadSeq={peerReadSeq(state.peerRead[conversationID], conversation?.peerReadSeq)}
        onAction={actions.onAction}
        selected={actions.selected}
      />
      {actions.selected ? (
        <SelectionBar
          count={actions.selected.size}
          onForward={actions.forwardChosen}
          onDelete={() => actions.setDeleting(actions.chosen())}
          onCancel={() => actions.setSelected(null)}
        />
      ) : (
        <Composer quoting={actions.quoting} onQuoteDone={() => actions.setQuoting(null)} />
      )}
      {dragging ? (
        <div className="chat-drop" aria-hidden="true">
          <Trans>Drop pictures, videos or files to send them</Trans>
        </div>
      ) : null}
      {actions.forwarding ? (
        <ForwardDialog
          messages={actions.forwarding.messages}
          merged={actions.forwarding.merged}
          onClose={(sent) => {
            actions.setForwarding(null);
            if (sent) actions.setSelected(null);
          }}
        />
      ) : null}
      {actions.deleting ? (
        <ConfirmDelete
          count={actions.deleting.length}
          onConfirm={() => void actions.confirmDelete()}
          onClose={() => actions.setDeleting(null)}
        />
      ) : null}
    </section>
  );
}
