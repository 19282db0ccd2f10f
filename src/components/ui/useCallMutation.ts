import {
  type MutationOptions,
  type QueryClient,
  useMutation,
  useQueryClient,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import type { RequestOf, ResponseOf } from '../../../protocol/api';
import type { EndpointName } from '../../../protocol/endpoints';
import { callData } from '../../api/client';
import { invalidateCalls } from '../../api/queryClient';

export interface ActionOptions<TData, TVars> {
  /** The loads (endpoint names, every body) that are out of date after a success: asked again. */
  invalidates?: readonly EndpointName[];
  onSuccess?: (data: TData, vars: TVars) => void;
  /** The failure; `errorText(error)` of src/api/client.ts is its translated text. */
  onError?: (error: Error, vars: TVars) => void;
}

/** The mutation useActionMutation runs (exported for the tests, which run it without React). */
export function actionMutationOptions<TVars, TData>(
  client: QueryClient,
  run: (vars: TVars) => Promise<TData>,
  options: ActionOptions<TData, TVars> = {},
): MutationOptions<TData, Error, TVars> {
  const { invalidates = [], onSuccess, onError } = options;
  return {
    mutationFn: run,
    onSuccess: (data, vars) => {
      void invalidateCalls(invalidates, client);
      onSuccess?.(data, vars);
    },
    ...(onError ? { onError: (error: Error, vars: TVars) => onError(error, vars) } : {}),
  };
}

/**
 * Runs a change (any function of calls: a moderation action picks its endpoint by the action) with
 * `isPending` while it runs; a success asks the loads it names again.
 */
export function useActionMutation<TVars, TData>(
  run: (vars: TVars) => Promise<TData>,
  options: ActionOptions<TData, TVars> = {},
): UseMutationResult<TData, Error, TVars> {
  const client = useQueryClient();
  return useMutation<TData, Error, TVars>(actionMutationOptions(client, run, options));
}

/** One endpoint's change: `mutate(body)` calls it (callData: refusals throw a CallError). */
export function useCallMutation<N extends EndpointName>(
  name: N,
  options: ActionOptions<ResponseOf<N>, RequestOf<N>> = {},
): UseMutationResult<ResponseOf<N>, Error, RequestOf<N>> {
  return useActionMutation((body: RequestOf<N>) => callData(name, body), options);
}

/**
 * Asks the loads of `names` again whenever `value` changes after the first render (a counter of
 * state that lives outside the cache: socket reconnects, friend events). `names` is a constant.
 */
export function useRefetchOnChange(value: unknown, names: readonly EndpointName[]): void {
  const client = useQueryClient();
  const seen = useRef(value);
  useEffect(() => {
    if (Object.is(seen.current, value)) return;
    seen.current = value;
    void invalidateCalls(names, client);
  }, [client, value, names]);
}
