import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useMemo } from 'react';

import { ContentType } from '../../../protocol/im';
import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { type ChatPeer, loadOlder, retryMessage, useChat } from '../../state/chat';
import { useUploads } from '../../state/chatMedia';
import { useStore } from '../../state/store';
import { messageTime, needsTimeSeparator } from './chatTime';
import type { MessageAction } from './actions/MessageMenu';
import { UploadItem } from './actions/UploadItem';
import { useGroupChatInfo } from './group/groupChatContext';
import { mentionsMe } from './group/mentions';
import { ReadBy } from './group/ReadBy';
import { useGroupReadCounts } from './group/useGroupReadCounts';
import { parseContent } from './content';
import { MessageItem } from './MessageItem';
import { useVirtualWindow } from './useVirtualWindow';

interface Props {
  conversationID: string;
  messages: readonly StoredMessage[];
  peer: ChatPeer;
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The seq up to which the peer has read (null when unknown). */
  peerReadSeq: number | null;
  onAction: (action: MessageAction, message: StoredMessage) => void;
  selected: ReadonlyMap<string, StoredMessage> | null;
}

/** Whether an @-text names `me` (or everyone). */
function atMe(message: StoredMessage, me: string): boolean {
  if (message.contentType !== ContentType.AtText) return false;
  const at = parseContent(ContentType.AtText, message.content);
  return at ? mentionsMe(at.atUserIDs, me) : false;
}

/**
 * The messages of the open conversation, oldest on top; only the rows near the viewport render. In
 * a group (GroupChatContext) my messages on screen show "Read by N", asked again on read receipts.
 */
export function MessageList(props: Props) {
  const { conversationID, messages, peer, hasOlder, loadingOlder, peerReadSeq, onAction, selected } = props;
  const { t } = useLingui();
  const { userInfo, language } = useStore();
  const keys = useMemo(() => messages.map((m) => m.clientMsgID), [messages]);
  const {
    box,
    start,
    end,
    top,
    bottom,
    measure,
    onScroll: scrolled,
    scrollToBottom,
  } = useVirtualWindow(keys);
  const { snapshot, groupReads } = useChat();
  const me = snapshot.userID ?? userInfo?.uid ?? '';
  const group = useGroupChatInfo();
  const shownMine = group
    ? messages
        .slice(start, end)
        .filter((m) => m.sendID === me && m.seq > 0 && m.contentType !== ContentType.SpecialGroup)
        .map((m) => m.seq)
    : [];
  const reads = useGroupReadCounts(conversationID, shownMine, groupReads[conversationID] ?? 0);
  const last = messages.at(-1);
  const justSent = last?.sendID === me && last.status === 'sending' ? last.clientMsgID : null;
  const uploads = useUploads(conversationID);
  const newestUpload = uploads.at(-1)?.id ?? null;
  useEffect(() => {
    if (justSent || newestUpload) scrollToBottom();
  }, [justSent, newestUpload, scrollToBottom]);

  function onScroll() {
    if (scrolled() < 200 && hasOlder) void loadOlder();
  }

  return (
    <div
      className="chat-messages"
      ref={box}
      onScroll={onScroll}
      role="log"
      aria-label={t`Messages`}
      data-testid="chat-messages"
      data-count={messages.length}
    >
      {loadingOlder ? (
        <p className="chat-notice" role="status">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      <div style={{ height: top }} aria-hidden="true" />
      {messages.slice(start, end).map((message, i) => {
        const index = start + i;
        const mine = message.sendID === me;
        const previous = messages[index - 1]?.sendTime;
        return (
          <div key={message.clientMsgID} ref={measure} data-key={message.clientMsgID} className="chat-row">
            {needsTimeSeparator(previous, message.sendTime) ? (
              <p className="chat-time">{messageTime(language, message.sendTime)}</p>
            ) : null}
            <MessageItem
              message={message}
              mine={mine}
              name={mine ? (userInfo?.nickname ?? '') : message.senderNickname || peer.showName}
              avatar={mine ? (userInfo?.avatar ?? null) : (message.senderFaceUrl ?? peer.faceURL)}
              read={mine && peerReadSeq !== null && message.seq > 0 ? message.seq <= peerReadSeq : null}
              inGroup={group !== null}
              mentionsMe={group !== null && !mine && atMe(message, me)}
              readBy={
                group && mine && message.seq > 0 && reads ? (
                  <ReadBy
                    count={reads.counts[String(message.seq)] ?? 0}
                    memberCount={reads.memberCount}
                    onOpen={() => group.openReaders(message.seq)}
                  />
                ) : undefined
              }
              onRetry={(id) => void retryMessage(id)}
              onAction={onAction}
              selecting={selected !== null}
              selected={selected?.has(message.clientMsgID) ?? false}
            />
          </div>
        );
      })}
      <div style={{ height: bottom }} aria-hidden="true" />
      {uploads.map((upload) => (
        <UploadItem key={upload.id} upload={upload} />
      ))}
    </div>
  );
}
