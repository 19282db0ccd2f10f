/** The memory counters forget expired keys as later writes come, so a flood of keys stays bounded. */
import { describe, expect, it } from 'vitest';

import { testClock } from '../../test/helpers/testServer';
import { memoryCounters } from './counters';

describe('counters.memory sweep', () => {
  it('drops 100,000 expired keys nobody reads again once later writes come', async () => {
    const clock = testClock(1_000_000);
    const c = memoryCounters(clock.now);
    for (let i = 0; i < 50_000; i++) await c.hit(`login:ip:10.${i}`, 60_000);
    for (let i = 0; i < 50_000; i++) await c.claim(`sms:cooldown:86${i}`, 1000);
    expect(c.size()).toBe(100_000);
    clock.advance(60_000);
    for (let i = 0; i < 3; i++) await c.hit(`login:ip:192.0.2.${i}`, 60_000);
    expect(c.size()).toBe(3);
  });

  it('keeps open windows and their counts, and drops each key when its own window ends', async () => {
    const clock = testClock(1_000_000);
    const c = memoryCounters(clock.now);
    await c.hit('long', 60_000);
    await c.hit('long', 60_000);
    for (let i = 0; i < 1000; i++) await c.claim(`short${i}`, 1000);
    await c.hit('mid', 10_000);
    clock.advance(1000);
    await c.claim('new', 1000);
    expect(c.size()).toBe(3);
    expect(await c.get('long')).toBe(2);
    expect(await c.get('mid')).toBe(1);
    clock.advance(9000);
    expect(await c.hit('long', 60_000)).toBe(3);
    expect(c.size()).toBe(1);
    expect(await c.ttl('long')).toBe(50_000);
  });

  it('stays exact when a key is reset or restarts its window', async () => {
    const clock = testClock(1_000_000);
    const c = memoryCounters(clock.now);
    await c.hit('k', 1000);
    await c.reset('k');
    expect(c.size()).toBe(0);
    expect(await c.hit('k', 5000)).toBe(1);
    clock.advance(5000);
    expect(await c.claim('k', 1000)).toBe(true);
    clock.advance(500);
    await c.hit('other', 1000);
    expect(c.size()).toBe(2);
    clock.advance(500);
    await c.hit('other', 1000);
    expect(c.size()).toBe(1);
    expect(await c.ttl('k')).toBe(0);
    await c.close();
    expect(c.size()).toBe(0);
    expect(await c.hit('k', 1000)).toBe(1);
    expect(c.size()).toBe(1);
  });
});
