import type { ChatClientEvent, ImSession, ImWorkerApi, SubscribeOptions } from '../../protocol/imWorkerApi';
import type { ImHub } from './ImHub';

/**
 * Where SharedWorker is missing: each tab runs this file's logic in its own dedicated worker. The
 * worker that holds the Web Lock LEADER_LOCK owns the one ImCore (one socket for the browser); the
 * others are followers that relay their tab's calls to it over a BroadcastChannel and receive their
 * events back. When the leader's tab closes, the next worker in the lock queue takes over and the
 * followers re-send what is in flight and their subscription. No comlink here: BroadcastChannel
 * cannot carry comlink proxies, so this is a small call/result/event protocol.
 */
export const LEADER_LOCK = 'tribune-im-leader';
const CHANNEL = 'tribune-im';

export type Wire =
  | { kind: 'call'; from: string; id: number; method: keyof ImWorkerApi; args: unknown[] }
  | { kind: 'result'; to: string; id: number; ok: boolean; value: unknown }
  | { kind: 'event'; to: string; event: ChatClientEvent }
  | { kind: 'leader' };

type Dispatch = Record<string, (...args: unknown[]) => Promise<unknown>>;

interface Pending {
  method: keyof ImWorkerApi;
  args: unknown[];
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** The browser pieces, injectable so the election and relay run in Node tests. */
export interface FallbackEnv {
  /** Runs `lead` once this worker holds LEADER_LOCK, which it then keeps for the tab's lifetime. */
  acquireLeadership(lead: () => void): void;
  post(message: Wire): void;
  listen(receive: (message: Wire) => void): void;
  randomId(): string;
}

export function browserFallbackEnv(): FallbackEnv {
  const channel = new BroadcastChannel(CHANNEL);
  return {
    acquireLeadership: (lead) =>
      void navigator.locks.request(LEADER_LOCK, () => {
        lead();
        return new Promise<never>(() => undefined);
      }),
    post: (message) => channel.postMessage(message),
    listen: (receive) => {
      channel.onmessage = (event: MessageEvent<Wire>) => receive(event.data);
    },
    randomId: () => crypto.randomUUID(),
  };
}

export function startDedicated(makeHub: () => ImHub, env: FallbackEnv = browserFallbackEnv()): ImWorkerApi {
  const me = env.randomId();
  const pending = new Map<number, Pending>();
  const followers = new Map<string, ImWorkerApi>();
  let nextId = 1;
  let hub: ImHub | null = null;
  let own: ImWorkerApi | null = null; // this tab's API on the hub, when this worker leads
  // What this tab asked for, replayed to whichever worker leads.
  let session: ImSession | null = null;
  let sink: ((event: ChatClientEvent) => void) | null = null;
  let options: SubscribeOptions = {};
  let focused = false;
  let tabLock: string | null = null;
  let following: number[] = [];
  const rooms = new Set<string>();

  /** This tab's events; a logout of the session's user means the next leader must not log it in again. */
  const deliver = (event: ChatClientEvent) => {
    if (event.type === 'userLoggedOut' && session?.kind === 'user' && session.userID === event.userID)
      session = { kind: 'guest' };
    sink?.(event);
  };
  const post = (message: Wire) => env.post(message);
  const ask = (from: string, id: number, method: keyof ImWorkerApi, args: unknown[]) =>
    post({ kind: 'call', from, id, method, args });

  function call(method: keyof ImWorkerApi, args: unknown[]): Promise<unknown> {
    if (own !== null) {
      if (method === 'subscribe') return own.subscribe(deliver, options);
      return (own as unknown as Dispatch)[method]!(...args);
    }
    return new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { method, args, resolve, reject });
      ask(me, id, method, args);
    });
  }

  function replay(): void {
    if (session) void call('connect', [session]).catch(() => undefined);
    if (sink) void call('subscribe', [options]).catch(() => undefined);
    void call('setFocus', [focused]);
    if (tabLock) void call('watchTab', [tabLock]);
    if (following.length > 0) void call('followMatches', [following]).catch(() => undefined);
    // The new leader's socket joins them and sends 'roomJoined' with the fresh state.
    for (const roomID of rooms) void call('joinRoom', [roomID]).catch(() => undefined);
  }

  async function serve(message: Extract<Wire, { kind: 'call' }>): Promise<void> {
    if (hub === null) return;
    let api = followers.get(message.from);
    if (api === undefined) {
      api = hub.openTab();
      followers.set(message.from, api);
    }
    const { from, id, method, args } = message;
    try {
      let value: unknown;
      if (method === 'subscribe') {
        const relay = (event: ChatClientEvent) => post({ kind: 'event', to: from, event });
        value = await api.subscribe(relay, args[0] as SubscribeOptions);
      } else value = await (api as unknown as Dispatch)[method]!(...args);
      if (method === 'close') followers.delete(from);
      post({ kind: 'result', to: from, id, ok: true, value });
    } catch (error) {
      post({
        kind: 'result',
        to: from,
        id,
        ok: false,
        value: error instanceof Error ? error.message : String(error),
      });
    }
  }

  env.listen((message) => {
    if (message.kind === 'call') void serve(message);
    else if (message.kind === 'leader' && own === null) {
      // A new leader: what the old one never answered goes again, and this tab's state with it.
      for (const [id, p] of pending) ask(me, id, p.method, p.args);
      replay();
    } else if (message.kind === 'result' && message.to === me) {
      const p = pending.get(message.id);
      pending.delete(message.id);
      if (message.ok) p?.resolve(message.value);
      else p?.reject(new Error(String(message.value)));
    } else if (message.kind === 'event' && message.to === me) deliver(message.event);
  });

  env.acquireLeadership(() => {
    hub = makeHub();
    own = hub.openTab();
    replay();
    for (const [id, p] of pending) {
      pending.delete(id);
      call(p.method, p.args).then(p.resolve, p.reject);
    }
    post({ kind: 'leader' });
  });

  const api: ImWorkerApi = {
    connect: (s) => {
      session = s;
      return call('connect', [s]) as Promise<void>;
    },
    subscribe: (callback, o = {}) => {
      sink = callback;
      options = o;
      return call('subscribe', [o]) as Promise<void>;
    },
    setFocus: (f) => {
      focused = f;
      return call('setFocus', [f]) as Promise<void>;
    },
    watchTab: (lockName) => {
      tabLock = lockName;
      return call('watchTab', [lockName]) as Promise<void>;
    },
    followMatches: (ids) => {
      following = ids;
      return call('followMatches', [ids]) as Promise<void>;
    },
    joinRoom: (roomID) => {
      rooms.add(roomID);
      return call('joinRoom', [roomID]) as ReturnType<ImWorkerApi['joinRoom']>;
    },
    leaveRoom: (roomID) => {
      rooms.delete(roomID);
      return call('leaveRoom', [roomID]) as Promise<void>;
    },
    sendRoomMessage: (...args) => call('sendRoomMessage', args) as ReturnType<ImWorkerApi['sendRoomMessage']>,
    openRedPacket: (...args) => call('openRedPacket', args) as ReturnType<ImWorkerApi['openRedPacket']>,
    logout: () => call('logout', []) as Promise<void>,
    forgetUser: (userID) => call('forgetUser', [userID]) as Promise<void>,
    // The client id is fixed here, before the call can be re-sent to another leader (stored once).
    send: (input) =>
      call('send', [{ ...input, clientMsgID: input.clientMsgID ?? env.randomId() }]) as ReturnType<
        ImWorkerApi['send']
      >,
    retry: (id) => call('retry', [id]) as Promise<void>,
    revoke: (...args) => call('revoke', args) as ReturnType<ImWorkerApi['revoke']>,
    deleteMessages: (...args) => call('deleteMessages', args) as ReturnType<ImWorkerApi['deleteMessages']>,
    pinConversation: (...args) => call('pinConversation', args) as ReturnType<ImWorkerApi['pinConversation']>,
    setRecvOpt: (...args) => call('setRecvOpt', args) as ReturnType<ImWorkerApi['setRecvOpt']>,
    markRead: (id) => call('markRead', [id]) as Promise<void>,
    listConversations: () => call('listConversations', []) as ReturnType<ImWorkerApi['listConversations']>,
    messages: (...args) => call('messages', args) as ReturnType<ImWorkerApi['messages']>,
    getSnapshot: () => call('getSnapshot', []) as ReturnType<ImWorkerApi['getSnapshot']>,
    close: () => call('close', []) as Promise<void>,
  };
  return api;
}
