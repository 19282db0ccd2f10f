import { QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../protocol/errors';
import { i18n } from '../i18n/i18n';
import { CallError } from './client';
import {
  createQueryClient,
  forgetQueries,
  invalidateCalls,
  NETWORK_RETRIES,
  reloadQueriesForLanguage,
  shouldRetry,
} from './queryClient';

i18n.loadAndActivate({ locale: 'en', locales: ['en-US'], messages: {} });

const request = vi.fn();
let client = createQueryClient();
const stops: (() => void)[] = [];

beforeEach(() => {
  request.mockReset();
  // The views below load through this fake directly: it answers the path and the how-many-th load it was.
  request.mockImplementation((path: string) => Promise.resolve(`${path}#${request.mock.calls.length}`));
  client = createQueryClient();
});

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  client.clear();
});

/** A load as a shown view holds it (an active query). */
function show(key: readonly unknown[], path: string) {
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => request(path) as Promise<string>,
  });
  stops.push(observer.subscribe(() => undefined));
  return observer;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('shouldRetry', () => {
  it('never retries a refusal, retries a network error NETWORK_RETRIES times', () => {
    const refusal = new CallError(ErrorCode.Internal, 'x');
    expect(shouldRetry(0, refusal)).toBe(false);
    expect(shouldRetry(0, CallError.network())).toBe(true);
    expect(shouldRetry(NETWORK_RETRIES, CallError.network())).toBe(false);
  });
});

describe('forgetQueries (logout, another account)', () => {
  it("drops what no view shows and loads the shown ones again from nothing: none of the last user's data stays", async () => {
    await client.fetchQuery({ queryKey: ['friendList', {}], queryFn: () => 'friends of A' });
    show(['anchorDetails', { id: '7' }], '/details');
    await settle();
    expect(client.getQueryData(['anchorDetails', { id: '7' }])).toBe('/details#1');

    forgetQueries(client);
    expect(client.getQueryData(['friendList', {}])).toBeUndefined();
    // Reset to no data at once (nothing of the last user shows), then loaded again.
    expect(client.getQueryData(['anchorDetails', { id: '7' }])).toBeUndefined();
    await settle();
    expect(client.getQueryData(['anchorDetails', { id: '7' }])).toBe('/details#2');
  });
});

describe('reloadQueriesForLanguage', () => {
  it('keeps the shown data while it loads again, and drops the rest', async () => {
    await client.fetchQuery({ queryKey: ['giftList', {}], queryFn: () => 'gifts in zh' });
    show(['homeDetailsTop', {}], '/top');
    await settle();

    reloadQueriesForLanguage(client);
    expect(client.getQueryData(['giftList', {}])).toBeUndefined();
    expect(client.getQueryData(['homeDetailsTop', {}])).toBe('/top#1');
    await settle();
    expect(client.getQueryData(['homeDetailsTop', {}])).toBe('/top#2');
  });
});

describe('invalidateCalls', () => {
  it('reaches every body of the named endpoints and nothing else', async () => {
    show(['roomViewers', { roomID: 'a', page: 1 }], '/viewers');
    show(['roomViewers', { roomID: 'a', page: 2 }], '/viewers');
    show(['giftList', {}], '/gifts');
    await settle();
    request.mockClear();
    await invalidateCalls(['roomViewers'], client);
    expect(request.mock.calls.map((c) => c[0] as string)).toEqual(['/viewers', '/viewers']);
  });
});
