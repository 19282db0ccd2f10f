import {
  type ForgetImagesAnswer,
  IMAGES_CACHE,
  PAGE_SNAPSHOT_CACHE,
  type PageToSw,
} from '../../protocol/swMessages';

/**
 * What a logout leaves on the device (issue 13): nothing of the user's chats. The messaging worker
 * closes and deletes the user's database and tells every tab (ImCore.forgetUser); the service worker
 * deletes its image cache, chat pictures included, with the expiry records naming their URLs; the
 * page deletes the snapshot of the last list page it showed.
 */

/** Logout waits at most this long for both; whatever is still running finishes on its own. */
export const WIPE_WAIT_MS = 5_000;
/** How long the service worker has to answer before the page deletes the image cache itself. */
export const SW_ANSWER_MS = 2_000;

export interface WipeDeps {
  /** The messaging worker: the user's socket, database and tabs. */
  forgetChatUser(userID: string): Promise<void>;
  /** Posts to the active service worker with a reply port: its answer, or null (no worker, or no answer in time). */
  askServiceWorker(message: PageToSw, timeoutMs: number): Promise<unknown>;
  deleteCache(name: string): Promise<unknown>;
  wait(ms: number): Promise<void>;
}

async function forgetImages(deps: WipeDeps): Promise<void> {
  const answer = (await deps
    .askServiceWorker({ type: 'tribune:forget-images' }, SW_ANSWER_MS)
    .catch(() => null)) as ForgetImagesAnswer | null;
  // No worker, an older one that does not know the message, or a failure there: at least the cache goes.
  if (answer?.done !== true) await deps.deleteCache(IMAGES_CACHE);
}

/** Deletes what the device keeps of `userID`'s chats; never throws, never waits past WIPE_WAIT_MS. */
export async function wipeDevice(userID: string, deps: WipeDeps): Promise<void> {
  const work = Promise.all([
    deps.forgetChatUser(userID).catch(() => undefined),
    forgetImages(deps).catch(() => undefined),
    // The last list page seen (src/pwa/pageSnapshot.ts): it shows the user's name and bookings.
    deps.deleteCache(PAGE_SNAPSHOT_CACHE).catch(() => undefined),
  ]);
  await Promise.race([work, deps.wait(WIPE_WAIT_MS)]);
}

async function askServiceWorker(message: PageToSw, timeoutMs: number): Promise<unknown> {
  if (!('serviceWorker' in navigator)) return null;
  const worker = (await navigator.serviceWorker.getRegistration())?.active;
  if (!worker) return null;
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), timeoutMs);
    channel.port1.onmessage = (event: MessageEvent<unknown>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    worker.postMessage(message, [channel.port2]);
  });
}

export function browserWipeDeps(forgetChatUser: (userID: string) => Promise<void>): WipeDeps {
  return {
    forgetChatUser,
    askServiceWorker,
    deleteCache: (name) => (typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(name)),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
