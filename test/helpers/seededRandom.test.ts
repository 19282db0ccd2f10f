import { afterEach, describe, expect, it } from 'vitest';

import { seededRandom } from './seededRandom';

describe('seededRandom', () => {
  afterEach(() => {
    delete process.env.TEST_SEED;
  });

  it('gives the same numbers for the same TEST_SEED, in [0, 1), and others for another seed', () => {
    process.env.TEST_SEED = '12345';
    const a = Array.from({ length: 50 }, seededRandom('a'));
    const b = Array.from({ length: 50 }, seededRandom('b'));
    expect(a).toEqual(b);
    expect(a.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(a).size).toBe(50);
    process.env.TEST_SEED = '54321';
    expect(Array.from({ length: 50 }, seededRandom('c'))).not.toEqual(a);
  });
});
