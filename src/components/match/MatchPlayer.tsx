import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { AnchorCard, MatchDetail } from '../../../protocol/match';
import { type ChannelInfo, channelInfoSchema } from '../../../protocol/video';
import { Player } from '../player/Player';
import { channelFor, streamFor } from './matchStream';
import { useMatchText } from './useMatchText';

/** Channel info of a demo channel (GET /live/<channel>/info.json); null while loading, 'failed' on error. */
function useChannelInfo(channel: string | null): ChannelInfo | null | 'failed' {
  const [info, setInfo] = useState<{ channel: string; value: ChannelInfo | 'failed' } | null>(null);
  useEffect(() => {
    if (!channel) return;
    let live = true;
    fetch(`/live/${channel}/info.json`)
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const parsed = channelInfoSchema.safeParse(await res.json());
        if (live) setInfo({ channel, value: parsed.success ? parsed.data : 'failed' });
      })
      .catch(() => live && setInfo({ channel, value: 'failed' }));
    return () => {
      live = false;
    };
  }, [channel]);
  return info?.channel === channel ? info.value : null;
}

/** The match's video: its own stream, else the sport's demo channel (live, or the replay once over). */
export function MatchPlayer({ match, anchors }: { match: MatchDetail; anchors: readonly AnchorCard[] }) {
  const { t } = useLingui();
  const text = useMatchText();
  const channel = channelFor(match);
  const info = useChannelInfo(channel);
  const stream = streamFor(match, info === 'failed' ? null : info);
  const title = `${match.home.name} – ${match.away.name}`;
  const room = anchors[0];

  if (stream)
    return (
      <Player
        key={stream.src}
        src={stream.src}
        title={title}
        live={stream.live}
        thumbs={stream.thumbs}
        resumeKey={stream.resumeKey}
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
