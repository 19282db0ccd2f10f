import { afterEach, describe, expect, it, vi } from 'vitest';

import { firstLoadsSettled } from './firstLoads';
import { createQueryClient } from './queryClient';

afterEach(() => {
  vi.useRealTimers();
});

/** A load whose answer the test gives when it wants. */
function load(client: ReturnType<typeof createQueryClient>, name: string) {
  let answer!: (value: string) => void;
  const done = client.fetchQuery({
    queryKey: [name],
    queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
  });
  return { answer: (value: string) => answer(value), done };
}

describe('firstLoadsSettled', () => {
  it('resolves once every load of the first page has ended, not at the first', async () => {
    const client = createQueryClient();
    let settled = false;
    void firstLoadsSettled(client).then(() => (settled = true));
    const a = load(client, 'homeDetailsTop');
    const b = load(client, 'matchList');
    a.answer('top');
    await a.done;
    await vi.waitFor(() => expect(client.isFetching()).toBe(1));
    expect(settled).toBe(false);
    b.answer('list');
    await b.done;
    await vi.waitFor(() => expect(settled).toBe(true));
  });

  it('resolves a moment after the start when the page loads nothing through the cache', async () => {
    vi.useFakeTimers();
    const client = createQueryClient();
    let settled = false;
    void firstLoadsSettled(client).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(true);
  });
});
