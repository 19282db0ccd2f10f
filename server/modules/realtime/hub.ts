import type { Bus } from '../../adapters/bus';
import { userChannel, type UserDelivery } from './events';
import type { Presence } from './presence';

/** What the hub needs of a socket (ImConnection). */
export interface HubSocket {
  readonly id: string;
  readonly userID: string;
  readonly guest: boolean;
  readonly tokenHash: string | undefined;
  /** The client's address (a room counts its guests once per address). */
  readonly ip: string;
  /** A text frame; a Buffer is UTF-8 JSON encoded once and shared by many sockets (room fan-out). */
  send(frame: string | Buffer): void;
  /**
   * A whole WebSocket text frame (header and payload) built once for many sockets, written as is
   * (room fan-out: server/modules/room/roomFrame.ts). A socket without it gets the payload by send().
   */
  sendPrepared?(frame: Buffer): void;
  /** Tells the client why (OnKickedOffline) and closes with `code`. */
  kick(code: number, reason: string): void;
}

const NO_SOCKETS: ReadonlySet<HubSocket> = new Set();

/**
 * The sockets this node holds, by user (a user's entry exists exactly while they hold a socket). The first socket of a user subscribes the node to the
 * user's bus channel and the last one unsubscribes; presence is announced on every change.
 */
export class ImHub {
  private readonly users = new Map<string, Set<HubSocket>>();
  private readonly subscriptions = new Map<string, Promise<() => Promise<void>>>();
  private readonly guests = new Set<HubSocket>();

  private readonly removeListeners: ((socketId: string) => void)[] = [];

  constructor(
    private readonly bus: Bus,
    readonly presence: Presence,
  ) {}

  /** `listener` hears of every socket that leaves (rooms and match followers forget it). */
  onSocketGone(listener: (socketId: string) => void): void {
    this.removeListeners.push(listener);
  }

  /** Resolves once events to the socket's user reach this node. */
  async add(socket: HubSocket): Promise<void> {
    if (socket.guest) {
      this.guests.add(socket);
      return;
    }
    const id = socket.userID;
    let set = this.users.get(id);
    if (!set) {
      this.users.set(id, (set = new Set()));
      this.subscriptions.set(
        id,
        this.bus.subscribe(userChannel(id), (payload) => this.deliver(id, payload)),
      );
    }
    set.add(socket);
    // Announced before any await, so announcements keep the order of connects and closes.
    const announced = this.presence.setLocal(id, set.size);
    await this.subscriptions.get(id);
    await announced;
  }

  async remove(socket: HubSocket): Promise<void> {
    for (const listener of this.removeListeners) listener(socket.id);
    if (this.guests.delete(socket)) return;
    const id = socket.userID;
    const set = this.users.get(id);
    if (!set?.delete(socket)) return;
    const announced = this.presence.setLocal(id, set.size);
    if (set.size === 0) {
      this.users.delete(id);
      const subscription = this.subscriptions.get(id);
      this.subscriptions.delete(id);
      const unsubscribe = await subscription?.catch(() => undefined);
      await unsubscribe?.();
    }
    await announced;
  }

  private deliver(userID: string, payload: string): void {
    const sockets = this.users.get(userID);
    if (!sockets) return;
    const delivery = JSON.parse(payload) as UserDelivery;
    for (const socket of sockets) {
      if (socket.id === delivery.except) continue;
      for (const frame of delivery.frames) socket.send(frame);
    }
  }

  /** Closes every socket of this node that logged in with the revoked session. */
  kickSession(tokenHash: string, code: number, reason: string): void {
    for (const socket of this.userSockets()) if (socket.tokenHash === tokenHash) socket.kick(code, reason);
  }

  *userSockets(): Iterable<HubSocket> {
    for (const set of this.users.values()) yield* set;
  }

  *allSockets(): Iterable<HubSocket> {
    yield* this.userSockets();
    yield* this.guests;
  }

  /** The sockets this node holds of one user (empty when none): a lookup, not a scan of every socket. */
  socketsOf(userID: string): ReadonlySet<HubSocket> {
    return this.users.get(userID) ?? NO_SOCKETS;
  }

  /** How many users hold at least one socket on this node. */
  localUserCount(): number {
    return this.users.size;
  }

  /** Each user with sockets on this node, with those sockets. */
  localUsers(): Iterable<[string, ReadonlySet<HubSocket>]> {
    return this.users.entries();
  }

  localCounts(): Map<string, number> {
    return new Map([...this.users].map(([id, set]) => [id, set.size]));
  }

  localSocketCount(userID: string): number {
    return this.users.get(userID)?.size ?? 0;
  }
}
