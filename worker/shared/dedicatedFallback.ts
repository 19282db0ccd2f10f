import {
  type ChatClientEvent,
  forwardCalls,
  IM_CALLS,
  type ImCall,
  type ImCallName,
  type ImCallTable,
  type ImSession,
  type ImWorkerApi,
  invokeCall,
  type SubscribeOptions,
  widenCall,
} from '../../protocol/imWorkerApi';
import type { ImHub } from './ImHub';

/**
 * Where SharedWorker is missing: each tab runs this file's logic in its own dedicated worker. The
 * worker that holds the Web Lock LEADER_LOCK owns the one ImCore (one socket for the browser); the
 * others are followers that relay their tab's calls to it over a BroadcastChannel and receive their
 * events back. When the leader's tab closes, the next worker in the lock queue takes over and the
 * followers re-send what is in flight and their subscription. No comlink here: BroadcastChannel
 * cannot carry comlink proxies, so this is a small call/result/event protocol over the call table.
 */
export const LEADER_LOCK = 'tribune-im-leader';
const CHANNEL = 'tribune-im';

/** A call as it crosses the channel: a subscription carries no callback (its events come as 'event'). */
export type WireCall =
  Exclude<ImCall, { name: 'subscribe' }> | { name: 'subscribe'; args: [SubscribeOptions] };

export type Wire =
  | { kind: 'call'; from: string; id: number; call: WireCall }
  | { kind: 'result'; to: string; id: number; ok: boolean; value: unknown }
  | { kind: 'event'; to: string; event: ChatClientEvent }
  | { kind: 'leader' };

interface Pending {
  call: ImCall;
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

function toWire(call: ImCall): WireCall {
  return call.name === 'subscribe' ? { name: 'subscribe', args: [call.args[1] ?? {}] } : call;
}

function fromWire(call: WireCall, relay: (event: ChatClientEvent) => void): ImCall {
  return call.name === 'subscribe' ? { name: 'subscribe', args: [relay, call.args[0]] } : call;
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
  const remember: { [K in ImCallName]?: (...args: ImCallTable[K]['args']) => void } = {
    connect: (s) => void (session = s),
    setFocus: (f) => void (focused = f),
    watchTab: (lockName) => void (tabLock = lockName),
    followMatches: (ids) => void (following = ids),
    joinRoom: (roomID) => void rooms.add(roomID),
    leaveRoom: (roomID) => void rooms.delete(roomID),
  };

  /** This tab's events; a logout of the session's user means the next leader must not log it in again. */
  const deliver = (event: ChatClientEvent) => {
    if (event.type === 'userLoggedOut' && session?.kind === 'user' && session.userID === event.userID)
      session = { kind: 'guest' };
    sink?.(event);
  };
  const post = (message: Wire) => env.post(message);
  const ask = (from: string, id: number, call: ImCall) =>
    post({ kind: 'call', from, id, call: toWire(call) });

  /** On this worker's hub when it leads, else through the channel to the leader. */
  function call<K extends ImCallName>(c: ImCall<K>): Promise<ImCallTable[K]['result']> {
    if (own !== null) return invokeCall(own, c);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      // The leader answers with this call's result (it crossed the channel untyped).
      pending.set(id, { call: widenCall(c), resolve: resolve as (value: unknown) => void, reject });
      ask(me, id, widenCall(c));
    });
  }

  function replay(): void {
    if (session) void call({ name: 'connect', args: [session] }).catch(() => undefined);
    if (sink) void call({ name: 'subscribe', args: [deliver, options] }).catch(() => undefined);
    void call({ name: 'setFocus', args: [focused] });
    if (tabLock) void call({ name: 'watchTab', args: [tabLock] });
    if (following.length > 0) void call({ name: 'followMatches', args: [following] }).catch(() => undefined);
    // The new leader's socket joins them and sends 'roomJoined' with the fresh state.
    for (const roomID of rooms) void call({ name: 'joinRoom', args: [roomID] }).catch(() => undefined);
  }

  async function serve(message: Extract<Wire, { kind: 'call' }>): Promise<void> {
    if (hub === null) return;
    let api = followers.get(message.from);
    if (api === undefined) {
      api = hub.openTab();
      followers.set(message.from, api);
    }
    const { from, id } = message;
    const relay = (event: ChatClientEvent) => post({ kind: 'event', to: from, event });
    try {
      const value = await invokeCall<ImCallTable, ImCallName>(api, fromWire(message.call, relay));
      if (message.call.name === 'close') followers.delete(from);
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
      for (const [id, p] of pending) ask(me, id, p.call);
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
      call<ImCallName>(p.call).then(p.resolve, p.reject);
    }
    post({ kind: 'leader' });
  });

  return {
    // Every call by name, the tab's state noted first so a new leader gets it again.
    ...forwardCalls<ImCallTable, ImCallName>(IM_CALLS, (c) => {
      remember[c.name]?.(...c.args);
      return call(c);
    }),
    subscribe: (callback, o = {}) => {
      sink = callback;
      options = o;
      return call({ name: 'subscribe', args: [deliver, o] });
    },
    // The client id is fixed here, before the call can be re-sent to another leader (stored once).
    send: (input) =>
      call({ name: 'send', args: [{ ...input, clientMsgID: input.clientMsgID ?? env.randomId() }] }),
  };
}
