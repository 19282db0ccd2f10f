import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import type { RequestOf, ResponseOf } from '../../../protocol/api';
import type { EndpointName } from '../../../protocol/endpoints';
import { CallError, callData, errorText, NETWORK_ERROR_CODE } from '../../api/client';

/** A load as the views show it: LoadError takes `error` and `reload`, LoadingBlock `loading`. */
export interface Loaded<T> {
  /** The last data loaded; while another body loads, the previous one's (see `loading`). */
  data: T | null;
  /** The translated reason of the failed load, else null (also null while it is tried again). */
  error: string | null;
  /** The refusal's code, NETWORK_ERROR_CODE without an answer, null without an error. */
  errorCode: number | null;
  /** A load runs: the first, another body's, or a new one of the same. */
  loading: boolean;
  reload: () => void;
}

export interface CallQuery<T, R> extends Loaded<T> {
  /** Changes the cached answer (what a save answered, an optimistic change) until the next load. */
  setData: (update: (current: R | undefined) => R | undefined) => void;
}

export interface CallQueryOptions<R, T> {
  /** Nothing loads while false (a missing id...). */
  enabled?: boolean;
  /** Overrides the default freshness (src/api/queryClient.ts STALE_MS); 0 asks again at every mount. */
  staleTime?: number;
  /** Asks again this often while shown and the page is visible. */
  refetchInterval?: number;
  /** What of the answer the view needs (a page of a whole list...); the cache keeps the whole answer. */
  select?: (data: R) => T;
  /** Shows the previous body's data while another body loads (default true, as a pager wants). */
  keepPrevious?: boolean;
}

/** The query key of a call: its endpoint name and body (invalidating [name] reaches every body). */
export function callKey<N extends EndpointName>(name: N, body: RequestOf<N>): readonly [N, RequestOf<N>] {
  return [name, body] as const;
}

/** The query of a call as useCallQuery runs it (exported for the tests, which run it without React). */
export function callQueryOptions<N extends EndpointName, T = ResponseOf<N>>(
  name: N,
  body: RequestOf<N>,
  options: CallQueryOptions<ResponseOf<N>, T> = {},
) {
  return queryOptions({
    queryKey: callKey(name, body),
    queryFn: () => callData(name, body),
    enabled: options.enabled ?? true,
    ...(options.staleTime !== undefined ? { staleTime: options.staleTime } : {}),
    ...(options.refetchInterval !== undefined ? { refetchInterval: options.refetchInterval } : {}),
    ...(options.select ? { select: options.select } : {}),
    placeholderData: options.keepPrevious === false ? undefined : keepPreviousData,
  });
}

/** What a query result means for a view (pure, so it is tested without React). */
export function loadedOf<T>(result: { data: T | undefined; error: unknown; isFetching: boolean }) {
  const failed = result.error !== null && result.error !== undefined && !result.isFetching;
  return {
    data: result.data ?? null,
    error: failed ? errorText(result.error) : null,
    errorCode: failed ? (result.error instanceof CallError ? result.error.code : NETWORK_ERROR_CODE) : null,
    loading: result.isFetching,
  };
}

/**
 * Loads a call of protocol/api.ts through the page's query cache, keyed by [name, body]: one load
 * per key however many views show it, cached data shown at once when a view comes back, refusals
 * and network errors translated.
 */
export function useCallQuery<N extends EndpointName, T = ResponseOf<N>>(
  name: N,
  body: RequestOf<N>,
  options: CallQueryOptions<ResponseOf<N>, T> = {},
): CallQuery<T, ResponseOf<N>> {
  const client = useQueryClient();
  const queryKey = callKey(name, body);
  const query = useQuery(callQueryOptions(name, body, options));
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const setData = (update: (current: ResponseOf<N> | undefined) => ResponseOf<N> | undefined) =>
    void client.setQueryData<ResponseOf<N>>(queryKey, update);
  return { ...loadedOf(query), reload, setData };
}
