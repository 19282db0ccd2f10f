import { proxy, releaseProxy, type Remote, wrap } from 'comlink';

import {
  type ChatClientEvent,
  forwardCalls,
  IM_CORE_CALLS,
  type ImCallTable,
  type ImCoreCalls,
  type ImWorkerApi,
  invokeCall,
  type SubscribeOptions,
} from '../../protocol/imWorkerApi';

/**
 * The page's one bridge to the messaging worker (worker/shared/imWorker.ts); the other comlink
 * bridge file is that worker's entry. Every tab of the browser talks to the SAME SharedWorker, so
 * the browser holds one socket whatever the number of tabs. Without SharedWorker, each tab starts a
 * dedicated worker of the same file and those elect a leader with Web Locks.
 */
export interface ImClient extends Omit<ImWorkerApi, 'subscribe' | 'close' | 'watchTab' | 'setFocus'> {
  /** True when backed by a SharedWorker (false: the dedicated-worker fallback). */
  readonly shared: boolean;
  /**
   * Receives the chat client state changes of §3 this tab asks for (all of them by default; message
   * events only for `conversationIDs` when given). A second call replaces the first.
   */
  subscribe(listener: (event: ChatClientEvent) => void, options?: SubscribeOptions): Promise<void>;
  /** Leaves the worker (the socket stays up for the other tabs). */
  dispose(): void;
}

/** The calls the page makes as they are: the core's rows of the call table, and the snapshot. */
const FORWARDED: readonly (keyof ImCoreCalls | 'getSnapshot')[] = [...IM_CORE_CALLS, 'getSnapshot'];

function startWorker(): { remote: Remote<ImWorkerApi>; shared: boolean; stop: () => void } {
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('../../worker/shared/imWorker.ts', import.meta.url), {
      type: 'module',
      name: 'tribune-im',
    });
    return { remote: wrap<ImWorkerApi>(worker.port), shared: true, stop: () => worker.port.close() };
  }
  const worker = new Worker(new URL('../../worker/shared/imWorker.ts', import.meta.url), {
    type: 'module',
    name: 'tribune-im',
  });
  return { remote: wrap<ImWorkerApi>(worker), shared: false, stop: () => worker.terminate() };
}

/** Holds a Web Lock for the tab's lifetime, so the worker learns when the tab is gone. */
async function holdTabLock(remote: Remote<ImWorkerApi>): Promise<void> {
  if (!('locks' in navigator)) return;
  const name = `tribune-im-tab-${crypto.randomUUID()}`;
  await new Promise<void>((granted) => {
    void navigator.locks.request(name, () => {
      granted();
      return new Promise<never>(() => undefined);
    });
  });
  await remote.watchTab(name);
}

/** Connects this tab to the messaging worker and reports its focus (for the one 'notify' per browser). */
export function createImClient(): ImClient {
  const { remote, shared, stop } = startWorker();
  const reportFocus = () =>
    void remote.setFocus(document.visibilityState === 'visible' && document.hasFocus());
  const leave = () => void remote.close();
  void holdTabLock(remote).catch(() => undefined);
  reportFocus();
  window.addEventListener('focus', reportFocus);
  window.addEventListener('blur', reportFocus);
  document.addEventListener('visibilitychange', reportFocus);
  window.addEventListener('pagehide', leave);
  // comlink's remote has the API's shape (no argument or result of the table is a proxy but the
  // subscription's callback, which is passed by hand below).
  const api: ImWorkerApi = remote;
  const forwarded = forwardCalls<ImCallTable, (typeof FORWARDED)[number]>(FORWARDED, (call) =>
    invokeCall(api, call),
  );
  return {
    ...forwarded,
    shared,
    // The tab fixes the client id: any replay of the call keeps it (the server stores the message once).
    send: (input) => forwarded.send({ ...input, clientMsgID: input.clientMsgID ?? crypto.randomUUID() }),
    subscribe: (listener, options) => remote.subscribe(proxy(listener), options),
    dispose() {
      window.removeEventListener('focus', reportFocus);
      window.removeEventListener('blur', reportFocus);
      document.removeEventListener('visibilitychange', reportFocus);
      window.removeEventListener('pagehide', leave);
      void remote.close().finally(() => {
        remote[releaseProxy]();
        stop();
      });
    },
  };
}
