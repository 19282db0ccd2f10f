import { useLingui } from '@lingui/react/macro';

import { groupIdOf } from '../../../protocol/groupConstants';
import { type Conversation, ContentType, RecvOpt } from '../../../protocol/im';
import { useStore } from '../../state/store';
import { Avatar } from '../ui/Avatar';
import { listTime } from './chatTime';
import { GroupIcon } from './group/GroupIcons';
import { noticeContentSentence } from './group/noticeText';
import { Icon } from './Icon';
import { UnreadBadge } from './UnreadBadge';
import { usePreview } from './usePreview';

interface Props {
  conversation: Conversation;
  /** The name to show (the conversation's, or the one it was opened with before the server named it). */
  name: string;
  active: boolean;
  onOpen: () => void;
}

/**
 * A row of the conversation list: avatar, name, pin, latest message, time and unread count. A group
 * shows its sign, "[@me]" while an unread message mentions me, a crossed bell when it does not
 * notify, and its notices (888) as sentences.
 */
export function ConversationItem({ conversation: c, name, active, onOpen }: Props) {
  const { t } = useLingui();
  const { language } = useStore();
  const preview = usePreview();
  const muted = c.recvMsgOpt !== RecvOpt.Normal;
  const group = Boolean(c.groupID ?? groupIdOf(c.conversationID));
  const latest = c.latestMsg;
  const text =
    latest?.contentType === ContentType.SpecialGroup
      ? noticeContentSentence(latest.content, language)
      : group && latest && latest.senderNickname
        ? `${latest.senderNickname}: ${preview(latest)}`
        : preview(latest);
  return (
    <li>
      <button
        type="button"
        className={`chat-conv${active ? ' active' : ''}${c.isPinned ? ' pinned' : ''}`}
        aria-current={active ? 'true' : undefined}
        onClick={onOpen}
        data-testid="chat-conv"
      >
        <Avatar src={c.faceURL} name={name} size={42} />
        <span className="chat-conv-main">
          <span className="chat-conv-top">
            <span className="chat-conv-name">
              {c.isPinned ? (
                <span className="chat-pin" role="img" aria-label={t`Pinned`} title={t`Pinned`}>
                  <Icon name="pin" size={14} />
                </span>
              ) : null}
              {group ? (
                <span className="group-mark">
                  <GroupIcon name="group" label={t`Group`} />
                </span>
              ) : null}
              {name}
              {c.recvMsgOpt === RecvOpt.NoNotify ? (
                <span className="group-bell-off">
                  <GroupIcon name="bellOff" label={t`No notifications`} />
                </span>
              ) : null}
            </span>
            <time className="chat-conv-time">{listTime(language, c.latestMsgSendTime)}</time>
          </span>
          <span className="chat-conv-bottom">
            <span className="chat-conv-preview">
              {c.atMe ? (
                <span className="group-at-me" data-testid="conv-at-me">
                  {t`[@me]`}{' '}
                </span>
              ) : null}
              {text}
            </span>
            <UnreadBadge count={c.unreadCount} muted={muted} />
          </span>
        </span>
      </button>
    </li>
  );
}
