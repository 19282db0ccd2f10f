import { describe, expect, it } from 'vitest';

import { type Handlers, mergeHandlers } from './registerApi';

describe('mergeHandlers', () => {
  it('puts every module in one table and refuses an endpoint two modules answer', () => {
    const handler = () => Promise.resolve({});
    const table = (names: string[]) => Object.fromEntries(names.map((n) => [n, handler])) as Handlers;
    expect(Object.keys(mergeHandlers({ a: table(['columns']), b: table(['footer']) }))).toEqual([
      'columns',
      'footer',
    ]);
    expect(() => mergeHandlers({ a: table(['columns']), b: table(['columns']) })).toThrow(
      /columns of b is already handled by a/,
    );
  });
});
