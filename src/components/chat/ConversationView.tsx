import { Trans, useLingui } from '@lingui/react/macro';
import { type ClipboardEvent, type DragEvent, type ReactNode, useState } from 'react';

import { groupIdOf } from '../../../protocol/groupConstants';
import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { type ChatPeer, closeConversation, peerOf, useChat } from '../../state/chat';
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
import { GroupConversation } from './group/GroupConversation';
import type { ComposerGroup } from './group/useComposerMentions';
import { MessageList } from './MessageList';

/** How far the peer has read: the newest of the live receipts and the server's conversation. */
function peerReadSeq(live: number | undefined, stored: number | undefined): number | null {
  if (live === undefined && stored === undefined) return null;
  return Math.max(live ?? 0, stored ?? 0);
}

/** The open conversation: a group's (group/GroupConversation) or a private one. */
export function ConversationView({ conversationID }: { conversationID: string }) {
  const state = useChat();
  const peer = peerOf(state, conversationID);
  const conversation = state.conversations.find((c) => c.conversationID === conversationID);
  const groupID = conversation?.groupID ?? groupIdOf(conversationID);
  if (!peer) return null;
  if (groupID)
    return <GroupConversation key={groupID} conversationID={conversationID} groupID={groupID} peer={peer} />;
  return (
    <ConversationFrame
      conversationID={conversationID}
      peer={peer}
      header={<PrivateHeader peer={peer} conversationID={conversationID} />}
    />
  );
}

/** Back, the peer's avatar and name, and the conversation's menu (pin, notifications). */
function PrivateHeader({ peer, conversationID }: { peer: ChatPeer; conversationID: string }) {
  const { t } = useLingui();
  const state = useChat();
  const conversation = state.conversations.find((c) => c.conversationID === conversationID);
  return (
    <header className="chat-conversation-head">
      <button type="button" className="chat-back" onClick={closeConversation} aria-label={t`Back`}>
        ←
      </button>
      <Avatar src={peer.faceURL} name={peer.showName} size={36} />
      <h2>{peer.showName}</h2>
      <ConversationMenu conversation={conversation} />
    </header>
  );
}

interface FrameProps {
  conversationID: string;
  peer: ChatPeer;
  header: ReactNode;
  /** Under the header (a group's pinned notice). */
  top?: ReactNode;
  /** Puts the composer in its place, or says why there is none (a group's mutes). */
  gateComposer?: (composer: ReactNode) => ReactNode;
  /** A group's composer (@-mentions). */
  composerGroup?: ComposerGroup;
  /** At the end: a group's side panel and dialogs. */
  after?: ReactNode;
}

/** A conversation's body: the messages, the composer or the selection bar, drops and pastes of files. */
export function ConversationFrame(props: FrameProps) {
  const { conversationID, peer, header, top, gateComposer = (c) => c, composerGroup, after } = props;
  const state = useChat();
  const { userInfo } = useStore();
  const sendMedia = useSendMedia();
  const [dragging, setDragging] = useState(false);
  const me = state.snapshot.userID ?? userInfo?.uid ?? '';
  const nameOf = (m: StoredMessage) =>
    m.sendID === me ? (userInfo?.nickname ?? '') : m.senderNickname || peer.showName;
  const actions = useMessageActions(conversationID, nameOf, peer.showName);
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
      {header}
      <ConnectionBanner snapshot={state.snapshot} />
      {top}
      {messages.length === 0 && !composerGroup ? (
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
        gateComposer(
          <Composer
            quoting={actions.quoting}
            onQuoteDone={() => actions.setQuoting(null)}
            {...(composerGroup ? { group: composerGroup } : {})}
          />,
        )
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
      {after}
    </section>
  );
}
