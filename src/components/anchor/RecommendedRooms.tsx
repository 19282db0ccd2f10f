import { Trans, useLingui } from '@lingui/react/macro';

import type { RoomCard } from '../../../protocol/anchor';
import { AnchorList, type AnchorListItem } from '../match/AnchorList';
import { EmptyState } from '../ui/EmptyState';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { useCallQuery } from '../ui/useCallQuery';

/** A room card as the compact anchor list shows it (live as the room is). */
export function roomListItem(r: RoomCard): AnchorListItem {
  return {
    uid: r.uid,
    appNumber: r.appNumber,
    nickname: r.nickname,
    avatar: r.avatar,
    liveMatchId: r.matchId,
    viewers: r.online,
    live: r.live,
  };
}

/**
 * Recommended anchors (§2 "anchor recommendation") as a compact row: recommend_anchor on the column
 * page, or the other anchors of web_recommend_user in a room (`roomID` given; followed ones left out).
 */
export function RecommendedRooms({ roomID }: { roomID?: string }) {
  const { t } = useLingui();
  const inRoom = useCallQuery(
    'webRecommendUser',
    { roomID: roomID ?? '' },
    { enabled: roomID !== undefined },
  );
  const onColumn = useCallQuery('recommendAnchor', {}, { enabled: roomID === undefined });
  const rooms = roomID !== undefined ? inRoom : onColumn;
  if (roomID && rooms.data?.length === 0) return null;
  return (
    <section
      className="match-section recommended-rooms"
      aria-labelledby="recommended-rooms"
      aria-busy={rooms.loading}
    >
      <h2 id="recommended-rooms" className="section-title">
        {roomID ? <Trans>More anchors</Trans> : <Trans>Recommended anchors</Trans>}
      </h2>
      {rooms.error ? <LoadError message={rooms.error} onRetry={rooms.reload} /> : null}
      {!rooms.data && rooms.loading ? <LoadingBlock rows={1} label={t`Loading anchors…`} /> : null}
      {rooms.data?.length === 0 ? <EmptyState title={t`No anchor to recommend right now`} /> : null}
      {rooms.data && rooms.data.length > 0 ? (
        <AnchorList
          anchors={rooms.data.map(roomListItem)}
          testId={roomID ? 'room-recommended' : 'recommended-rooms'}
        />
      ) : null}
    </section>
  );
}
