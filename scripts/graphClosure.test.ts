import { describe, expect, it } from 'vitest';

import { graphClosure } from './graphClosure';

describe('graphClosure', () => {
  const graph: Record<string, string[]> = { a: ['b', 'c'], b: ['d'], c: ['a', 'e'], d: [], e: ['f'], f: [] };
  const next = (id: string) => graph[id] ?? [];

  it('takes the starts and all they reach, once each, through cycles', () => {
    expect([...graphClosure(['a'], next)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect([...graphClosure(['e', 'd'], next)].sort()).toEqual(['d', 'e', 'f']);
  });

  it('neither takes nor follows what `include` refuses', () => {
    expect([...graphClosure(['a'], next, (id) => id !== 'c')].sort()).toEqual(['a', 'b', 'd']);
    expect(graphClosure(['c'], next, (id) => id !== 'c').size).toBe(0);
  });
});
