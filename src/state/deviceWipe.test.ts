import { describe, expect, it, vi } from 'vitest';

import { IMAGES_CACHE, PAGE_SNAPSHOT_CACHE } from '../../protocol/swMessages';
import { SW_ANSWER_MS, WIPE_WAIT_MS, type WipeDeps, wipeDevice } from './deviceWipe';

function deps(overrides: Partial<WipeDeps> = {}) {
  const calls: string[] = [];
  const base: WipeDeps = {
    forgetChatUser: (userID) => {
      calls.push(`chat ${userID}`);
      return Promise.resolve();
    },
    askServiceWorker: (message, timeoutMs) => {
      calls.push(`sw ${message.type} ${timeoutMs}`);
      return Promise.resolve({ done: true });
    },
    deleteCache: (name) => {
      calls.push(`page deletes ${name}`);
      return Promise.resolve(true);
    },
    wait: () => new Promise<void>(() => undefined),
  };
  return { deps: { ...base, ...overrides }, calls };
}

describe('wipeDevice (logout)', () => {
  it('asks the worker to forget the user and the service worker to delete the image cache; deletes the page snapshot', async () => {
    const { deps: d, calls } = deps();
    await wipeDevice('42', d);
    expect(calls).toEqual([
      'chat 42',
      `sw tribune:forget-images ${SW_ANSWER_MS}`,
      `page deletes ${PAGE_SNAPSHOT_CACHE}`,
    ]);
  });

  it('deletes the image cache itself when no service worker answers, or it could not', async () => {
    for (const answer of [null, { done: false }, 'an older worker']) {
      const { deps: d, calls } = deps({ askServiceWorker: () => Promise.resolve(answer) });
      await wipeDevice('42', d);
      expect(calls).toEqual([
        'chat 42',
        `page deletes ${PAGE_SNAPSHOT_CACHE}`,
        `page deletes ${IMAGES_CACHE}`,
      ]);
    }
    const { deps: d, calls } = deps({ askServiceWorker: () => Promise.reject(new Error('gone')) });
    await wipeDevice('42', d);
    expect(calls).toContain(`page deletes ${IMAGES_CACHE}`);
  });

  it('never throws and never waits past WIPE_WAIT_MS', async () => {
    const { deps: failing } = deps({
      forgetChatUser: () => Promise.reject(new Error('worker gone')),
      deleteCache: () => Promise.reject(new Error('no caches')),
      askServiceWorker: () => Promise.resolve(null),
    });
    await expect(wipeDevice('42', failing)).resolves.toBeUndefined();

    const wait = vi.fn(() => Promise.resolve());
    const { deps: stuck } = deps({ forgetChatUser: () => new Promise<void>(() => undefined), wait });
    await expect(wipeDevice('42', stuck)).resolves.toBeUndefined();
    expect(wait).toHaveBeenCalledWith(WIPE_WAIT_MS);
  });
});
