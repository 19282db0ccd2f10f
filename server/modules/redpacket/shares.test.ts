/** The lucky split: random counts and totals, the sum always holds, every share at least 1. */
import { randomInt } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { RED_PACKET_MAX_COUNT } from '../../../protocol/redPacket';
import { drawShares } from './shares';

describe('redpacket.shares', () => {
  it('splits any total among any count: sum holds, each at least 1, each at most twice the average left', () => {
    for (let run = 0; run < 600; run++) {
      const count = randomInt(1, RED_PACKET_MAX_COUNT + 1);
      const total = count + randomInt(0, run % 2 ? 50 : 1_000_000);
      const shares = drawShares('lucky', count, total);
      expect(shares).toHaveLength(count);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
      let left = total;
      shares.forEach((share, i) => {
        expect(Number.isInteger(share) && share >= 1).toBe(true);
        const remaining = count - i;
        if (remaining > 1) expect(share).toBeLessThanOrEqual(Math.max(1, Math.floor((left / remaining) * 2)));
        left -= share;
      });
    }
  });

  it('holds at the extremes of the draw (always the smallest, always the largest)', () => {
    for (const draw of [(min: number) => min, (_: number, max: number) => max]) {
      for (const [count, total] of [
        [1, 1],
        [3, 3],
        [5, 6],
        [500, 500],
        [500, 100_000_000],
        [7, 1000],
      ] as const) {
        const shares = drawShares('lucky', count, total, draw);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
        expect(Math.min(...shares)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('gives ordinary envelopes equal shares, and refuses impossible splits', () => {
    expect(drawShares('ordinary', 4, 40)).toEqual([10, 10, 10, 10]);
    expect(() => drawShares('lucky', 5, 4)).toThrow();
    expect(() => drawShares('ordinary', 3, 10)).toThrow();
    expect(() => drawShares('lucky', 0, 10)).toThrow();
  });
});
