import { Trans, useLingui } from '@lingui/react/macro';

import { ContentType } from '../../../protocol/im';
import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { messageForCode } from '../../i18n/errorMessages';
import { Avatar } from '../ui/Avatar';
import { MessageBody } from './MessageBody';

interface Props {
  message: StoredMessage;
  mine: boolean;
  name: string;
  avatar: string | null;
  onRetry: (clientMsgID: string) => void;
  onQuote: (message: StoredMessage) => void;
}

/** One message: avatar, bubble, and its send state (sending; failed with the reason and a retry). */
export function MessageItem({ message, mine, name, avatar, onRetry, onQuote }: Props) {
  const { t } = useLingui();
  if (message.contentType === ContentType.Revoked)
    return (
      <p className="chat-notice">
        {mine ? <Trans>You revoked a message</Trans> : <Trans>{name} revoked a message</Trans>}
      </p>
    );
  const failed = message.status === 'failed';
  return (
    <div
      className={`chat-message${mine ? ' mine' : ''}${failed ? ' failed' : ''}`}
      data-testid="chat-message"
      data-status={message.status}
    >
      <Avatar src={avatar} name={name} size={34} />
      <div className="chat-message-main">
        <div className="chat-bubble">
          <MessageBody message={message} />
        </div>
        <div className="chat-message-meta">
          {message.status === 'sending' ? (
            <span className="chat-sending" role="status">
              <Trans>Sending…</Trans>
            </span>
          ) : null}
          {failed ? (
            <>
              <span className="chat-failed" role="alert">
                {message.errCode ? messageForCode(message.errCode) : t`Message send failed`}
              </span>
              <button
                type="button"
                className="btn-link chat-retry"
                data-testid="chat-retry"
                onClick={() => onRetry(message.clientMsgID)}
              >
                <Trans>Retry</Trans>
              </button>
            </>
          ) : null}
          {message.status === 'succeeded' ? (
            <button type="button" className="chat-quote-btn" onClick={() => onQuote(message)}>
              <Trans>Quote</Trans>
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
