import type { QueryClient } from '@tanstack/react-query';

import { queryClient } from './queryClient';

/** A first page that loads nothing through the query cache (the login page...) waits this long. */
const WITHOUT_LOADS_MS = 3_000;

/**
 * Resolves, in a task of its own, once the first page has shown what it loads: the query cache is
 * idle after at least one load ended (for a page that loads nothing through it, a moment after the
 * start). What the first paint does not need (the service worker, push) waits for it, so it is not
 * on the first route.
 */
export function firstLoadsSettled(client: QueryClient = queryClient): Promise<void> {
  return new Promise((resolve) => {
    let ended = false;
    let settled = false;
    const settle = () => {
      if (settled) return;
      settled = true;
      stop();
      clearTimeout(fallback);
      setTimeout(resolve);
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
