import { afterEach, describe, expect, it, vi } from 'vitest';

import { isOwnStream } from './hlsModule';

afterEach(() => vi.unstubAllGlobals());

describe('which hls.js build plays a stream', () => {
  it("is the light one for this site's own streams (/live/ of this origin), the full one elsewhere", () => {
    vi.stubGlobal('location', new URL('https://tribune.example/#/anchor/room/7'));
    expect(isOwnStream('/live/football/index.m3u8')).toBe(true);
    expect(isOwnStream('/live/rooms/7/index.m3u8')).toBe(true);
    expect(isOwnStream('https://tribune.example/live/football/replay.m3u8?seconds=90')).toBe(true);
    expect(isOwnStream('https://cdn.example/live/football/index.m3u8')).toBe(false);
    expect(isOwnStream('https://tribune.example/feeds/match.m3u8')).toBe(false);
    expect(isOwnStream('http://[bad')).toBe(false);
  });
});
