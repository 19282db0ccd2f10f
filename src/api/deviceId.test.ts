import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEVICE_HASH_DELAY_MS } from '../../protocol/rules';
import { DEVICE_HASH_IDLE_MAX_MS, DEVICE_KEY, scheduleDeviceId } from './deviceId';

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
    vi.advanceTimersByTime(1);
    expect(idle).toEqual([{ run: expect.any(Function), timeout: DEVICE_HASH_IDLE_MAX_MS }]);
    expect(items.has(DEVICE_KEY)).toBe(false);
    idle[0]!.run();
    await vi.waitFor(() => expect(items.get(DEVICE_KEY)).toMatch(/^[0-9a-f]{32}$/));
  });

  it('keeps a hash already stored', () => {
    items.set(DEVICE_KEY, 'abc');
    scheduleDeviceId();
    vi.runAllTimers();
    expect(idle).toHaveLength(0);
    expect(items.get(DEVICE_KEY)).toBe('abc');
  });
});
