import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { useChat } from '../../state/chat';
import { Icon, type IconName } from './Icon';
import { UnreadBadge } from './UnreadBadge';

export const CHAT_SECTIONS = ['/chat/message', '/chat/address-book', '/chat/more'] as const;
export type ChatSection = (typeof CHAT_SECTIONS)[number];

/** The left rail of the chat pages; Messages shows total unread + system notices (§3). */
export function ChatRail({ current }: { current: ChatSection }) {
  const { t } = useLingui();
  const state = useChat();
  const items: { to: ChatSection; label: string; icon: IconName; count: number }[] = [
    { to: '/chat/message', label: t`Messages`, icon: 'chat', count: state.totalUnread + state.systemUnread },
    { to: '/chat/address-book', label: t`Address book`, icon: 'people', count: state.pendingFriends },
    { to: '/chat/more', label: t`More`, icon: 'more', count: 0 },
  ];
  return (
    <nav className="chat-rail" aria-label={t`Chat`}>
      {items.map((item) => (
        <Link
          key={item.to}
          to={item.to}
          className={item.to === current ? 'chat-rail-link active' : 'chat-rail-link'}
          aria-current={item.to === current ? 'page' : undefined}
          data-testid={`chat-rail-${item.to.split('/')[2]}`}
        >
          <Icon name={item.icon} />
          <span className="chat-rail-label">{item.label}</span>
          <UnreadBadge count={item.count} />
        </Link>
      ))}
    </nav>
  );
}
