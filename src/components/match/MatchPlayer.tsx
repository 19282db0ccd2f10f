import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';

import { LANGUAGE_LOCALE } from '../../../protocol/language';
import type { AnchorCard } from '../../../protocol/match';
import type { MatchDetails } from '../../../protocol/matchApi';
import type { MatchEvent } from '../../../protocol/matchEvents';
import type { ChannelInfo } from '../../../protocol/video';
import { useStore } from '../../state/store';
import { Player } from '../player/Player';
import { eventMarkers } from './matchEvents';
import { channelFor, matchSeconds, streamFor } from './matchStream';
import { useEventText } from './useEventText';
import { useMatchText } from './useMatchText';

/** Channel info of a demo channel (GET /live/<channel>/info.json); null while loading, 'failed' on error. */
function useChannelInfo(channel: string | null): ChannelInfo | null | 'failed' {
  const info = useQuery({
    queryKey: ['channelInfo', channel],
    queryFn: async () => {
      // The schema's module (and zod) loads beside the answer, not with the page's chunk: building
      // zod's schemas is a long task of its own on a slow phone (issue 18).
      const [res, { channelInfoSchema }] = await Promise.all([
        fetch(`/live/${channel}/info.json`),
        import('../../../protocol/video'),
      ]);
      if (!res.ok) throw new Error(String(res.status));
      return channelInfoSchema.parse(await res.json());
    },
    enabled: channel !== null,
    // A channel's geometry never changes while the page is open; without it the player still plays.
    staleTime: Infinity,
    retry: false,
  });
  if (info.isError) return 'failed';
  return info.data ?? null;
}

interface Props {
  match: MatchDetails;
  anchors: readonly AnchorCard[];
  /** The player's next item: the next live match of the column. */
  next?: { label: string; go: () => void } | undefined;
  /**
   * The events shown as dots on the progress bar: a synced page passes those the video has reached
   * (issue 21); by default all of them. The stream itself is chosen by the newest state of `match`.
   */
  markerEvents?: readonly MatchEvent[];
}

/**
 * The match's video: its own stream, else the sport's demo channel (live, or the replay once over),
 * with the match events as dots on the progress bar and as a commentary text track. Live, events
 * are placed by the playlist's dates; a replay starts at kickoff.
 */
export function MatchPlayer({ match, anchors, next, markerEvents = match.events }: Props) {
  const { t } = useLingui();
  const text = useMatchText();
  const eventText = useEventText(match.sportId);
  const { language } = useStore();
  const channel = channelFor(match);
  const info = useChannelInfo(channel);
  const stream = streamFor(match, info === 'failed' ? null : info, matchSeconds(match));
  const title = `${match.home.name} – ${match.away.name}`;
  const room = anchors[0];
  const commentary = {
    src: `/live/match/${match.id}/commentary.vtt?lang=${language}&n=${match.events.length}`,
    label: t`Commentary`,
    srclang: LANGUAGE_LOCALE[language],
    dated: true,
  };

  if (stream)
    return (
      <Player
        key={stream.src}
        src={stream.src}
        title={title}
        live={stream.live}
        thumbs={stream.thumbs}
        resumeKey={stream.resumeKey}
        datedMarkers={eventMarkers(markerEvents, eventText.full)}
        origin={stream.live ? undefined : match.kickoffAt}
        tracks={[commentary]}
        programmeClock
        next={next}
        liveRoom={
          room ? { href: `#/anchor/room/${room.uid}`, label: t`Watch with ${room.nickname}` } : undefined
        }
      />
    );
  return (
    <div className="player player-placeholder" data-testid="player-placeholder" role="status">
      {match.status === 'notStarted' || match.status === 'tbd' ? (
        <p>
          <Trans>The stream starts at kickoff: {text.kickoff(match.kickoffAt)}</Trans>
        </p>
      ) : (
        <p>
          <Trans>There is no video for this match.</Trans>
        </p>
      )}
    </div>
  );
}
