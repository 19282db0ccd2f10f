import { decodeBase64url } from '../../protocol/push';

/** The browser side of web push: the registration's PushManager, subscribe with a timeout. */

/** `PushManager.subscribe` never settles without a push service (offline, blocked): give up after this. */
export const SUBSCRIBE_TIMEOUT_MS = 20_000;

async function pushManager(): Promise<PushManager> {
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager;
}

export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('push subscribe timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

function sameKey(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((v, i) => v === b[i]);
}

/** The current subscription (made with this key), or a new one for the server's VAPID key. */
export async function subscribe(publicKey: string, fresh = false): Promise<PushSubscription> {
  const key = decodeBase64url(publicKey);
  if (!key) throw new Error('bad VAPID key');
  const manager = await withTimeout(pushManager(), SUBSCRIBE_TIMEOUT_MS);
  const existing = await manager.getSubscription();
  if (existing && !fresh && sameKey(existing.options.applicationServerKey, key)) return existing;
  await existing?.unsubscribe();
  return withTimeout(
    manager.subscribe({ userVisibleOnly: true, applicationServerKey: key as Uint8Array<ArrayBuffer> }),
    SUBSCRIBE_TIMEOUT_MS,
  );
}
