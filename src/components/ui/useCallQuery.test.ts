import { MutationObserver, QueryObserver, type QueryObserverResult } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { CallError, installRequest, NETWORK_ERROR_CODE } from '../../api/client';
import { createQueryClient } from '../../api/queryClient';
import { i18n } from '../../i18n/i18n';
import { actionMutationOptions } from './useCallMutation';
import { callQueryOptions, loadedOf } from './useCallQuery';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const NETWORK = 'Network error, please check your connection and try again';
const request = vi.fn();
let client = createQueryClient();
const observers: (() => void)[] = [];

beforeEach(() => {
  request.mockReset();
  installRequest(request);
  client = createQueryClient();
});

afterEach(() => {
  observers.splice(0).forEach((stop) => stop());
  client.clear();
});

const ok = (data: unknown) => ({ success: true, code: 0, data });
const refused = (code: number) => ({ success: false, code, data: { message: 'no' } });

/** Mounts a query as a view would and resolves with its first settled result passing `until`. */
function watch<T, K extends readonly unknown[]>(observer: QueryObserver<T, Error, T, T, K>) {
  let last: QueryObserverResult<T, Error> = observer.getCurrentResult();
  const waiters: { until: (r: QueryObserverResult<T, Error>) => boolean; done: () => void }[] = [];
  observers.push(
    observer.subscribe((result) => {
      last = result;
      for (const w of [...waiters]) if (w.until(result)) w.done();
    }),
  );
  return {
    current: () => loadedOf(last),
    until: (until: (r: QueryObserverResult<T, Error>) => boolean) =>
      until(last) ? Promise.resolve() : new Promise<void>((done) => waiters.push({ until, done })),
    settled: () => (r: QueryObserverResult<T, Error>) => !r.isFetching,
  };
}

function giftsObserver(body: Record<string, never> = {}) {
  return new QueryObserver(client, callQueryOptions('giftList', body));
}

describe('loadedOf', () => {
  it('gives data, no error and loading while a first load runs', () => {
    expect(loadedOf({ data: undefined, error: null, isFetching: true })).toEqual({
      data: null,
      error: null,
      errorCode: null,
      loading: true,
    });
  });

  it("translates a failure once it is final: a CallError's message and code, else the network text", () => {
    const refusal = new CallError(ErrorCode.NotFound, 'Not found');
    expect(loadedOf({ data: [1], error: refusal, isFetching: false })).toEqual({
      data: [1],
      error: 'Not found',
      errorCode: ErrorCode.NotFound,
      loading: false,
    });
    expect(loadedOf({ data: undefined, error: new TypeError('x'), isFetching: false })).toMatchObject({
      error: NETWORK,
      errorCode: NETWORK_ERROR_CODE,
    });
  });

  it('shows no error while the load is tried again (retry button pressed)', () => {
    const refusal = new CallError(ErrorCode.NotFound, 'Not found');
    expect(loadedOf({ data: undefined, error: refusal, isFetching: true })).toMatchObject({
      error: null,
      loading: true,
    });
  });
});

describe('useCallQuery options on the page query client', () => {
  it('loads once per [name, body] and serves a second view from the cache within the stale time', async () => {
    request.mockResolvedValue(ok([{ id: 1 }]));
    const first = watch(giftsObserver());
    await first.until(first.settled());
    expect(first.current()).toMatchObject({ data: [{ id: 1 }], error: null, loading: false });
    const second = watch(giftsObserver());
    expect(second.current()).toMatchObject({ data: [{ id: 1 }], loading: false });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('never retries a refusal: its translated message shows at once', async () => {
    request.mockResolvedValue(refused(ErrorCode.TooManyRequests));
    const view = watch(giftsObserver());
    await view.until((r) => r.isError);
    expect(view.current()).toMatchObject({
      data: null,
      error: 'Too many attempts, please try again later',
      errorCode: ErrorCode.TooManyRequests,
    });
    expect(request).toHaveBeenCalledTimes(1);
  });

  it('retries a network error once, then shows the network message', async () => {
    request.mockRejectedValue(new TypeError('Failed to fetch'));
    const view = watch(giftsObserver());
    await view.until((r) => r.isError);
    expect(view.current()).toMatchObject({ error: NETWORK, errorCode: NETWORK_ERROR_CODE });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("keeps the previous body's data while another body loads (a pager)", async () => {
    request.mockResolvedValueOnce(ok({ list: ['a'], total: 2 }));
    const observer = new QueryObserver(client, callQueryOptions('liveHistory', { page: 1, pageSize: 10 }));
    const view = watch(observer);
    await view.until(view.settled());
    let answer: (value: unknown) => void = () => undefined;
    request.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    observer.setOptions(callQueryOptions('liveHistory', { page: 2, pageSize: 10 }));
    await view.until((r) => r.isFetching);
    expect(view.current()).toMatchObject({ data: { list: ['a'] }, loading: true });
    answer(ok({ list: ['b'], total: 2 }));
    await view.until(view.settled());
    expect(view.current()).toMatchObject({ data: { list: ['b'] }, loading: false });
  });

  it('loads nothing while not enabled', () => {
    const view = watch(new QueryObserver(client, callQueryOptions('giftList', {}, { enabled: false })));
    expect(view.current()).toEqual({ data: null, error: null, errorCode: null, loading: false });
    expect(request).not.toHaveBeenCalled();
  });
});

describe('useCallMutation options', () => {
  it('asks the loads it names again after a success, and only those', async () => {
    request.mockResolvedValue(ok([]));
    const gifts = watch(giftsObserver());
    await gifts.until(gifts.settled());
    await client.fetchQuery(callQueryOptions('anchorColumnNum', {}));
    request.mockClear();
    const onSuccess = vi.fn();
    const follow = new MutationObserver(
      client,
      actionMutationOptions(client, (n: number) => Promise.resolve(n * 2), {
        invalidates: ['giftList'],
        onSuccess,
      }),
    );
    await follow.mutate(21);
    expect(onSuccess).toHaveBeenCalledWith(42, 21);
    await gifts.until(gifts.settled());
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]?.[0]).toBe('/gift/list');
    expect(client.getQueryState(['anchorColumnNum', {}])?.isInvalidated).toBe(false);
  });

  it('invalidates nothing when the change fails, and hands the failure to onError', async () => {
    request.mockResolvedValue(ok([]));
    const gifts = watch(giftsObserver());
    await gifts.until(gifts.settled());
    request.mockClear();
    const onError = vi.fn();
    const failing = new MutationObserver(
      client,
      actionMutationOptions(client, () => Promise.reject(new CallError(ErrorCode.NotFound, 'Not found')), {
        invalidates: ['giftList'],
        onError,
      }),
    );
    await expect(failing.mutate(undefined)).rejects.toThrow('Not found');
    expect(onError).toHaveBeenCalledTimes(1);
    expect(request).not.toHaveBeenCalled();
  });
});
