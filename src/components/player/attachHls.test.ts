import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { SourceState } from './attachHls';

/** What the fake hls.js instances saw, in order, across one test. */
const calls: string[] = [];
const instances: FakeHls[] = [];

class FakeHls {
  static Events = {
    ERROR: 'hlsError',
    MANIFEST_PARSED: 'hlsManifestParsed',
    LEVEL_UPDATED: 'hlsLevelUpdated',
    FRAG_PARSED: 'hlsFragParsed',
    FRAG_BUFFERED: 'hlsFragBuffered',
  };
  static ErrorDetails = { MANIFEST_LOAD_ERROR: 'manifestLoadError' };
  static ErrorTypes = { MEDIA_ERROR: 'mediaError', NETWORK_ERROR: 'networkError' };
  static isSupported = () => true;
  levels: unknown[] = [];
  currentLevel = -1;
  handlers = new Map<string, ((event: string, data: unknown) => void)[]>();
  constructor(public config: Record<string, unknown>) {
    instances.push(this);
  }
  on(event: string, handler: (event: string, data: unknown) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
  }
  once(event: string, handler: (event: string, data: unknown) => void) {
    this.on(event, handler);
  }
  emit(event: string, data: unknown = {}) {
    for (const handler of this.handlers.get(event) ?? []) handler(event, data);
  }
  loadSource(src: string) {
    calls.push(`loadSource ${src}`);
  }
  media: unknown = null;
  attachMedia(media: unknown) {
    calls.push('attachMedia');
    this.media = media;
  }
  destroy() {
    calls.push('destroy');
  }
  recoverMediaError() {
    calls.push('recoverMediaError');
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));

function fakeVideo(play: () => Promise<void> = () => Promise.resolve()) {
  return {
    muted: false,
    canPlayType: () => '',
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    play: vi.fn(() => {
      calls.push('play');
      return play();
    }),
  };
}

async function attached(video = fakeVideo()) {
  const { attachHls } = await import('./attachHls');
  const states: SourceState[] = [];
  const detach = attachHls(
    video as unknown as HTMLVideoElement,
    '/live/football/index.m3u8',
    (state) => states.push(state),
    () => undefined,
  );
  await vi.waitFor(() => expect(instances).toHaveLength(1));
  return { hls: instances[0]!, states, detach, video };
}

beforeEach(() => {
  calls.length = 0;
  instances.length = 0;
  vi.stubGlobal('window', { MediaSource: class {} });
});
afterEach(() => {
  vi.doUnmock('./earlyHls');
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('attachHls', () => {
  it('loads the playlist, attaches the video, then asks it to play before any data', async () => {
    const { hls, states } = await attached();
    expect(calls).toEqual(['loadSource /live/football/index.m3u8', 'attachMedia', 'play']);
    expect(hls.config).toMatchObject({ startFragPrefetch: true, enableWorker: false });
    expect(states).toEqual([]);
    hls.emit(FakeHls.Events.MANIFEST_PARSED);
    expect(states).toEqual(['ready']);
  });

  it('reports an absent playlist as offline and destroys hls.js on detach', async () => {
    const { hls, states, detach } = await attached();
    hls.emit(FakeHls.Events.ERROR, {
      fatal: true,
      type: FakeHls.ErrorTypes.NETWORK_ERROR,
      details: FakeHls.ErrorDetails.MANIFEST_LOAD_ERROR,
      response: { code: 404 },
    });
    expect(states).toEqual(['offline']);
    detach();
    expect(calls.at(-1)).toBe('destroy');
  });

  it('mutes and plays again when the browser refuses sound, not when a new source aborted play()', async () => {
    let refusal = new DOMException('no gesture', 'NotAllowedError');
    const video = fakeVideo(() =>
      calls.filter((c) => c === 'play').length === 1 ? Promise.reject(refusal) : Promise.resolve(),
    );
    await attached(video);
    await vi.waitFor(() => expect(video.play).toHaveBeenCalledTimes(2));
    expect(video.muted).toBe(true);

    instances.length = 0;
    calls.length = 0;
    refusal = new DOMException('new source', 'AbortError');
    const other = fakeVideo(() =>
      calls.filter((c) => c === 'play').length === 1 ? Promise.reject(refusal) : Promise.resolve(),
    );
    await attached(other);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(other.play).toHaveBeenCalledTimes(1);
    expect(other.muted).toBe(false);
  });

  it('takes over the instance the entry script started in this element: no second load or attach', async () => {
    const video = fakeVideo();
    const early = new FakeHls({});
    early.levels = [{}];
    early.media = video;
    const take = vi.fn((src: string, element: unknown) =>
      src === '/live/football/index.m3u8' && element === video ? early : null,
    );
    vi.doMock('./earlyHls', () => ({ takeEarlyHls: take }));
    const { hls, states } = await attached(video);
    await vi.waitFor(() => expect(calls).toContain('play'));
    expect(take).toHaveBeenCalledWith('/live/football/index.m3u8', video);
    expect(hls).toBe(early);
    expect(instances).toHaveLength(1);
    expect(calls).toEqual(['play']);
    expect(states).toEqual(['ready']);
  });

  it('starts its own when the early stream gives it none (another URL or element, or it failed)', async () => {
    vi.doMock('./earlyHls', () => ({ takeEarlyHls: () => null }));
    const { hls } = await attached();
    expect(instances).toHaveLength(1);
    expect(hls).toBe(instances[0]);
    expect(calls).toEqual(['loadSource /live/football/index.m3u8', 'attachMedia', 'play']);
  });
});
