import {
  MATCH_SUBSCRIPTIONS_MAX,
  MATCH_UPDATE_CHANNEL,
  MATCH_UPDATE_EVENT,
} from '../../../protocol/matchLive';
import type { AppContext } from '../../context';
import { hubOf, type HubSocket } from './hub';

/**
 * Live match updates on the messaging socket (issue 4 "live updates", protocol/matchLive.ts): a
 * socket (user or guest) follows up to MATCH_SUBSCRIPTIONS_MAX matches with SubscribeMatches; this
 * node listens once to the bus channel the match module publishes on and forwards each update to
 * the sockets here that follow that match, as the event OnMatchUpdate.
 */
export class MatchFollowers {
  private readonly bySocket = new Map<string, { socket: HubSocket; ids: Set<number> }>();
  private readonly byMatch = new Map<number, Set<HubSocket>>();
  readonly ready: Promise<() => Promise<void>>;

  constructor(ctx: AppContext) {
    this.ready = ctx.bus.subscribe(MATCH_UPDATE_CHANNEL, (payload) => this.deliver(payload));
  }

  /** Replaces what `socket` follows; answers the ids kept. */
  follow(socket: HubSocket, matchIds: readonly number[]): number[] {
    this.forget(socket.id);
    const ids = new Set(matchIds.slice(0, MATCH_SUBSCRIPTIONS_MAX));
    if (ids.size === 0) return [];
    this.bySocket.set(socket.id, { socket, ids });
    for (const id of ids) {
      let set = this.byMatch.get(id);
      if (!set) this.byMatch.set(id, (set = new Set()));
      set.add(socket);
    }
    return [...ids];
  }

  forget(socketId: string): void {
    const entry = this.bySocket.get(socketId);
    if (!entry) return;
    this.bySocket.delete(socketId);
    for (const id of entry.ids) {
      const set = this.byMatch.get(id);
      set?.delete(entry.socket);
      if (set?.size === 0) this.byMatch.delete(id);
    }
  }

  get followedMatches(): number {
    return this.byMatch.size;
  }

  private deliver(payload: string): void {
    let matchId: unknown;
    try {
      matchId = (JSON.parse(payload) as { matchId?: unknown }).matchId;
    } catch {
      return;
    }
    const sockets = typeof matchId === 'number' ? this.byMatch.get(matchId) : undefined;
    if (!sockets) return;
    const frame = JSON.stringify({
      event: MATCH_UPDATE_EVENT,
      errCode: 0,
      errMsg: '',
      data: payload,
      operationID: '',
    });
    for (const socket of sockets) socket.send(frame);
  }
}

const followers = new WeakMap<AppContext, MatchFollowers>();

export function matchFollowersOf(ctx: AppContext): MatchFollowers {
  let found = followers.get(ctx);
  if (!found) followers.set(ctx, (found = new MatchFollowers(ctx)));
  return found;
}

/** SubscribeMatches for the socket `socketId` of this node. */
export function followMatches(ctx: AppContext, socketId: string, matchIds: readonly number[]): number[] {
  const socket = [...(hubOf(ctx)?.allSockets() ?? [])].find((s) => s.id === socketId);
  return socket ? matchFollowersOf(ctx).follow(socket, matchIds) : [];
}
