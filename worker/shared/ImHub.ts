import {
  type ChatClientEvent,
  forwardCalls,
  IM_CORE_CALLS,
  type ImCoreCalls,
  type ImWorkerApi,
  invokeCall,
  type SubscribeOptions,
} from '../../protocol/imWorkerApi';
import type { ImCore } from '../core/ImCore';
import { roomOfEvent, TabRooms } from './tabRooms';

/** Events that concern one conversation: a tab may ask for only the conversations it shows. */
const PER_CONVERSATION = new Set<ChatClientEvent['type']>([
  'recvNewMessageObj',
  'messageStatusChanged',
  'recvMessageRevokedId',
  'messagesDeleted',
  'recvGroupMessageReadReceiptList',
]);

/** Calls that count as using the tab (the notification goes to the most recently used one). */
const TOUCHING = new Set<keyof ImCoreCalls>(['send', 'markRead', 'sendRoomMessage']);

interface Tab {
  sink: ((event: ChatClientEvent) => unknown) | null;
  /** Matches this tab shows live (followMatches). */
  matchIds: number[];
  /** Rooms this tab shows (joinRoom). */
  rooms: Set<string>;
  options: SubscribeOptions;
  focused: boolean;
  lastActive: number;
}

function conversationOf(event: ChatClientEvent): string | null {
  if (event.type === 'recvMessageRevokedId' || event.type === 'messagesDeleted') return event.conversationID;
  if (event.type === 'recvNewMessageObj' || event.type === 'messageStatusChanged')
    return event.message.conversationID;
  // The core sends one receipt per event (one OnRecvGroupReadReceipt frame).
  if (event.type === 'recvGroupMessageReadReceiptList') return event.receipts[0]?.conversationID ?? null;
  return null;
}

function wants(tab: Tab, event: ChatClientEvent): boolean {
  if (tab.sink === null) return false;
  if (event.type === 'matchUpdate') return tab.matchIds.includes(event.update.matchId);
  const { events, conversationIDs } = tab.options;
  if (events && !events.includes(event.type)) return false;
  const room = roomOfEvent(event);
  if (room !== null) return tab.rooms.has(room);
  if (!conversationIDs || !PER_CONVERSATION.has(event.type)) return true;
  const id = conversationOf(event);
  return id !== null && conversationIDs.includes(id);
}

/**
 * One ImCore shared by every tab of the browser. Each tab gets its own API object (its subscription,
 * its focus): the core's calls forwarded by name, plus the tab's own; events go only to tabs that
 * subscribed to them, and 'notify' (sound / popup) goes to
 * exactly one tab: the focused one, else the one used most recently.
 */
export class ImHub {
  private readonly tabs = new Set<Tab>();
  private readonly rooms: TabRooms<Tab>;

  constructor(
    readonly core: ImCore,
    private readonly now: () => number,
    /** Calls `gone` once the Web Lock `lockName` is free (navigator.locks where it exists). */
    private readonly watchLock?: (lockName: string, gone: () => void) => void,
  ) {
    this.rooms = new TabRooms(this.tabs, core);
    core.subscribe((event) => this.route(event));
  }

  get tabCount(): number {
    return this.tabs.size;
  }

  /** A new tab (a SharedWorker port, or a follower of the dedicated-worker fallback). */
  openTab(): ImWorkerApi {
    const tab: Tab = {
      sink: null,
      matchIds: [],
      rooms: new Set(),
      options: {},
      focused: false,
      lastActive: this.now(),
    };
    this.tabs.add(tab);
    const core = this.core;
    const touch = () => (tab.lastActive = this.now());
    const forwarded = forwardCalls<ImCoreCalls, keyof ImCoreCalls>(IM_CORE_CALLS, (call) => {
      if (TOUCHING.has(call.name)) touch();
      return invokeCall(core, call);
    });
    return {
      ...forwarded,
      // Per-tab bookkeeping: the socket follows the union of the tabs' matches and rooms.
      followMatches: (matchIds) => {
        tab.matchIds = matchIds;
        return this.followUnion();
      },
      joinRoom: (roomID) => this.rooms.join(tab, roomID),
      leaveRoom: (roomID) => this.rooms.leave(tab, roomID),
      subscribe: (callback, options = {}) => {
        tab.sink = callback;
        tab.options = options;
        this.deliver(tab, { type: 'connectionState', snapshot: core.getSnapshot() });
        return Promise.resolve();
      },
      setFocus: (focused) => {
        tab.focused = focused;
        if (focused) touch();
        return Promise.resolve();
      },
      getSnapshot: () => Promise.resolve(core.getSnapshot()),
      close: () => this.leave(tab),
      watchTab: (lockName) => {
        this.watchLock?.(lockName, () => void this.leave(tab));
        return Promise.resolve();
      },
    };
  }

  private leave(tab: Tab): Promise<void> {
    tab.sink = null;
    this.tabs.delete(tab);
    this.rooms.tabGone(tab);
    return tab.matchIds.length > 0 ? this.followUnion() : Promise.resolve();
  }

  /** The one socket follows every match some tab shows. */
  private followUnion(): Promise<void> {
    const ids = new Set<number>();
    for (const tab of this.tabs) for (const id of tab.matchIds) ids.add(id);
    return this.core.followMatches([...ids]);
  }

  private route(event: ChatClientEvent): void {
    if (event.type === 'notify') {
      const target = this.notifyTarget(event);
      if (target) this.deliver(target, event);
      return;
    }
    for (const tab of this.tabs) if (wants(tab, event)) this.deliver(tab, event);
    if (event.type === 'roomLeft') this.rooms.forget(event.roomID);
  }

  private notifyTarget(event: ChatClientEvent): Tab | undefined {
    const candidates = [...this.tabs].filter((tab) => wants(tab, event));
    const byRecent = (a: Tab, b: Tab) => b.lastActive - a.lastActive;
    return candidates.filter((tab) => tab.focused).sort(byRecent)[0] ?? candidates.sort(byRecent)[0];
  }

  private deliver(tab: Tab, event: ChatClientEvent): void {
    try {
      // A comlink proxy returns a promise; a tab that went away must not break the others.
      Promise.resolve(tab.sink?.(event)).catch(() => undefined);
    } catch {
      // the port is gone
    }
  }
}
