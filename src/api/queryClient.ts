import { QueryClient } from '@tanstack/react-query';

import type { EndpointName } from '../../protocol/endpoints';
import { CallError } from './client';

/** A failed load without an answer is tried this many more times before its error shows. */
export const NETWORK_RETRIES = 1;

/**
 * How long loaded data counts as fresh: going back to a page within it shows the cached data and
 * asks nothing. After it, the cached data still shows at once while it is asked again. Views whose
 * data moves under them (rooms' live state, moderation lists, friends) ask for 0.
 */
export const STALE_MS = 30_000;

/** Retry policy of every query: never a refusal (the server would say the same), a network error once. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof CallError && !error.network) return false;
  return failureCount < NETWORK_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        staleTime: STALE_MS,
        refetchOnWindowFocus: false,
        // Offline, a load still runs and fails at once with the network message (as before), rather
        // than waiting paused with neither data nor an error to show.
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** The page's one query cache (provided at the root in src/main.tsx). */
export const queryClient = createQueryClient();

/** Asks the loads of these endpoints again (shown ones now, the others when next shown). */
export async function invalidateCalls(names: readonly EndpointName[], client = queryClient): Promise<void> {
  await Promise.all(names.map((name) => client.invalidateQueries({ queryKey: [name] })));
}

/** Asks again the loads of these endpoints whose last load failed (shown ones now, the others when next shown). */
export async function invalidateFailedCalls(
  names: readonly EndpointName[],
  client = queryClient,
): Promise<void> {
  await Promise.all(
    names.map((name) =>
      client.invalidateQueries({ queryKey: [name], predicate: (query) => query.state.status === 'error' }),
    ),
  );
}

/**
 * The account changed (logout, a login ended by the server, another user logged in): nothing
 * loaded for the last one stays. Shown views load again, as the new user or a visitor.
 */
export function forgetQueries(client = queryClient): void {
  client.getMutationCache().clear();
  client.removeQueries({ type: 'inactive' });
  void client.resetQueries({ type: 'active' });
}

/** The language changed: what is shown loads again in it (kept until then), the rest is dropped. */
export function reloadQueriesForLanguage(client = queryClient): void {
  client.removeQueries({ type: 'inactive' });
  void client.invalidateQueries();
}
