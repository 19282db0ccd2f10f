import type { QueryClient } from '@tanstack/react-query';

import { queryClient } from './queryClient';

/** A first page that loads nothing through the query cache (the login page...) waits this long. */
const WITHOUT_LOADS_MS = 3_000;

let markRendered!: () => void;
const firstPageRendered = new Promise<void>((resolve) => (markRendered = resolve));

/**
 * src/main.tsx: the router has rendered the first page. Until then the page's own loads have not
 * started (its chunk may still be on its way), so an idle cache says nothing yet.
 */
export function firstPageShown(): void {
  markRendered();
}

/**
 * Resolves, in a task of its own, once the first page has shown what it loads: after the router
 * rendered it, the query cache is idle after at least one load ended (for a page that loads nothing
 * through it, a moment after the start). What the first paint does not need (the service worker,
 * push, the full catalog of messages) waits for it, so it is not on the first route.
 */
export async function firstLoadsSettled(
  client: QueryClient = queryClient,
  rendered: Promise<void> = firstPageRendered,
): Promise<void> {
  await rendered;
  // The page's loads start in its effects, which run after the render the router reported.
  await new Promise((resolve) => setTimeout(resolve));
  return new Promise((resolve) => {
    let ended = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      stop();
      clearTimeout(fallback);
      // The cache tells its listeners before React gets the answer (react-query hands it over in a
      // task of its own): a task after that one, the page shows it.
      setTimeout(() => setTimeout(resolve));
    };
    const stop = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error'))
        ended = true;
      if (ended && client.isFetching() === 0) settle();
    });
    const fallback = setTimeout(() => {
      if (!ended && client.isFetching() === 0) settle();
    }, WITHOUT_LOADS_MS);
  });
}
