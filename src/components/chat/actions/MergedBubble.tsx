import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, useState } from 'react';

import type { MergedItem } from '../../../../protocol/im';
import type { StoredMessage } from '../../../../protocol/imWorkerApi';
import { useStore } from '../../../state/store';
import { Dialog } from '../../ui/Dialog';
import { messageTime } from '../chatTime';

interface Merged {
  title: string;
  summaries: string[];
  messages?: MergedItem[] | undefined;
}

function asMessage(item: MergedItem): StoredMessage {
  return {
    serverMsgID: '',
    clientMsgID: item.clientMsgID,
    conversationID: '',
    seq: 0,
    sendID: '',
    recvID: '',
    sessionType: 1,
    contentType: item.contentType,
    content: item.content,
    sendTime: item.sendTime,
    senderNickname: item.senderNickname,
    senderFaceUrl: null,
    status: 'succeeded',
    errCode: 0,
  };
}

/** A forwarded chat history (§3 merged): its title and first lines; a click opens every message. */
export function MergedBubble({
  merged,
  Body,
}: {
  merged: Merged;
  Body: ComponentType<{ message: StoredMessage }>;
}) {
  const { t } = useLingui();
  const { language } = useStore();
  const [open, setOpen] = useState(false);
  const items = merged.messages ?? [];
  return (
    <>
      <button
        type="button"
        className="chat-card chat-card-button"
        onClick={() => setOpen(true)}
        data-testid="merged-bubble"
      >
        <strong>{merged.title}</strong>
        {merged.summaries.map((line, i) => (
          <small key={i}>{line}</small>
        ))}
        <small className="chat-card-foot">
          <Trans>Chat history</Trans>
        </small>
      </button>
      {open ? (
        <Dialog title={merged.title || t`Chat history`} onClose={() => setOpen(false)} testId="merged-dialog">
          {items.length === 0 ? (
            <p className="chat-notice">
              <Trans>The messages of this history are not available.</Trans>
            </p>
          ) : (
            <ol className="merged-list">
              {items.map((item) => (
                <li key={item.clientMsgID}>
                  <div className="merged-head">
                    <strong>{item.senderNickname}</strong>
                    <time>{messageTime(language, item.sendTime)}</time>
                  </div>
                  <Body message={asMessage(item)} />
                </li>
              ))}
            </ol>
          )}
        </Dialog>
      ) : null}
    </>
  );
}
