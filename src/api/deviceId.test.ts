import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEVICE_HASH_DELAY_MS } from '../../protocol/rules';
import { DEVICE_KEY } from './callHeaders';
import { DEVICE_HASH_IDLE_MAX_MS, fingerprint, scheduleDeviceId } from './deviceId';

describe('scheduleDeviceId', () => {
  const items = new Map<string, string>();
  let idle: { run: () => void; timeout: number | undefined }[];

  beforeEach(() => {
    vi.useFakeTimers();
    items.clear();
    idle = [];
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) =>
      idle.push({ run, timeout: options?.timeout }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('computes the hash after 500 ms, in the first idle moment from then on', async () => {
    scheduleDeviceId();
    vi.advanceTimersByTime(DEVICE_HASH_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(idle).toEqual([{ run: expect.any(Function), timeout: DEVICE_HASH_IDLE_MAX_MS }]);
    expect(items.has(DEVICE_KEY)).toBe(false);
    idle[0]!.run();
    await vi.waitFor(() => expect(items.get(DEVICE_KEY)).toMatch(/^[0-9a-f]{32}$/));
  });

  it("waits for a live page's first frame too (the render gate), however long after its delay", async () => {
    let frame = () => {};
    scheduleDeviceId(new Promise<void>((resolve) => (frame = resolve)));
    await vi.advanceTimersByTimeAsync(DEVICE_HASH_DELAY_MS * 3);
    expect(idle).toHaveLength(0);
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toEqual([{ run: expect.any(Function), timeout: DEVICE_HASH_IDLE_MAX_MS }]);
  });

  it('keeps a hash already stored', () => {
    items.set(DEVICE_KEY, 'abc');
    scheduleDeviceId();
    vi.runAllTimers();
    expect(idle).toHaveLength(0);
    expect(items.get(DEVICE_KEY)).toBe('abc');
  });

  it('hashes the same signals in the same order as before it ran in steps', async () => {
    vi.useRealTimers();
    vi.stubGlobal('navigator', {
      userAgent: 'UA',
      language: 'en-US',
      languages: ['en-US', 'th'],
      hardwareConcurrency: 8,
    });
    vi.stubGlobal('screen', { width: 390, height: 844, colorDepth: 24 });
    vi.stubGlobal('document', {
      createElement: () => ({
        getContext: () => ({ fillRect: () => undefined, fillText: () => undefined }),
        toDataURL: () => 'data:image/png;base64,AAAA',
      }),
    });
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const text = ['UA', 'en-US', 'en-US,th', '8', '390x844x24', zone, 'data:image/png;base64,AAAA'].join('|');
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
    const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
    expect(await fingerprint()).toBe(hex.slice(0, 32));
  });
});
