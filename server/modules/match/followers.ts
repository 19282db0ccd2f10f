import { inArray } from 'drizzle-orm';

import { MATCH_SUBSCRIPTIONS_MAX, MATCH_UPDATE_EVENT, type MatchUpdate } from '../../../protocol/matchLive';
import type { Bus } from '../../adapters/bus';
import { subscribeTopic } from '../../adapters/topics';
import { matches } from '../../db/schema';
import { topics } from '../../services/topics';
import type { FuncData, HubSocket, SocketCall, SocketFunctionTable } from '../realtime';
import { currentMomentTimes } from './momentStore';
import { updateOf } from './updates';

/**
 * Live match updates on the messaging socket (issue 4 "live updates", protocol/matchLive.ts): a
 * socket (user or guest) follows up to MATCH_SUBSCRIPTIONS_MAX matches with SubscribeMatches; this
 * node listens once to the bus channel the match module publishes on and forwards each update to
 * the sockets here that follow that match, as the event OnMatchUpdate.
 */
export class MatchFollowers {
  private readonly bySocket = new Map<string, { socket: HubSocket; ids: Set<number> }>();
  private readonly byMatch = new Map<number, Set<HubSocket>>();
  private subscription: Promise<() => Promise<void>> | undefined;

  /** Listens to the match updates of the bus; resolves once they reach this node. */
  start(bus: Bus): Promise<unknown> {
    this.subscription ??= subscribeTopic(bus, topics.matchUpdate, (update, raw) => this.deliver(update, raw));
    return this.subscription;
  }

  async stop(): Promise<void> {
    const unsubscribe = await this.subscription?.catch(() => undefined);
    this.subscription = undefined;
    await unsubscribe?.();
  }

  /** Replaces what `socket` follows; answers the ids kept and, of them, those it did not follow before. */
  follow(socket: HubSocket, matchIds: readonly number[]): { kept: number[]; added: number[] } {
    const before = this.bySocket.get(socket.id)?.ids;
    this.forget(socket.id);
    const ids = new Set(matchIds.slice(0, MATCH_SUBSCRIPTIONS_MAX));
    if (ids.size === 0) return { kept: [], added: [] };
    this.bySocket.set(socket.id, { socket, ids });
    for (const id of ids) {
      let set = this.byMatch.get(id);
      if (!set) this.byMatch.set(id, (set = new Set()));
      set.add(socket);
    }
    const kept = [...ids];
    return { kept, added: kept.filter((id) => !before?.has(id)) };
  }

  /** Sends `socket` an update frame as the bus would (the state of a match it starts to follow). */
  sendTo(socket: HubSocket, update: MatchUpdate): void {
    socket.send(updateFrame(JSON.stringify(update)));
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

  private deliver(update: MatchUpdate, payload: string): void {
    const { matchId } = update as { matchId?: unknown };
    const sockets = typeof matchId === 'number' ? this.byMatch.get(matchId) : undefined;
    if (!sockets) return;
    const frame = updateFrame(payload);
    for (const socket of sockets) socket.send(frame);
  }
}

const updateFrame = (payload: string) =>
  JSON.stringify({ event: MATCH_UPDATE_EVENT, errCode: 0, errMsg: '', data: payload, operationID: '' });

/**
 * SubscribeMatches, for users and guests: the calling socket follows the matches of this node. Each
 * match it starts to follow is sent once as it is now (an OnMatchUpdate without events): a change
 * made between the page's list call and this subscription would otherwise never reach it. The page
 * drops what is not newer than what it shows (`version`).
 */
export function followerFunctions(followers: MatchFollowers): SocketFunctionTable {
  const subscribe = async (call: SocketCall, data: FuncData<'SubscribeMatches'>) => {
    const socket = call.socket;
    if (!socket) return { matchIds: [] };
    const { kept, added } = followers.follow(socket, data.matchIds);
    if (added.length > 0) {
      const rows = await call.ctx.database.db.select().from(matches).where(inArray(matches.id, added));
      // The state as it is now is the moment it began (issue 21: a synced view places it there).
      const at = await currentMomentTimes(call.ctx.database.db, rows, call.ctx.now());
      for (const row of rows) followers.sendTo(socket, updateOf(row, null, at.get(row.id)!));
    }
    return { matchIds: kept };
  };
  return { SubscribeMatches: { user: subscribe, guest: subscribe } };
}
