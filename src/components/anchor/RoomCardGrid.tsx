import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import type { RoomCard } from '../../../protocol/anchor';
import { shortenNumber } from '../../../protocol/format';
import { Avatar } from '../ui/Avatar';

/**
 * Anchor rooms as cards (§2 /anchor/{column}): cover (or the avatar on a gradient), live badge,
 * viewers shortened with K/M/B, nickname and room title, and the live match the anchor streams.
 */
export function RoomCardGrid({ rooms, testId }: { rooms: readonly RoomCard[]; testId: string }) {
  return (
    <ul className="room-grid" data-testid={testId}>
      {rooms.map((room) => (
        <li key={room.roomId}>
          <RoomCardItem room={room} />
        </li>
      ))}
    </ul>
  );
}

function RoomCardItem({ room }: { room: RoomCard }) {
  const { t } = useLingui();
  const viewers = shortenNumber(room.online);
  const nickname = room.nickname;
  return (
    <article
      className={`room-card${room.live ? ' room-card-live' : ''}`}
      data-testid="room-card"
      data-live={room.live}
      data-uid={room.uid}
    >
      <Link to="/anchor/room/$id" params={{ id: room.roomId }} className="room-card-link">
        <div className="room-cover">
          {room.cover ? (
            <img src={room.cover} alt="" loading="lazy" />
          ) : (
            <div className="room-cover-blank" aria-hidden="true">
              <Avatar src={room.avatar} name={room.nickname} size={64} />
            </div>
          )}
          {room.live ? (
            <span className="room-state room-state-live">
              <Trans>Live</Trans>
            </span>
          ) : (
            <span className="room-state room-state-off">
              <Trans>Offline</Trans>
            </span>
          )}
          {room.live ? <span className="room-viewers">{t`${viewers} watching`}</span> : null}
        </div>
        <div className="room-card-body">
          <Avatar src={room.avatar} name={room.nickname} size={36} />
          <div className="room-card-text">
            <span className="room-card-title">{room.title || t`${nickname}'s room`}</span>
            <span className="room-card-name">{room.nickname}</span>
          </div>
        </div>
      </Link>
      {room.live && room.matchId !== null ? (
        <Link
          to="/match/live/$id"
          params={{ id: String(room.matchId) }}
          className="room-card-match"
          data-testid="room-card-match"
        >
          <Trans>Watch the match</Trans>
        </Link>
      ) : null}
    </article>
  );
}
