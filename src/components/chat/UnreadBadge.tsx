import { badgeText } from '../../state/chatMerge';

/** A red count bubble; nothing at 0, 99+ above 99 (§3). */
export function UnreadBadge({ count, muted = false }: { count: number; muted?: boolean }) {
  if (count <= 0) return null;
  return (
    <span className={muted ? 'chat-badge chat-badge-muted' : 'chat-badge'} data-testid="unread-badge">
      {badgeText(count)}
    </span>
  );
}
