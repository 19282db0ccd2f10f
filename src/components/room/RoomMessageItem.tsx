import { Trans, useLingui } from '@lingui/react/macro';
import { memo, useCallback, useState } from 'react';

import type { RoomMessage, RoomRole } from '../../../protocol/room';
import { EMOJI } from '../chat/emoji';
import { EmojiText } from '../chat/EmojiText';
import type { ModerationAction } from './moderation';
import { RoomUserMenu } from './RoomUserMenu';

interface Props {
  message: RoomMessage;
  /** What the viewer may do to the sender (empty: the name is plain text). */
  actions: readonly ModerationAction[];
  onModerate: (action: ModerationAction, message: RoomMessage) => void;
}

function RoleBadge({ role }: { role: RoomRole }) {
  const { t } = useLingui();
  const names: Partial<Record<RoomRole, string>> = {
    platform: t`Official`,
    anchor: t`Anchor`,
    assistant: t`Assistant`,
    admin: t`Admin`,
  };
  const name = names[role];
  return name ? <span className={`room-badge room-badge-${role}`}>{name}</span> : null;
}

/** The sender's name; with moderation rights it opens the name menu. */
function Name({ message, actions, onModerate }: Props) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [button, setButton] = useState<HTMLButtonElement | null>(null);
  const close = useCallback(() => {
    setOpen(false);
    button?.focus();
  }, [button]);
  if (actions.length === 0) return <span className="room-name">{message.nickname}</span>;
  const nickname = message.nickname;
  return (
    <span className="room-name-wrap">
      <button
        ref={setButton}
        type="button"
        className="room-name room-name-button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={t`${nickname}: moderation menu`}
        onClick={() => setOpen(!open)}
        data-testid="room-name"
      >
        {message.nickname}
      </button>
      {open ? (
        <RoomUserMenu
          anchor={button}
          nickname={message.nickname}
          targetRole={message.role}
          actions={actions}
          onClose={close}
          onAction={(action) => {
            setOpen(false);
            onModerate(action, message);
          }}
        />
      ) : null}
    </span>
  );
}

function Body({ message }: { message: RoomMessage }) {
  const content = message.content;
  if ('text' in content) return <EmojiText text={content.text} />;
  if ('index' in content) {
    const face = EMOJI[content.index] ?? '';
    return (
      <span className="room-face" role="img" aria-label={face}>
        {face}
      </span>
    );
  }
  return null;
}

/** One line of the room: a chat line, someone's entry, or a gift to the anchor. */
export const RoomMessageItem = memo(function RoomMessageItem(props: Props) {
  const { message } = props;
  const content = message.content;
  const name = <Name {...props} />;
  if (message.kind === 'enter')
    return (
      <li className="room-line room-line-enter" data-msgid={message.msgID} data-testid="room-message">
        <Trans>{name} joined</Trans>
      </li>
    );
  if (message.kind === 'gift' && 'giftId' in content) {
    const { icon, count } = content;
    return (
      <li className="room-line room-line-gift" data-msgid={message.msgID} data-testid="room-message">
        <Trans>
          {name} sent <span className="room-gift-icon">{icon}</span> × {count}
        </Trans>
      </li>
    );
  }
  return (
    <li className="room-line" data-msgid={message.msgID} data-testid="room-message">
      <RoleBadge role={message.role} />
      {name}
      <span className="room-colon" aria-hidden="true">
        :
      </span>{' '}
      <span className="room-text">
        <Body message={message} />
      </span>
    </li>
  );
});
