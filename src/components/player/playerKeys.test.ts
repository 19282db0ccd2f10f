import { describe, expect, it } from 'vitest';

import { actionOf, clock, stepRate } from './playerKeys';

const key = (k: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...mods,
});

describe('player keys, rates and time', () => {
  it('maps keys to actions and leaves browser shortcuts alone', () => {
    expect(actionOf(key(' '))).toBe('toggle');
    expect(actionOf(key('K'))).toBe('toggle');
    expect(actionOf(key('ArrowLeft'))).toBe('back');
    expect(actionOf(key('N'))).toBe('next');
    expect(actionOf(key('f'))).toBe('fullscreen');
    expect(actionOf(key('f', { ctrlKey: true }))).toBeNull();
    expect(actionOf(key('x'))).toBeNull();
  });

  it('steps the playback rate within 0.5 to 2', () => {
    expect(stepRate(1, 1)).toBe(1.25);
    expect(stepRate(1, -1)).toBe(0.75);
    expect(stepRate(2, 1)).toBe(2);
    expect(stepRate(0.5, -1)).toBe(0.5);
    expect(stepRate(1.1, 1)).toBe(1.5);
  });

  it('shows mm:ss, and h:mm:ss past an hour', () => {
    expect(clock(0)).toBe('00:00');
    expect(clock(65.9)).toBe('01:05');
    expect(clock(3600 + 61)).toBe('1:01:01');
    expect(clock(Number.NaN)).toBe('00:00');
    expect(clock(-3)).toBe('00:00');
  });
});
