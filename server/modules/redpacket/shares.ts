import { randomInt } from 'node:crypto';

/**
 * Shares of a red envelope, drawn at send time. Ordinary: all equal. Lucky (product notes, the
 * common split): each share is drawn uniformly between 1 and twice the remaining average, never
 * leaving less than 1 for each share still to come; the last takes the rest, so the shares always
 * sum to the total and each is at least 1. `draw(min, max)` is inclusive (injectable for tests).
 */
export function drawShares(
  kind: 'ordinary' | 'lucky',
  count: number,
  total: number,
  draw: (min: number, max: number) => number = (min, max) => randomInt(min, max + 1),
): number[] {
  if (!Number.isSafeInteger(count) || !Number.isSafeInteger(total) || count < 1 || total < count)
    throw new Error(`cannot split ${total} into ${count} shares`);
  if (kind === 'ordinary') {
    if (total % count !== 0) throw new Error(`ordinary total ${total} is not ${count} equal shares`);
    return new Array<number>(count).fill(total / count);
  }
  const shares: number[] = [];
  let left = total;
  for (let remaining = count; remaining > 1; remaining--) {
    const max = Math.min(Math.floor((left / remaining) * 2), left - (remaining - 1));
    const share = max <= 1 ? 1 : draw(1, max);
    shares.push(share);
    left -= share;
  }
  shares.push(left);
  return shares;
}
