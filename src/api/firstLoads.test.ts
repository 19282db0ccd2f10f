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
    void firstLoadsSettled(client, Promise.resolve()).then(() => (settled = true));
    // The page rendered; its loads start in its effects.
    await new Promise((resolve) => setTimeout(resolve, 20));
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
    void firstLoadsSettled(client, Promise.resolve()).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(settled).toBe(true);
  });

  it('counts only the loads after the router rendered the first page, not those of the layout before', async () => {
    const client = createQueryClient();
    let render!: () => void;
    const rendered = new Promise<void>((resolve) => (render = resolve));
    let settled = false;
    void firstLoadsSettled(client, rendered).then(() => (settled = true));
    // The layout's load ends while the page's chunk is still on its way: the cache is idle.
    const layout = load(client, 'footerInfo');
    layout.answer('footer');
    await layout.done;
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    render();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const page = load(client, 'matchList');
    page.answer('list');
    await page.done;
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});
