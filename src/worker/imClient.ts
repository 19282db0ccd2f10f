import type { Endpoint, Remote } from 'comlink';

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

function startWorker(): { endpoint: Endpoint; shared: boolean; stop: () => void } {
  if (typeof SharedWorker !== 'undefined') {
    const worker = new SharedWorker(new URL('../../worker/shared/imWorker.ts', import.meta.url), {
      type: 'module',
      name: 'tribune-im',
    });
    return { endpoint: worker.port, shared: true, stop: () => worker.port.close() };
  }
  const worker = new Worker(new URL('../../worker/shared/imWorker.ts', import.meta.url), {
    type: 'module',
    name: 'tribune-im',
  });
  return { endpoint: worker, shared: false, stop: () => worker.terminate() };
}

/** Holds a Web Lock for the tab's lifetime, so the worker learns when the tab is gone. */
async function holdTabLock(remote: Promise<Remote<ImWorkerApi>>): Promise<void> {
  if (!('locks' in navigator)) return;
  const name = `tribune-im-tab-${crypto.randomUUID()}`;
  await new Promise<void>((granted) => {
    void navigator.locks.request(name, () => {
      granted();
      return new Promise<never>(() => undefined);
    });
  });
  await (await remote).watchTab(name);
}

/** Connects this tab to the messaging worker and reports its focus (for the one 'notify' per browser). */
export function createImClient(): ImClient {
  const { endpoint, shared, stop } = startWorker();
  // comlink comes with the first client (a chunk of its own: a page starts the chat after its first
  // paint). The worker starts at once; its port keeps what it says until comlink listens. Every call
  // waits on the one `ready`, so the calls reach the worker in the order they were made.
  const ready = import('comlink').then((comlink) => ({
    comlink,
    remote: comlink.wrap<ImWorkerApi>(endpoint),
  }));
  let loaded: Remote<ImWorkerApi> | null = null;
  void ready.then(({ remote }) => (loaded = remote));
  /** Runs `job` now when comlink is there (a pagehide cannot wait), else once it is. */
  const withRemote = (job: (r: Remote<ImWorkerApi>) => unknown) =>
    void (loaded ? job(loaded) : ready.then(({ remote }) => job(remote)));
  const reportFocus = () =>
    withRemote((r) => r.setFocus(document.visibilityState === 'visible' && document.hasFocus()));
  const leave = () => withRemote((r) => r.close());
  void holdTabLock(ready.then(({ remote }) => remote)).catch(() => undefined);
  reportFocus();
  window.addEventListener('focus', reportFocus);
  window.addEventListener('blur', reportFocus);
  document.addEventListener('visibilitychange', reportFocus);
  window.addEventListener('pagehide', leave);
  // comlink's remote has the API's shape (no argument or result of the table is a proxy but the
  // subscription's callback, which is passed by hand below).
  const forwarded = forwardCalls<ImCallTable, (typeof FORWARDED)[number]>(FORWARDED, (call) =>
    ready.then(({ remote }) => invokeCall(remote as ImWorkerApi, call)),
  );
  return {
    ...forwarded,
    shared,
    // The tab fixes the client id: any replay of the call keeps it (the server stores the message once).
    send: (input) => forwarded.send({ ...input, clientMsgID: input.clientMsgID ?? crypto.randomUUID() }),
    subscribe: (listener, options) =>
      ready.then(({ comlink, remote }) => remote.subscribe(comlink.proxy(listener), options)),
    dispose() {
      window.removeEventListener('focus', reportFocus);
      window.removeEventListener('blur', reportFocus);
      document.removeEventListener('visibilitychange', reportFocus);
      window.removeEventListener('pagehide', leave);
      void ready.then(({ comlink, remote }) =>
        remote.close().finally(() => {
          remote[comlink.releaseProxy]();
          stop();
        }),
      );
    },
  };
}
