import { ROOM_BATCH_MS, type RoomNotice, type RoomRole } from '../../../protocol/room';
import type { Bus } from '../../adapters/bus';
import type { HubSocket } from '../realtime';
import { changesChatState, RoomChatCache } from './chatStateCache';
import type { RoomPresenceChange } from './presence';
import { type RoomFrame, roomFrame } from './roomFrame';

/** A socket in a room, with who it is (so a send needs no lookup). */
export interface RoomMember {
  socket: HubSocket;
  userId: number | undefined;
  role: RoomRole;
  nickname: string;
  avatar: string | null;
}

/** What travels on a room's bus channel: a message (its JSON) or a notice. */
export type RoomItem = { m: string } | { n: RoomNotice };

interface LocalRoom {
  members: Map<string, RoomMember>;
  queue: RoomItem[];
  subscription: Promise<() => Promise<void>>;
  /** When this room last sent its queue; the next send is at least ROOM_BATCH_MS later. */
  sentAt: number;
  timer: NodeJS.Timeout | undefined;
  /** The chat states of the room's senders (chatStateCache.ts), emptied by its moderation notices. */
  chat: RoomChatCache;
  /** Who the members are, kept as they join and leave: presence asks on every change. */
  tally: RoomTally;
}

/**
 * A room's members counted as they come and go (O(1) each), not by walking them: its logged-in
 * users with their socket counts, its guests' sockets per client address.
 */
interface RoomTally {
  users: Map<number, number>;
  guests: Map<string, number>;
  userSockets: number;
}

/** Counts `member` in (`step` 1) or out (-1); says whether the user came or went. */
function count(tally: RoomTally, member: RoomMember, step: 1 | -1): RoomPresenceChange {
  if (member.userId === undefined) {
    const ip = member.socket.ip;
    const left = (tally.guests.get(ip) ?? 0) + step;
    if (left > 0) tally.guests.set(ip, left);
    else tally.guests.delete(ip);
    return {};
  }
  const uid = member.userId;
  const left = (tally.users.get(uid) ?? 0) + step;
  tally.userSockets += step;
  if (left > 0) tally.users.set(uid, left);
  else tally.users.delete(uid);
  if (step === 1 && left === 1) return { joined: uid };
  return step === -1 && left === 0 ? { gone: uid } : {};
}

export const roomChannel = (key: string) => `room:${key}`;

/** The per-socket part of a fan-out: one write of the bytes built once for the room. */
function deliver(members: Iterable<RoomMember>, frame: RoomFrame): void {
  for (const { socket } of members)
    if (socket.sendPrepared) socket.sendPrepared(frame.wire);
    else socket.send(frame.text);
}

/**
 * The rooms of this node: which local sockets are in which room. A node subscribes to a room's bus
 * channel while it holds a socket in the room; every item heard is queued, and every ROOM_BATCH_MS
 * each room's queue goes out as one OnRoomMessages frame, its JSON and WebSocket framing built
 * once and the same bytes written to every socket (roomFrame.ts), notices in their place between
 * messages. A quiet room sends at once (in the next turn), a busy one at most once per
 * ROOM_BATCH_MS. Scale-out: every node batches for its own sockets.
 */
export class RoomHub {
  private readonly rooms = new Map<string, LocalRoom>();
  private readonly bySocket = new Map<string, Set<string>>();
  /** Called after the local members of a room change (presence): what changed, in O(1). */
  onChange: ((key: string, change: RoomPresenceChange) => void) | undefined;
  deliveries = 0;

  constructor(
    private readonly bus: Bus,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Resolves once the room's items reach this node. */
  async join(key: string, member: RoomMember): Promise<void> {
    let room = this.rooms.get(key);
    if (!room) {
      room = {
        members: new Map(),
        queue: [],
        subscription: this.bus.subscribe(roomChannel(key), (payload) => this.receive(key, payload)),
        sentAt: 0,
        timer: undefined,
        chat: new RoomChatCache(),
        tally: { users: new Map(), guests: new Map(), userSockets: 0 },
      };
      this.rooms.set(key, room);
    }
    // The same socket joining again (its login changed): counted out as it was, in as it is.
    const before = room.members.get(member.socket.id);
    const out = before ? count(room.tally, before, -1) : {};
    room.members.set(member.socket.id, member);
    const into = count(room.tally, member, 1);
    const change = out.gone !== undefined && out.gone === into.joined ? {} : { ...out, ...into };
    let keys = this.bySocket.get(member.socket.id);
    if (!keys) this.bySocket.set(member.socket.id, (keys = new Set()));
    keys.add(key);
    this.onChange?.(key, change);
    await room.subscription;
  }

  leave(key: string, socketId: string): boolean {
    const room = this.rooms.get(key);
    const member = room?.members.get(socketId);
    if (!room || !member) return false;
    room.members.delete(socketId);
    const change = count(room.tally, member, -1);
    this.bySocket.get(socketId)?.delete(key);
    if (this.bySocket.get(socketId)?.size === 0) this.bySocket.delete(socketId);
    if (room.members.size === 0) {
      this.rooms.delete(key);
      clearTimeout(room.timer);
      room.subscription.then((unsubscribe) => unsubscribe()).catch(this.onError);
    }
    this.onChange?.(key, change);
    return true;
  }

  /** The socket closed: it leaves every room. */
  forget(socketId: string): void {
    for (const key of [...(this.bySocket.get(socketId) ?? [])]) this.leave(key, socketId);
  }

  /** A user's new nickname and avatar, on their sockets in every room of this node. */
  rename(userId: number, nickname: string, avatar: string | null): void {
    for (const room of this.rooms.values())
      for (const m of room.members.values()) if (m.userId === userId) Object.assign(m, { nickname, avatar });
  }

  member(key: string, socketId: string): RoomMember | undefined {
    return this.rooms.get(key)?.members.get(socketId);
  }

  /** The room's chat-state cache while this node holds a socket in it (and so hears its notices). */
  chatCache(key: string): RoomChatCache | undefined {
    return this.rooms.get(key)?.chat;
  }

  /** Empties every room's chat-state cache (the bus dropped: notices may have been lost). */
  emptyChatCaches(): void {
    for (const room of this.rooms.values()) room.chat.empty();
  }

  roomCount(socketId: string): number {
    return this.bySocket.get(socketId)?.size ?? 0;
  }

  /**
   * This node's part of a room's online count, and its logged-in users (with their socket counts,
   * the hub's own map: read it, do not keep it): every socket of a user counts, guests count once
   * per client address (200 guest sockets of one script are one viewer). O(1).
   */
  local(key: string): { sockets: number; users: ReadonlyMap<number, number> } {
    const tally = this.rooms.get(key)?.tally;
    if (!tally) return { sockets: 0, users: new Map() };
    return { sockets: tally.userSockets + tally.guests.size, users: tally.users };
  }

  keys(): string[] {
    return [...this.rooms.keys()];
  }

  /** An item for every local room (the banner of platform-wide gifts). */
  everywhere(make: (key: string) => RoomItem): void {
    for (const [key, room] of this.rooms) this.queue(key, room, make(key));
  }

  private receive(key: string, payload: string): void {
    const room = this.rooms.get(key);
    if (!room) return;
    try {
      const item = JSON.parse(payload) as RoomItem;
      // At once, not when the batch goes out: the next send on this node sees the change.
      if ('n' in item && changesChatState(item.n)) room.chat.empty();
      this.queue(key, room, item);
    } catch (error) {
      this.onError(error);
    }
  }

  private queue(key: string, room: LocalRoom, item: RoomItem): void {
    room.queue.push(item);
    if (room.timer) return;
    const wait = Math.max(0, room.sentAt + ROOM_BATCH_MS - Date.now());
    room.timer = setTimeout(() => {
      room.timer = undefined;
      this.send(key, room);
    }, wait);
    room.timer.unref();
  }

  /** Sends what each room queued and has not sent yet. */
  flush(): void {
    for (const [key, room] of this.rooms) {
      clearTimeout(room.timer);
      room.timer = undefined;
      this.send(key, room);
    }
  }

  private send(key: string, room: LocalRoom): void {
    const items = room.queue;
    if (items.length === 0) return;
    room.queue = [];
    room.sentAt = Date.now();
    let messages: string[] = [];
    const sendMessages = () => {
      if (messages.length === 0) return;
      const frame = roomFrame(
        'OnRoomMessages',
        `{"roomID":${JSON.stringify(key)},"messages":[${messages.join(',')}]}`,
      );
      deliver(room.members.values(), frame);
      this.deliveries += messages.length * room.members.size;
      messages = [];
    };
    for (const item of items) {
      if ('m' in item) messages.push(item.m);
      else {
        sendMessages();
        this.notice(key, room, item.n);
      }
    }
    sendMessages();
  }

  private notice(key: string, room: LocalRoom, notice: RoomNotice): void {
    const target = 'userID' in notice ? Number(notice.userID) : undefined;
    if (notice.type === 'role')
      for (const m of room.members.values()) if (m.userId === target) m.role = notice.role;
    deliver(room.members.values(), roomFrame('OnRoomNotice', JSON.stringify(notice)));
    if (notice.type === 'blacklist' && notice.on)
      for (const m of [...room.members.values()]) if (m.userId === target) this.leave(key, m.socket.id);
  }

  close(): void {
    this.flush();
    for (const key of [...this.rooms.keys()]) {
      const room = this.rooms.get(key)!;
      for (const id of [...room.members.keys()]) this.leave(key, id);
    }
  }
}
