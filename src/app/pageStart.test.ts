import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SNAPSHOT_SHOWN_CLASS } from '../../protocol/pageSnapshotGate';
import { TOKEN_KEY } from '../api/callHeaders';
import { PAINT_WAIT_MS, startPage } from './pageStart';
import { RENDER_HOLD_MS } from './renderHold';

const APP = '/assets/index-abc.js';
const CHUNKS = ['/assets/earlyStream-a.js', '/assets/hls.light-b.js'];

describe("index.html's inline script: the app's start", () => {
  const items = new Map<string, string>();
  const windowStub: { tribuneEarlyCall?: unknown } = {};
  let storageRefused = false;
  let screenShown = false;
  const frames: (() => void)[] = [];
  let failing = new Set<string>();
  const loaded: string[] = [];
  const load = vi.fn((url: string) => {
    loaded.push(url);
    return failing.has(url) ? Promise.reject(new Error('offline')) : Promise.resolve({});
  });
  const call = () => windowStub.tribuneEarlyCall as { startApp: () => void } | null;

  beforeEach(() => {
    vi.useFakeTimers();
    items.clear();
    loaded.length = 0;
    load.mockClear();
    failing = new Set();
    storageRefused = false;
    screenShown = false;
    frames.length = 0;
    delete windowStub.tribuneEarlyCall;
    vi.stubGlobal('document', {
      documentElement: {
        classList: { contains: (name: string) => screenShown && name === SNAPSHOT_SHOWN_CLASS },
      },
    });
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
    vi.stubGlobal('window', windowStub);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => {
        if (storageRefused) throw new Error('SecurityError');
        return items.get(key) ?? null;
      },
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    vi.stubGlobal('navigator', { language: 'en-US' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}'))),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const visit = (hash: string) => vi.stubGlobal('location', { hash });

  it('a visitor on a live page: the early chunks at once, the app only when the stream says so, once', async () => {
    visit('#/match/live/42');
    startPage(APP, CHUNKS, load);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual(CHUNKS);
    expect(call()).toMatchObject({ load: ['matchDetails', { matchId: 42 }] });
    call()!.startApp();
    call()!.startApp();
    await vi.advanceTimersByTimeAsync(RENDER_HOLD_MS);
    expect(loaded).toEqual([...CHUNKS, APP]);
  });

  it('a stream that never says so holds the app at most RENDER_HOLD_MS', async () => {
    visit('#/anchor/room/1001');
    startPage(APP, CHUNKS, load);
    await vi.advanceTimersByTimeAsync(RENDER_HOLD_MS - 1);
    expect(loaded).not.toContain(APP);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual([...CHUNKS, APP]);
  });

  it('a failed early chunk starts the app at once', async () => {
    visit('#/match/live/42');
    failing.add(CHUNKS[1]!);
    startPage(APP, CHUNKS, load);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual([...CHUNKS, APP]);
  });

  it('any other start: the app at once, nothing early', () => {
    visit('#/match/0');
    startPage(APP, CHUNKS, load);
    expect(loaded).toEqual([APP]);
    expect(windowStub.tribuneEarlyCall).toBeNull();

    loaded.length = 0;
    items.set(TOKEN_KEY, 'token');
    visit('#/match/live/42');
    startPage(APP, CHUNKS, load);
    expect(loaded).toEqual([APP]);
    expect(windowStub.tribuneEarlyCall).toBeNull();
  });

  it('refused storage: the app at once', () => {
    storageRefused = true;
    visit('#/match/live/42');
    startPage(APP, CHUNKS, load);
    expect(loaded).toEqual([APP]);
    expect(windowStub.tribuneEarlyCall).toBeNull();
  });

  it('a first screen shown: the app right after the frame that paints it, once', async () => {
    screenShown = true;
    visit('#/match/0');
    startPage(APP, CHUNKS, load);
    expect(loaded).toEqual([]);
    expect(frames).toHaveLength(1);
    frames[0]!();
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(loaded).toEqual([APP]);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(loaded).toEqual([APP]);
  });

  it('a first screen in a hidden page (no frame comes): the app after PAINT_WAIT_MS', async () => {
    screenShown = true;
    visit('#/match/0');
    startPage(APP, CHUNKS, load);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(loaded).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(loaded).toEqual([APP]);
  });
});
