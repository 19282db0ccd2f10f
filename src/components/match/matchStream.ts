import type { MatchDetail } from '../../../protocol/match';
import { SportId } from '../../../protocol/matchConstants';
import type { ChannelInfo } from '../../../protocol/video';
// Zod-free modules only: the early stream (src/app/earlyStream.ts) runs this before the app.
import { liveUrl, replayUrl } from '../../../protocol/videoConstants';

export interface StreamChoice {
  src: string;
  live: boolean;
  /** Replays remember the position (the player offers to resume there). */
  resumeKey?: string;
  thumbs?: { url: string; segments: number };
}

/** The demo video channel of a sport (server/assets/video): football, basketball, else the studio. */
export function demoChannel(sportId: number): string {
  if (sportId === SportId.Football) return 'football';
  if (sportId === SportId.Basketball) return 'basketball';
  return 'studio';
}

/** Whether the match needs the demo channel (no own stream URL) and which one. */
export function channelFor(match: Pick<MatchDetail, 'sportId' | 'streamUrl'>): string | null {
  return match.streamUrl ? null : demoChannel(match.sportId);
}

/**
 * What the player plays: the match's own stream when set, else its sport's demo channel: the live
 * playlist while the match is live (or interrupted), the replay once it ended; nothing before. The
 * channel's info (thumbnail sprite) only adds previews: playback does not wait for it.
 */
export function streamFor(
  match: Pick<MatchDetail, 'id' | 'status' | 'streamUrl' | 'sportId'>,
  info: ChannelInfo | null,
  /** A demo replay loops its clip this long (the match's length), so replay time is match time. */
  replaySeconds = 0,
): StreamChoice | null {
  const live = match.status === 'live' || match.status === 'interrupted';
  const over = match.status === 'ended';
  if (!live && !over) return null;
  const resumeKey = over ? `match-${match.id}` : undefined;
  if (match.streamUrl) return { src: match.streamUrl, live, ...(resumeKey ? { resumeKey } : {}) };
  const channel = channelFor(match);
  if (!channel) return null;
  return {
    src: live
      ? liveUrl(channel)
      : replaySeconds > 0
        ? `${replayUrl(channel)}?seconds=${Math.ceil(replaySeconds)}`
        : replayUrl(channel),
    live,
    ...(resumeKey ? { resumeKey } : {}),
    ...(info ? { thumbs: { url: info.thumbs, segments: info.segments } } : {}),
  };
}

/** How long a finished match lasted (kickoff to its last event), in seconds; 0 when unknown. */
export function matchSeconds(match: { kickoffAt: number; events: readonly { at: number }[] }): number {
  const last = match.events.at(-1);
  return last ? Math.max(0, (last.at - match.kickoffAt) / 1000) : 0;
}
