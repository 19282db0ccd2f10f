import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const instances: FakeHls[] = [];

class FakeHls {
  static Events = { ERROR: 'hlsError' };
  static isSupported = () => true;
  handlers = new Map<string, (event: string, data: { fatal: boolean }) => void>();
  constructor(public config: Record<string, unknown>) {
    instances.push(this);
  }
  on(event: string, handler: (event: string, data: { fatal: boolean }) => void) {
    this.handlers.set(event, handler);
  }
  loadSource(src: string) {
    calls.push(`loadSource ${src}`);
  }
  destroy() {
    calls.push('destroy');
  }
}

vi.mock('hls.js', () => ({ default: FakeHls }));

const SRC = '/live/football/index.m3u8';

beforeEach(() => {
  calls.length = 0;
  instances.length = 0;
  vi.stubGlobal('window', { MediaSource: class {} });
  vi.stubGlobal('performance', { mark: vi.fn() });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('a stream started before its player', () => {
  it('loads the playlist with the player settings and is handed over once, for its URL', async () => {
    const { startEarlyHls, takeEarlyHls } = await import('./earlyHls');
    await startEarlyHls(SRC);
    expect(calls).toEqual([`loadSource ${SRC}`]);
    expect(instances[0]!.config).toMatchObject({ startFragPrefetch: true });
    expect(takeEarlyHls(SRC)).toBe(instances[0]);
    expect(takeEarlyHls(SRC)).toBeNull();
    expect(calls).toEqual([`loadSource ${SRC}`]);
  });

  it('is destroyed, not handed over, when it failed', async () => {
    const { startEarlyHls, takeEarlyHls } = await import('./earlyHls');
    await startEarlyHls(SRC);
    instances[0]!.handlers.get('hlsError')!('hlsError', { fatal: true });
    expect(takeEarlyHls(SRC)).toBeNull();
    expect(calls.at(-1)).toBe('destroy');
  });

  it('starts nothing once a player has asked (it would never be taken), nor without MediaSource', async () => {
    const { startEarlyHls, takeEarlyHls } = await import('./earlyHls');
    expect(takeEarlyHls(SRC)).toBeNull();
    await startEarlyHls(SRC);
    expect(instances).toHaveLength(0);
    vi.resetModules();
    vi.stubGlobal('window', {});
    const fresh = await import('./earlyHls');
    await fresh.startEarlyHls(SRC);
    expect(instances).toHaveLength(0);
  });

  it('is destroyed when no player takes it in time', async () => {
    vi.useFakeTimers();
    const { startEarlyHls, takeEarlyHls, UNCLAIMED_MS } = await import('./earlyHls');
    await startEarlyHls(SRC);
    vi.advanceTimersByTime(UNCLAIMED_MS);
    expect(calls).toEqual([`loadSource ${SRC}`, 'destroy']);
    expect(takeEarlyHls(SRC)).toBeNull();
  });
});
