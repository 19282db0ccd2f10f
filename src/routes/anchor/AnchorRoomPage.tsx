import { Trans, useLingui } from '@lingui/react/macro';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useEffect } from 'react';

import type { AnchorDetails } from '../../../protocol/anchor';
import { ALL_ANCHOR_TYPE } from '../../../protocol/anchorConstants';
import { anchorRoomId, type RoomRole } from '../../../protocol/roomConstants';
import { uidParam } from '../../app/liveRoute';
import { ROOM_DETAILS_FRESH_MS } from '../../app/pageLoads';
import { AnchorAbout } from '../../components/anchor/AnchorAbout';
import { AnchorHeader } from '../../components/anchor/AnchorHeader';
import { AnchorPlayer } from '../../components/anchor/AnchorPlayer';
import type { FollowValue } from '../../components/anchor/FollowButton';
import { GiftBar } from '../../components/anchor/GiftBar';
import { RecommendedRooms } from '../../components/anchor/RecommendedRooms';
import { RoomLoading } from '../../components/anchor/RoomLoading';
import { RoomMatchScore, RoomScoreStandIn } from '../../components/anchor/RoomMatchScore';
import { RoomToolbar } from '../../components/anchor/RoomToolbar';
import { preloadHls } from '../../components/player/hlsModule';
import { RoomChat } from '../../components/room/RoomChat';
import { AnchorSpace } from '../../components/space/AnchorSpace';
import { EmptyState } from '../../components/ui/EmptyState';
import { LoadError } from '../../components/ui/LoadState';
import { useAfterFirstPaint } from '../../components/match/useAfterFirstPaint';
import { useCallQuery } from '../../components/ui/useCallQuery';
import { useRoom } from '../../state/room';
import type { RoomView } from '../../state/room';
import { useStore } from '../../state/store';

const route = getRouteApi('/anchor/room/$id');

/** A uid in the path (protocol/anchor.ts uidField), else null. */

/**
 * /anchor/room/{id}: an anchor's live room (§2). The head (follow, fans, online), the player or
 * the offline panel, the line of the match it covers (synced to the player: issue 21), the gift bar, the moderators' tools, the room's texts; the chat on the right
 * (stacked under on narrow screens).
 */
export function AnchorRoomPage() {
  useEffect(preloadHls, []);
  const id = uidParam(route.useParams().id);
  // Asked again at a later visit (the live state, fans and the viewer's role move); the cached one shows
  // meanwhile. The route's loader started it (src/app/pageLoads.ts): same key and freshness.
  const details = useCallQuery(
    'anchorDetails',
    { id: id ?? '0' },
    { enabled: id !== null, staleTime: ROOM_DETAILS_FRESH_MS },
  );
  const { setData } = details;
  // A follow toggled here (optimistically, then as the server answered) is written into the cached details.
  const setFollow = (value: FollowValue) =>
    setData((d) => (d && d.uid === id ? { ...d, followed: value.followed, fans: value.fans } : d));

  if (id === null) return <NotFound />;
  if (!details.data || details.data.uid !== id) {
    if (details.error) return <LoadError message={details.error} onRetry={details.reload} />;
    return details.loading ? <RoomLoading /> : <NotFound />;
  }
  return <Room key={id} details={details.data} onFollow={setFollow} />;
}

/** The details as loaded, with the stream's newest start or end heard in the room since (no reload). */
function withStream(details: AnchorDetails, stream: RoomView['stream']): AnchorDetails {
  if (!stream) return details;
  return {
    ...details,
    live: stream.live,
    liveSince: stream.liveSince,
    streamUrl: stream.live && stream.streamUrl ? stream.streamUrl : details.streamUrl,
  };
}

function Room({
  details: loaded,
  onFollow,
}: {
  details: AnchorDetails;
  onFollow: (value: FollowValue) => void;
}) {
  const { userInfo } = useStore();
  const roomID = anchorRoomId(loaded.uid);
  const room = useRoom(roomID);
  const details = withStream(loaded, room.stream);
  const joined = room.status === 'joined';
  const follow = { followed: details.followed, fans: details.fans };
  // The socket's role once joined; before that the one the details gave (the anchor is the anchor).
  const role: RoomRole = joined ? room.role : userInfo?.uid === details.uid ? 'anchor' : details.role;
  const online = joined ? room.online : details.online;
  // The room's texts, space, recommendations and chat render a frame later: the player attaches and
  // paints first, and hls.js gets the main thread sooner (issue 18: first frame).
  const painted = useAfterFirstPaint(true);

  return (
    <div className="live-layout anchor-room" data-testid="anchor-room" data-role={role}>
      <div className="live-main">
        <AnchorHeader details={details} online={online} follow={follow} onFollow={onFollow} />
        <AnchorPlayer details={details} />
        {details.matchId !== null ? (
          // With the parts painted a frame later; its place is kept from the first paint (no shift).
          painted ? (
            <RoomMatchScore
              key={details.matchId}
              matchId={details.matchId}
              hasPlayer={details.live && !!details.streamUrl}
            />
          ) : (
            <RoomScoreStandIn />
          )
        ) : null}
        <GiftBar roomID={roomID} anchorUid={details.uid} />
        <RoomToolbar roomID={roomID} role={role} muteAll={joined ? room.muteAll : null} />
        {painted ? <AnchorAbout details={details} /> : null}
        {painted ? <AnchorSpace anchorId={details.uid} /> : null}
        {painted ? <RecommendedRooms roomID={roomID} /> : null}
      </div>
      <ChatColumn roomID={roomID} hasMatch={details.matchId !== null} painted={painted} />
    </div>
  );
}

/** The room's chat (src/components/room/RoomChat.tsx) in the right column, as on the match live page. */
function ChatColumn({ roomID, hasMatch, painted }: { roomID: string; hasMatch: boolean; painted: boolean }) {
  return (
    <aside className="chat-slot card anchor-chat" data-room={roomID}>
      {painted ? <RoomChat roomID={roomID} hasMatch={hasMatch} /> : null}
    </aside>
  );
}

function NotFound() {
  const { t } = useLingui();
  return (
    <EmptyState title={t`This room does not exist`}>
      <p>
        <Link to="/anchor/$column" params={{ column: String(ALL_ANCHOR_TYPE) }}>
          <Trans>See the anchors who are live</Trans>
        </Link>
      </p>
    </EmptyState>
  );
}
