import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import type { RoomCard } from '../../../protocol/anchor';
import { shortenNumber } from '../../../protocol/format';
import { FollowButton, type FollowValue } from '../anchor/FollowButton';
import { Avatar } from '../ui/Avatar';

/**
 * One anchor I follow: avatar (ringed while live), nickname, room title, live state with the
 * viewers now, fans; the row opens the room, and the room page's follow toggle unfollows (and
 * follows again) in place.
 */
export function FollowedAnchorRow({
  room,
  follow,
  onFollow,
}: {
  room: RoomCard;
  follow: FollowValue;
  onFollow: (value: FollowValue) => void;
}) {
  const { t } = useLingui();
  const nickname = room.nickname;
  const viewers = shortenNumber(room.online);
  const fans = shortenNumber(follow.fans);
  return (
    <li
      className={`follow-row${room.live ? ' follow-row-live' : ''}`}
      data-testid="follow-row"
      data-uid={room.uid}
      data-live={room.live}
      data-followed={follow.followed}
    >
      <Link to="/anchor/room/$id" params={{ id: room.roomId }} className="follow-open">
        <span className="follow-avatar">
          <Avatar src={room.avatar} name={nickname} size={48} />
        </span>
        <span className="follow-text">
          <strong className="follow-name">{nickname}</strong>
          <span className="follow-title">{room.title || t`${nickname}'s room`}</span>
          <span className="follow-meta">
            {room.live ? (
              <>
                <span className="room-state room-state-live">
                  <Trans>Live</Trans>
                </span>
                <span data-testid="follow-viewers">{t`${viewers} watching`}</span>
              </>
            ) : (
              <span className="room-state room-state-off">
                <Trans>Offline</Trans>
              </span>
            )}
            <span data-testid="follow-fans" data-value={follow.fans}>
              <Trans>Fans: {fans}</Trans>
            </span>
          </span>
        </span>
      </Link>
      {/* Names the toggle for whom ("Following", "Follow") when it is reached on its own. */}
      <div className="follow-actions" role="group" aria-label={nickname}>
        <FollowButton anchorId={room.uid} value={follow} onChange={onFollow} />
      </div>
    </li>
  );
}
