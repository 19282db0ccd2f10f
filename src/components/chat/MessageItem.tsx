import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';

import { ContentType } from '../../../protocol/im';
import type { StoredMessage } from '../../../protocol/imWorkerApi';
import { messageForCode } from '../../i18n/errorMessages';
import { Avatar } from '../ui/Avatar';
import { type MessageAction, MessageMenu } from './actions/MessageMenu';
import { messageActions } from './actions/messageActions';
import { GroupNoticeLine } from './group/GroupNoticeLine';
import { Icon } from './Icon';
import { MessageBody } from './MessageBody';

interface Props {
  message: StoredMessage;
  mine: boolean;
  name: string;
  avatar: string | null;
  /** Whether this peer has read it (my delivered messages only). */
  read: boolean | null;
  /** In a group, "Read by N" instead of read / unread (my delivered messages only). */
  readBy?: ReactNode;
  /** An @-text that names me (or everyone): the bubble stands out. */
  mentionsMe?: boolean;
  /** A group message: the sender's name shows above the bubble. */
  inGroup?: boolean;
  onRetry: (clientMsgID: string) => void;
  onAction: (action: MessageAction, message: StoredMessage) => void;
  /** Selection mode (forward or delete several): a checkbox instead of the menu. */
  selecting: boolean;
  selected: boolean;
}

/** One message: avatar, bubble, its send state (sending; failed with the reason and a retry) and its menu. */
export function MessageItem({
  message,
  mine,
  name,
  avatar,
  read,
  readBy,
  mentionsMe = false,
  inGroup = false,
  onRetry,
  onAction,
  selecting,
  selected,
}: Props) {
  const { t } = useLingui();
  const [menu, setMenu] = useState(false);
  if (message.contentType === ContentType.SpecialGroup) return <GroupNoticeLine message={message} />;
  if (message.contentType === ContentType.Revoked)
    return (
      <p className="chat-notice">
        {mine ? <Trans>You revoked a message</Trans> : <Trans>{name} revoked a message</Trans>}
      </p>
    );
  const failed = message.status === 'failed';
  const actions = messageActions(message, mine);
  return (
    <div
      className={`chat-message${mine ? ' mine' : ''}${failed ? ' failed' : ''}${selected ? ' selected' : ''}`}
      data-testid="chat-message"
      data-status={message.status}
      onContextMenu={(event) => {
        if (selecting) return;
        event.preventDefault();
        setMenu(true);
      }}
    >
      {selecting ? (
        <input
          type="checkbox"
          className="chat-select"
          checked={selected}
          onChange={() => onAction('select', message)}
          aria-label={t`Select message`}
        />
      ) : null}
      <Avatar src={avatar} name={name} size={34} />
      <div className="chat-message-main">
        {inGroup && !mine ? <span className="group-sender">{name}</span> : null}
        <div className="chat-bubble-row">
          <div className={mentionsMe ? 'chat-bubble group-bubble-at-me' : 'chat-bubble'}>
            <MessageBody message={message} />
          </div>
          {selecting ? null : (
            <span className="chat-menu-anchor">
              <button
                type="button"
                className="chat-menu-btn"
                aria-haspopup="menu"
                aria-expanded={menu}
                aria-label={t`Message actions`}
                onClick={() => setMenu(!menu)}
                data-testid="message-menu-button"
              >
                <Icon name="dots" size={16} />
              </button>
              {menu ? (
                <MessageMenu
                  actions={actions}
                  onAction={(action) => onAction(action, message)}
                  onClose={() => setMenu(false)}
                />
              ) : null}
            </span>
          )}
        </div>
        <div className="chat-message-meta">
          {message.status === 'sending' ? (
            <span className="chat-sending" role="status">
              <Trans>Sending…</Trans>
            </span>
          ) : null}
          {mine && message.status === 'succeeded' && readBy ? readBy : null}
          {mine && message.status === 'succeeded' && read !== null && !readBy ? (
            <span className={`chat-read${read ? ' is-read' : ''}`} data-testid="chat-read">
              {read ? <Trans>Read</Trans> : <Trans>Unread</Trans>}
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
        </div>
      </div>
    </div>
  );
}
