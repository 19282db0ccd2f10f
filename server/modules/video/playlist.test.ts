import { describe, expect, it } from 'vitest';

import { type Clip, LIVE_WINDOW, livePlaylist, liveSegment, parseClip, replayPlaylist } from './playlist';

const clip: Clip = { durations: [2, 2, 2, 2, 2], target: 2 };

function segments(playlist: string): string[] {
  return playlist.split('\n').filter((l) => l.startsWith('seg/'));
}

describe('live playlists over a looped clip', () => {
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
    expect(segments(list)).toEqual(['seg/47.ts', 'seg/48.ts', 'seg/49.ts', 'seg/50.ts']);
    expect(list).toContain(`#EXT-X-MEDIA-SEQUENCE:${50 - LIVE_WINDOW + 1}`);
    expect(list).not.toContain('#EXT-X-ENDLIST');
  });

  it('marks each restart of the loop and counts the ones that slid out', () => {
    const list = livePlaylist(clip, 100_000); // 47 48 49 | 50 (50 mod 5 = 0)
    const lines = list.split('\n');
    expect(lines[lines.indexOf('seg/50.ts') - 2]).toBe('#EXT-X-DISCONTINUITY');
    expect(list).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:9');
    const later = livePlaylist(clip, 106_000); // 50 51 52 53: 50 is first, its tag slid out
    expect(later).toContain('#EXT-X-DISCONTINUITY-SEQUENCE:10');
    expect(later).not.toContain('#EXT-X-DISCONTINUITY\n');
  });

  it('starts at segment 0 without negative numbers', () => {
    expect(segments(livePlaylist(clip, 2500))).toEqual(['seg/0.ts', 'seg/1.ts']);
  });

  it('plays a clip with a shorter last segment in step', () => {
    const uneven: Clip = { durations: [2, 2, 1], target: 2 };
    expect(liveSegment(uneven, 4_999)).toBe(2);
    expect(liveSegment(uneven, 5_000)).toBe(3);
  });

  it('reads ffmpeg playlists and writes a finished replay list', () => {
    const parsed = parseClip(
      '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.000000,\na.ts\n#EXTINF:1.5,\nb.ts\n',
    );
    expect(parsed).toEqual({ durations: [2, 1.5], target: 2 });
    expect(() => parseClip('#EXTM3U\n')).toThrow();
    const replay = replayPlaylist(parsed);
    expect(segments(replay)).toEqual(['seg/0.ts', 'seg/1.ts']);
    expect(replay.trim().endsWith('#EXT-X-ENDLIST')).toBe(true);
  });
});
