import { describe, expect, it } from 'vitest';

import { keyStep, stepIndex, swipeStep, trapTarget } from './lightbox';

describe('lightbox.stepIndex', () => {
  it('wraps from the last picture to the first and back', () => {
    expect(stepIndex(4, 1, 5)).toBe(0);
    expect(stepIndex(0, -1, 5)).toBe(4);
    expect(stepIndex(2, 1, 5)).toBe(3);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});

describe('lightbox.keyStep', () => {
  it('goes back with ←, on with →, to the ends with Home and End, and ignores other keys', () => {
    expect(keyStep('ArrowLeft', 0, 3)).toBe(2);
    expect(keyStep('ArrowRight', 2, 3)).toBe(0);
    expect(keyStep('Home', 2, 3)).toBe(0);
    expect(keyStep('End', 0, 3)).toBe(2);
    expect(keyStep('Enter', 1, 3)).toBeNull();
    expect(keyStep('Escape', 1, 3)).toBeNull();
  });
});

describe('lightbox.swipeStep', () => {
  it('turns a horizontal swipe into the previous or next picture', () => {
    expect(swipeStep(120, 10)).toBe(-1);
    expect(swipeStep(-120, 10)).toBe(1);
  });

  it('leaves taps and vertical scrolls alone', () => {
    expect(swipeStep(20, 0)).toBe(0);
    expect(swipeStep(60, 80)).toBe(0);
  });
});

describe('lightbox.trapTarget', () => {
  it('keeps Tab inside: last to first, first to last with Shift', () => {
    expect(trapTarget(2, 3, false)).toBe(0);
    expect(trapTarget(0, 3, true)).toBe(2);
    expect(trapTarget(1, 3, false)).toBeNull();
    expect(trapTarget(-1, 3, false)).toBe(0);
    expect(trapTarget(-1, 3, true)).toBe(2);
    expect(trapTarget(0, 0, false)).toBeNull();
  });
});
