import { describe, expect, it } from 'vitest';

import { streamOfDetails } from './earlyStream';

describe('the stream a live page will play, from its details', () => {
  it("is a live room's stream, none when the anchor is offline", () => {
    const room = { live: true, streamUrl: '/live/rooms/7/index.m3u8' };
    expect(streamOfDetails('anchorDetails', room)).toBe('/live/rooms/7/index.m3u8');
    expect(streamOfDetails('anchorDetails', { ...room, live: false })).toBeNull();
  });

  it("is a live match's own stream, else its sport's demo channel; none before kickoff", () => {
    const match = { id: 3, sportId: 1, status: 'live', streamUrl: null, kickoffAt: 0, events: [] };
    expect(streamOfDetails('matchDetails', { ...match, streamUrl: 'https://cdn.example/m3.m3u8' })).toBe(
      'https://cdn.example/m3.m3u8',
    );
    expect(streamOfDetails('matchDetails', match)).toMatch(/^\/live\/.+\.m3u8$/);
    expect(streamOfDetails('matchDetails', { ...match, status: 'notStarted' })).toBeNull();
  });
});
