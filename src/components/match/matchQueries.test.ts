import { QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { CallError } from '../../api/client';
import { createQueryClient } from '../../api/queryClient';
import { refetchAfterUp } from './matchQueries';

const client = createQueryClient();
const stops: (() => void)[] = [];
/** The server of the test: `down` paths are refused, the others answered with how many loads they had. */
const down = new Set<string>();
const loads: string[] = [];

afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
  client.clear();
  down.clear();
  loads.length = 0;
});

/** A load as a shown view holds it; resolves once its first load has ended. */
async function show(key: readonly unknown[], path: string) {
  const observer = new QueryObserver(client, {
    queryKey: key,
    queryFn: () => {
      loads.push(path);
      if (down.has(path)) return Promise.reject(new CallError(ErrorCode.Unavailable, 'down'));
      return Promise.resolve(`${path}#${loads.length}`);
    },
  });
  stops.push(observer.subscribe(() => undefined));
  await vi.waitFor(() => expect(observer.getCurrentResult().isFetching).toBe(false));
}

describe('refetchAfterUp (RefetchOnReconnect)', () => {
  it('asks nothing loaded again when the socket first comes up, only the loads that failed', async () => {
    down.add('/list');
    await show(['homeDetailsTop', {}], '/top');
    await show(['matchList', { raceType: 0 }], '/list');
    down.clear();
    loads.length = 0;

    await refetchAfterUp(client, 1);
    expect(loads).toEqual(['/list']);
    expect(client.getQueryData(['matchList', { raceType: 0 }])).toBe('/list#1');
  });

  it('asks every match load again when the socket comes back up after a drop, and nothing else', async () => {
    await show(['homeDetailsTop', {}], '/top');
    await show(['matchList', { raceType: 1 }], '/list');
    await show(['giftList', {}], '/gifts');
    loads.length = 0;

    await refetchAfterUp(client, 2);
    expect(loads.sort()).toEqual(['/list', '/top']);
  });
});
