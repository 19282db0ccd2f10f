import type { Redis } from 'ioredis';

import { liveTotal } from './nodeCounts';

/**
 * Caps on the messaging sockets (issue 13): at most `maxSocketsPerIp` sockets from one client
 * address (request.ip, as the app's trustProxy resolves it) and `maxSocketsPerUser` sockets of one
 * logged-in user, over every node; 0 turns a cap off (server/config.ts IM_MAX_SOCKETS_PER_IP,
 * IM_MAX_SOCKETS_PER_USER). A socket over a cap is closed with 4006 (ImCloseCode.TooManySockets).
 *
 * Defaults: one browser holds one socket (a SharedWorker, or one leader tab), so 10 per user is
 * ten browsers or devices at once; 50 per address is a household or an office behind one NAT,
 * while a script's hundreds of guest sockets are refused. A site whose viewers share few
 * addresses (carrier-grade NAT) raises IM_MAX_SOCKETS_PER_IP.
 *
 * This node counts its own sockets synchronously (a place is taken before any await, so parallel
 * connects see each other) and learns the other nodes' counts from Redis: a hash per address
 * (field = node, value = "count:expiresAt") refreshed on the gateway's sweep, so a node that dies
 * stops counting within SOCKET_TALLY_TTL_MS; users' counts come from presence the same way.
 * Connects on two nodes at the same instant may both pass; the excess is bounded by the nodes.
 */
export const SOCKET_TALLY_TTL_MS = 35_000;

export interface CapLimits {
  maxSocketsPerIp: number;
  maxSocketsPerUser: number;
}

/** Sockets per key (a client address) on the other nodes. */
export interface SocketTally {
  /** This node now holds `count` sockets of `key`. */
  setLocal(key: string, count: number): Promise<void>;
  /** Heartbeat: re-announce this node's counts. */
  refresh(counts: ReadonlyMap<string, number>): Promise<void>;
  /** Sockets of `key` on every other node. */
  elsewhere(key: string): Promise<number>;
  close(): Promise<void>;
}

/** One process: nothing elsewhere. */
export function memoryTally(): SocketTally {
  return {
    setLocal: () => Promise.resolve(),
    refresh: () => Promise.resolve(),
    elsewhere: () => Promise.resolve(0),
    close: () => Promise.resolve(),
  };
}

/** On the app's shared Redis connection (its owner closes it). */
export function redisTally(redis: Redis, prefix: string, nodeId: string, now: () => number): SocketTally {
  const key = (ip: string) => `${prefix}imip:${ip}`;
  const announce = (pipe: ReturnType<Redis['pipeline']>, ip: string, count: number) => {
    if (count > 0)
      pipe
        .hset(key(ip), nodeId, `${count}:${now() + SOCKET_TALLY_TTL_MS}`)
        .pexpire(key(ip), SOCKET_TALLY_TTL_MS);
    else pipe.hdel(key(ip), nodeId);
  };
  return {
    async setLocal(ip, count) {
      const pipe = redis.pipeline();
      announce(pipe, ip, count);
      await pipe.exec();
    },
    async refresh(counts) {
      if (counts.size === 0) return;
      const pipe = redis.pipeline();
      for (const [ip, count] of counts) announce(pipe, ip, count);
      await pipe.exec();
    },
    async elsewhere(ip) {
      return liveTotal(await redis.hgetall(key(ip)), now(), nodeId);
    },
    close: () => Promise.resolve(),
  };
}

/** A socket's place under the caps; released once, when its TCP socket closes or it is refused. */
export class SocketPlace {
  userID: string | undefined = undefined;
  released = false;

  constructor(
    readonly ip: string,
    private readonly onRelease: (place: SocketPlace) => void,
  ) {}

  release(): void {
    if (this.released) return;
    this.released = true;
    this.onRelease(this);
  }
}

function bump(map: Map<string, number>, key: string, by: number): number {
  const n = (map.get(key) ?? 0) + by;
  if (n > 0) map.set(key, n);
  else map.delete(key);
  return n;
}

export class SocketCaps {
  private readonly ips = new Map<string, number>();
  private readonly users = new Map<string, number>();

  constructor(
    private readonly limits: CapLimits,
    private readonly ipTally: SocketTally,
    /** Sockets of a user on the other nodes (presence). */
    private readonly userElsewhere: (userID: string) => Promise<number>,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A place for a socket from `ip`, or undefined when the address already holds its cap. */
  async enter(ip: string): Promise<SocketPlace | undefined> {
    const place = new SocketPlace(ip, (p) => this.leave(p));
    const n = bump(this.ips, ip, 1);
    this.announceIp(ip, n);
    if (await this.over(this.limits.maxSocketsPerIp, n, () => this.ipTally.elsewhere(ip))) {
      place.release();
      return undefined;
    }
    return place;
  }

  /** Counts the place's socket as one of `userID`'s; false (and the place released) at the user's cap. */
  async enterUser(place: SocketPlace, userID: string): Promise<boolean> {
    if (place.released) return false;
    place.userID = userID;
    const n = bump(this.users, userID, 1);
    if (await this.over(this.limits.maxSocketsPerUser, n, () => this.userElsewhere(userID))) {
      place.release();
      return false;
    }
    return true;
  }

  /** Re-announces this node's sockets per address (the gateway's sweep). */
  refresh(): Promise<void> {
    if (this.limits.maxSocketsPerIp <= 0) return Promise.resolve();
    return this.ipTally.refresh(new Map(this.ips));
  }

  close(): Promise<void> {
    return this.ipTally.close();
  }

  private leave(place: SocketPlace): void {
    this.announceIp(place.ip, bump(this.ips, place.ip, -1));
    if (place.userID !== undefined) bump(this.users, place.userID, -1);
  }

  /** `local` (this node, this socket included) with the other nodes' count is above `cap`. */
  private async over(cap: number, local: number, elsewhere: () => Promise<number>): Promise<boolean> {
    if (cap <= 0) return false;
    if (local > cap) return true;
    // A store that does not answer leaves this node's own cap (it never refuses everyone).
    const remote = await elsewhere().catch((error: unknown) => {
      this.onError(error);
      return 0;
    });
    return local + remote > cap;
  }

  private announceIp(ip: string, count: number): void {
    if (this.limits.maxSocketsPerIp <= 0) return;
    this.ipTally.setLocal(ip, Math.max(0, count)).catch(this.onError);
  }
}
