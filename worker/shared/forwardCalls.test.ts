import { describe, expect, it, vi } from 'vitest';

import {
  type Api,
  type Call,
  forwardCalls,
  IM_CALLS,
  IM_CORE_CALLS,
  IM_TAB_CALLS,
  invokeCall,
} from '../../protocol/imWorkerApi';

interface Table {
  add: Call<[a: number, b: number], number>;
  fail: Call<[reason: string], void>;
}

function answering(): Api<Table> {
  return {
    add: vi.fn((a: number, b: number) => Promise.resolve(a + b)),
    fail: vi.fn((reason: string) => Promise.reject(new Error(reason))),
  };
}

describe('forwardCalls', () => {
  it('hands each call by name with its arguments to the sender and answers its result', async () => {
    const target = answering();
    const sent: unknown[] = [];
    const api = forwardCalls<Table, keyof Table>(['add', 'fail'], (call) => {
      sent.push(call);
      return invokeCall(target, call);
    });
    expect(await api.add(2, 3)).toBe(5);
    expect(sent).toEqual([{ name: 'add', args: [2, 3] }]);
    expect(target.add).toHaveBeenCalledWith(2, 3);
  });

  it('a rejected call rejects at the caller', async () => {
    const api = forwardCalls<Table, 'fail'>(['fail'], (call) => invokeCall(answering(), call));
    await expect(api.fail('refused')).rejects.toThrow('refused');
  });

  it('builds only the calls named', () => {
    const api = forwardCalls<Table, 'add'>(['add'], () => Promise.resolve(0));
    expect(Object.keys(api)).toEqual(['add']);
  });
});

describe('the tab API call table', () => {
  it('lists every call once: the core rows, then the tab rows', () => {
    expect(new Set(IM_CALLS).size).toBe(IM_CALLS.length);
    expect(IM_CALLS).toEqual([...IM_CORE_CALLS, ...IM_TAB_CALLS]);
    expect(IM_TAB_CALLS).toEqual(['subscribe', 'setFocus', 'getSnapshot', 'close', 'watchTab']);
  });
});
