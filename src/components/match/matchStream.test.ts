import { describe, expect, it } from 'vitest';

import type { ChannelInfo } from '../../../protocol/video';
import { channelFor, demoChannel, matchSeconds, streamFor } from './matchStream';

const info: ChannelInfo = {
  channel: 'football',
  live: '/live/football/index.m3u8',
  replay: '/live/football/replay.m3u8',
  thumbs: '/live/football/thumbs.jpg',
  segments: 12,
  segmentSeconds: 2,
};

describe('match stream choice', () => {
  it('uses the demo channel of the sport when the match has no stream URL', () => {
    expect(channelFor({ sportId: 1, streamUrl: null })).toBe('football');
    expect(channelFor({ sportId: 2, streamUrl: null })).toBe('basketball');
    expect(channelFor({ sportId: 3, streamUrl: null })).toBe('studio');
    expect(channelFor({ sportId: 1, streamUrl: 'https://cdn.example/m.m3u8' })).toBeNull();
  });

  it('plays live while live, the replay with a resume key once ended, nothing before', () => {
    expect(streamFor({ id: 5, sportId: 1, status: 'live', streamUrl: null }, info)).toMatchObject({
      src: '/live/football/index.m3u8',
      live: true,
      thumbs: { url: info.thumbs, segments: 12 },
    });
    expect(streamFor({ id: 5, sportId: 1, status: 'ended', streamUrl: null }, info)).toMatchObject({
      src: '/live/football/replay.m3u8',
      live: false,
      resumeKey: 'match-5',
    });
    expect(streamFor({ id: 5, sportId: 1, status: 'notStarted', streamUrl: null }, info)).toBeNull();
  });

  it('plays before the channel info arrives; the info only adds the preview thumbnails', () => {
    const early = streamFor({ id: 5, sportId: 2, status: 'live', streamUrl: null }, null);
    expect(early).toEqual({ src: '/live/basketball/index.m3u8', live: true });
  });

  it('prefers the match own stream URL', () => {
    const own = { id: 5, sportId: 1, status: 'live' as const, streamUrl: 'https://cdn.example/m.m3u8' };
    expect(streamFor(own, null)).toEqual({
      src: 'https://cdn.example/m.m3u8',
      live: true,
    });
  });

  it('loops a demo replay for the length of the match, so replay time is match time', () => {
    const ended = { id: 5, sportId: 1, status: 'ended' as const, streamUrl: null };
    expect(streamFor(ended, info, 6000.2)?.src).toBe('/live/football/replay.m3u8?seconds=6001');
    expect(streamFor({ ...ended, status: 'live' }, info, 6000)?.src).toBe('/live/football/index.m3u8');
    expect(matchSeconds({ kickoffAt: 1000, events: [{ at: 5000 }, { at: 61_000 }] })).toBe(60);
    expect(matchSeconds({ kickoffAt: 1000, events: [] })).toBe(0);
  });
});

describe('demo channel', () => {
  it('plays football and basketball on their channels, everything else in the studio', () => {
    expect([1, 2, 3, 4, 5, 10].map(demoChannel)).toEqual([
      'football',
      'basketball',
      'studio',
      'studio',
      'studio',
      'studio',
    ]);
  });
});
