/**
 * Live HLS over a looped clip (issue 4 "demo video"): the clip's segments repeat forever, segment
 * number n being clip segment n mod count, and the playlist slides with the wall clock, so every
 * server process and every viewer agree on what is live now. A DISCONTINUITY tag precedes each
 * restart of the loop; DISCONTINUITY-SEQUENCE counts those that slid out of the window.
 * Segments are counted from an epoch (the site's first start, kept in the database: videoEpoch.ts),
 * not from 1970: hls.js walks its per-discontinuity array from 0 on every playlist reload, and a
 * discontinuity sequence of ~10^8 cost it seconds of main thread per reload.
 */
export interface Clip {
  /** Duration of each segment in seconds (all equal to `target` but the last may be shorter). */
  durations: number[];
  /** EXT-X-TARGETDURATION: whole seconds, at least the longest segment. */
  target: number;
}

/**
 * Segments listed in a live playlist: a minute of DVR, so the match events of the last minute show
 * as dots on the progress bar (players start near the live edge whatever the window).
 */
export const LIVE_WINDOW = 30;
/** The longest replay playlist (a match's whole length as a looped clip). */
export const REPLAY_MAX_SECONDS = 6 * 3600;

function loopSeconds(clip: Clip): number {
  return clip.durations.reduce((sum, d) => sum + d, 0);
}

/** The number of the segment playing at `nowMs` (segments counted from `epochMs`; 0 before it). */
export function liveSegment(clip: Clip, nowMs: number, epochMs = 0): number {
  const loop = loopSeconds(clip);
  const seconds = Math.max(0, nowMs - epochMs) / 1000;
  const loops = Math.floor(seconds / loop);
  let into = seconds - loops * loop;
  let index = 0;
  while (index < clip.durations.length - 1 && into >= clip.durations[index]!) {
    into -= clip.durations[index]!;
    index += 1;
  }
  return loops * clip.durations.length + index;
}

/** When segment `n` starts on the wall clock (ms since 1970): its EXT-X-PROGRAM-DATE-TIME. */
export function segmentStartMs(clip: Clip, n: number, epochMs = 0): number {
  const count = clip.durations.length;
  const loops = Math.floor(n / count);
  let seconds = loops * loopSeconds(clip);
  for (let i = 0; i < n % count; i++) seconds += clip.durations[i]!;
  return epochMs + Math.round(seconds * 1000);
}

const dateTag = (clip: Clip, n: number, epochMs: number) =>
  `#EXT-X-PROGRAM-DATE-TIME:${new Date(segmentStartMs(clip, n, epochMs)).toISOString()}`;

/**
 * The live playlist at `nowMs`: the window of segments up to the one playing now, each loop restart
 * marked DISCONTINUITY and dated (EXT-X-PROGRAM-DATE-TIME), so the player can place match events,
 * which carry wall-clock times, on its progress bar.
 */
export function livePlaylist(clip: Clip, nowMs: number, epochMs = 0): string {
  const count = clip.durations.length;
  const last = liveSegment(clip, nowMs, epochMs);
  const first = Math.max(0, last - LIVE_WINDOW + 1);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${clip.target}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / count)}`,
  ];
  for (let n = first; n <= last; n++) {
    if (n !== first && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    if (n === first || n % count === 0) lines.push(dateTag(clip, n, epochMs));
    lines.push(`#EXTINF:${clip.durations[n % count]!.toFixed(3)},`, `seg/${n}.ts`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The clip as a finished (replay) playlist, then ENDLIST: its segments once, or looped for at least
 * `seconds` (a match's length, at most REPLAY_MAX_SECONDS) so a replay's time is the match's time.
 */
export function replayPlaylist(clip: Clip, seconds = 0): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3', `#EXT-X-TARGETDURATION:${clip.target}`];
  lines.push('#EXT-X-PLAYLIST-TYPE:VOD', '#EXT-X-MEDIA-SEQUENCE:0');
  const count = clip.durations.length;
  const wanted = Math.min(Math.max(0, seconds), REPLAY_MAX_SECONDS);
  let total = 0;
  for (let n = 0; n < count || total < wanted; n++) {
    const d = clip.durations[n % count]!;
    if (n > 0 && n % count === 0) lines.push('#EXT-X-DISCONTINUITY');
    lines.push(`#EXTINF:${d.toFixed(3)},`, `seg/${n}.ts`);
    total += d;
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Reads the segment durations of an ffmpeg-made media playlist. */
export function parseClip(m3u8: string): Clip {
  const durations = [...m3u8.matchAll(/^#EXTINF:([\d.]+),/gm)].map((m) => Number(m[1]));
  if (durations.length === 0 || durations.some((d) => !(d > 0))) throw new Error('clip without segments');
  const declared = Number(/^#EXT-X-TARGETDURATION:(\d+)/m.exec(m3u8)?.[1] ?? 0);
  return { durations, target: Math.max(declared, Math.ceil(Math.max(...durations))) };
}
