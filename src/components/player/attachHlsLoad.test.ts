import { afterEach, describe, expect, it, vi } from 'vitest';

import type { SourceState } from './attachHls';

// hls.js that does not load (the chunk's request failed): its import rejects.
vi.mock('hls.js', () => {
  throw new Error('chunk failed to load');
});

afterEach(() => vi.unstubAllGlobals());

describe('attachHls when hls.js does not load', () => {
  it('reports an error (the player offers to try again) instead of loading for ever', async () => {
    vi.stubGlobal('window', { MediaSource: class {} });
    const { attachHls } = await import('./attachHls');
    const { preloadHls } = await import('./hlsModule');
    preloadHls();
    const states: SourceState[] = [];
    const video = {
      canPlayType: () => '',
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      play: vi.fn(),
    };
    attachHls(
      video as unknown as HTMLVideoElement,
      '/live/football/index.m3u8',
      (state) => states.push(state),
      () => undefined,
    );
    await vi.waitFor(() => expect(states).toEqual(['error']));
    expect(video.play).not.toHaveBeenCalled();
  });
});
