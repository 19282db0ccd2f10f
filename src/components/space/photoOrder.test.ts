import { describe, expect, it } from 'vitest';

import { moveItem, orderedIds } from './photoOrder';

describe('photo wall reorder', () => {
  it('moves a photo earlier and later, keeping every other in its order', () => {
    expect(moveItem([1, 2, 3, 4], 2, 1)).toEqual([1, 3, 2, 4]);
    expect(moveItem([1, 2, 3, 4], 0, 3)).toEqual([2, 3, 4, 1]);
    expect(moveItem([1, 2, 3, 4], 3, 0)).toEqual([4, 1, 2, 3]);
  });

  it('stays put at the ends and for a single photo', () => {
    expect(moveItem([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moveItem([1, 2, 3], 2, 5)).toEqual([1, 2, 3]);
    expect(moveItem([1], 0, 1)).toEqual([1]);
  });

  it('sends every id once, in the new order', () => {
    const wall = [{ id: 7 }, { id: 3 }, { id: 9 }];
    expect(orderedIds(moveItem(wall, 2, 0))).toEqual([9, 7, 3]);
  });
});
