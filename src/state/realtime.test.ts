import { beforeAll, describe, expect, it, vi } from 'vitest';

import type { ChatClientEvent, ImSession } from '../../protocol/imWorkerApi';
import type { MatchUpdate } from '../../protocol/matchLive';
import type { ImClient } from '../worker/imClient';

/** The worker client of the tab, faked: it records the subscription and the logins. */
const worker = vi.hoisted(() => ({
  listener: null as ((event: ChatClientEvent) => void) | null,
  sessions: [] as ImSession[],
  created: 0,
}));

vi.mock('../worker/imClient', () => ({
  createImClient: (): Partial<ImClient> => {
    worker.created++;
    return {
      subscribe: (listener) => {
        worker.listener = listener;
        return Promise.resolve();
      },
      connect: (session) => {
        worker.sessions.push(session);
        return Promise.resolve();
      },
    };
  },
}));

// The unit tier keeps each worker's modules between files (isolate: false): another file may have
// loaded these with the real worker client already, so this file takes fresh ones, with the fake.
vi.resetModules();
const { myChatId } = await import('./chat');
const { onMatchUpdate } = await import('./matchLive');
const { imClient, onImEvent, onSessionConnect, startRealtime } = await import('./realtime');

beforeAll(() => {
  vi.stubGlobal('localStorage', { getItem: () => null });
});

const update = { matchId: 5, version: 2 } as MatchUpdate;

describe('the realtime core of the page', () => {
  it('starts one client, subscribes to every kind first, then logs in (a guest here)', async () => {
    const connected: ImSession[] = [];
    const stop = onSessionConnect((session) => connected.push(session));
    await Promise.all([startRealtime(), startRealtime()]);
    stop();
    expect(worker.created).toBe(1);
    expect(imClient()).not.toBeNull();
    expect(worker.listener).not.toBeNull();
    expect(worker.sessions).toEqual([{ kind: 'guest' }]);
    expect(connected).toEqual([{ kind: 'guest' }]);
  });

  it('routes the worker events by kind to the parts plugged in: chat, matches, other subscribers', async () => {
    await startRealtime();
    const updates: MatchUpdate[] = [];
    const stopMatches = onMatchUpdate((u) => updates.push(u));
    const kicked = vi.fn();
    const stopKicked = onImEvent('kickedOffline', kicked);
    const emit = worker.listener!;
    emit({
      type: 'connectionState',
      snapshot: { state: 'loggedIn', sdkCode: null, userID: '77', guest: false, totalUnread: 0 },
    });
    emit({ type: 'matchUpdate', update });
    emit({ type: 'kickedOffline' });
    stopKicked();
    emit({ type: 'kickedOffline' });
    stopMatches();
    expect(myChatId()).toBe('77');
    expect(updates).toEqual([update]);
    expect(kicked).toHaveBeenCalledOnce();
  });
});
