import { describe, expect, it } from 'vitest';

import {
  type Clip,
  LIVE_WINDOW,
  livePlaylist,
  liveSegment,
  parseClip,
  REPLAY_MAX_SECONDS,
  replayPlaylist,
  segmentStartMs,
} from './playlist';

const clip: Clip = { durations: [2, 2, 2, 2, 2], target: 2 };

function segments(playlist: string): string[] {
  return playlist.split('\n').filter((l) => l.startsWith('seg/'));
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `seg/${from + i}.ts`);

describe('live playlists over a looped clip', () => {
  it('counts segments from the site epoch: small sequence numbers, wall-clock dates', () => {
    const epoch = Date.UTC(2026, 10, 1);
    const at = epoch + 3 * 3600_000 + 1_000; // three hours in: segment 5,400
    const list = livePlaylist(clip, at, epoch);
    expect(list).toContain(`#EXT-X-MEDIA-SEQUENCE:${5400 - LIVE_WINDOW + 1}`);
    expect(list).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor((5400 - LIVE_WINDOW + 1) / 5)}`);
    expect(segments(list).at(-1)).toBe('seg/5400.ts');
    expect(segmentStartMs(clip, 5400, epoch)).toBe(at - 1_000);
    const firstDate = /#EXT-X-PROGRAM-DATE-TIME:(.+)/.exec(list)?.[1];
    expect(Date.parse(firstDate!)).toBe(segmentStartMs(clip, 5400 - LIVE_WINDOW + 1, epoch));
    // Before the epoch (a clock set back) the playlist stays at its first segment.
    expect(segments(livePlaylist(clip, epoch - 60_000, epoch))).toEqual(['seg/0.ts']);
  });

  it('follows the wall clock: one segment every two seconds, numbers from the epoch', () => {
    expect(liveSegment(clip, 0)).toBe(0);
    expect(liveSegment(clip, 1999)).toBe(0);
    expect(liveSegment(clip, 2000)).toBe(1);
    expect(liveSegment(clip, 10_000)).toBe(5);
    expect(liveSegment(clip, 1_000_000_000_000)).toBe(500_000_000);
  });

  it('slides a window of the newest segments with the media sequence of the first', () => {
    const at = 100_000; // segment 50
    const list = livePlaylist(clip, at);
    expect(segments(list)).toEqual(range(50 - LIVE_WINDOW + 1, 50));
    expect(list).toContain(`#EXT-X-MEDIA-SEQUENCE:${50 - LIVE_WINDOW + 1}`);
    expect(list).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks each restart of the loop and counts the ones that slid out', () => {
    const at = 100_000; // last 50 (50 mod 5 = 0)
    const first = 50 - LIVE_WINDOW + 1;
    const lines = livePlaylist(clip, at).split('\n');
    expect(lines[lines.indexOf('seg/50.ts') - 3]).toBe('#EXT-X-DISCONTINUITY');
    expect(lines).toContain(`#EXT-X-DISCONTINUITY-SEQUENCE:${Math.floor(first / 5)}`);
    const restarts = range(first + 1, 50).filter((s) => Number(/\d+/.exec(s)![0]) % 5 === 0);
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(restarts.length);
  });

  it('dates the first segment and every restart with the wall clock it plays at', () => {
    const at = 1_780_000_000_000 + 4321;
    const lines = livePlaylist(clip, at).split('\n');
    const dated = lines.flatMap((l, i) =>
      l.startsWith('#EXT-X-PROGRAM-DATE-TIME:')
        ? [{ at: Date.parse(l.slice(25)), seg: lines.slice(i).find((x) => x.startsWith('seg/'))! }]
        : [],
    );
    expect(dated[0]!.seg).toBe(segments(lines.join('\n'))[0]);
    for (const d of dated) expect(d.at).toBe(Number(/\d+/.exec(d.seg)![0]) * 2000);
    // The newest segment is the one playing now.
    const last = Number(/\d+/.exec(segments(lines.join('\n')).at(-1)!)![0]);
    expect(segmentStartMs(clip, last)).toBeLessThanOrEqual(at);
    expect(segmentStartMs(clip, last + 1)).toBeGreaterThan(at);
  });

  it('places segments of an uneven clip on the wall clock', () => {
    const uneven: Clip = { durations: [2, 2, 1], target: 2 };
    expect([0, 1, 2, 3, 4].map((n) => segmentStartMs(uneven, n))).toEqual([0, 2000, 4000, 5000, 7000]);
    expect(liveSegment(uneven, 4_999)).toBe(2);
    expect(liveSegment(uneven, 5_000)).toBe(3);
  });

  it('starts at segment 0 without negative numbers', () => {
    expect(segments(livePlaylist(clip, 2500))).toEqual(['seg/0.ts', 'seg/1.ts']);
  });

  it('reads ffmpeg playlists and writes a finished replay list, looped to a match length when asked', () => {
    const parsed = parseClip(
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000000,\na.ts\n#EXTINF:1.5,\nb.ts\n',
    );
    expect(parsed).toEqual({ durations: [2, 1.5], target: 2 });
    expect(() => parseClip('#EXTM3U\n')).toThrow();
    const replay = replayPlaylist(parsed);
    expect(segments(replay)).toEqual(['seg/0.ts', 'seg/1.ts']);
    expect(replay.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);

    const long = replayPlaylist(clip, 95);
    expect(segments(long)).toEqual(range(0, 47)); // 48 x 2 s >= 95 s
    expect(long.split('\n').filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(9);
    expect(segments(replayPlaylist(clip, 1e9))).toHaveLength(REPLAY_MAX_SECONDS / 2);
  });
});
