import type { ConnectionState } from '../../protocol/imWorkerApi';
import type { MatchCard } from '../../protocol/match';
import type { MatchUpdate } from '../../protocol/matchLive';

/**
 * Live updates over fetched matches, pure. An update is kept only when its `version` is above the
 * one already held (the socket may deliver late or twice); a fetched card newer than the last update
 * wins over it, so a reload never goes back in time.
 */

/** The latest of two updates of one match (`incoming` only when strictly newer). */
export function newerUpdate(held: MatchUpdate | undefined, incoming: MatchUpdate): MatchUpdate {
  return held && held.version >= incoming.version ? held : incoming;
}

/** The card with the live fields of `update` laid over it, when the update is newer than the card. */
export function withUpdate<T extends MatchCard>(card: T, update: MatchUpdate | undefined): T {
  if (!update || update.matchId !== card.id || update.version <= card.version) return card;
  return {
    ...card,
    version: update.version,
    kickoffAt: update.kickoffAt,
    feedStatus: update.feedStatus,
    status: update.status,
    period: update.period,
    periodStartedAt: update.periodStartedAt,
    homeScore: update.homeScore,
    awayScore: update.awayScore,
    vbScores: update.vbScores,
    score: update.score,
    // A fresh update means the feed is moving again.
    stale: false,
  };
}

/** Unique positive ids, at most `max`, in first-seen order (what a tab asks the worker to follow). */
export function followList(ids: Iterable<number>, max: number): number[] {
  const out: number[] = [];
  for (const id of ids) {
    if (out.length >= max) break;
    if (Number.isInteger(id) && id > 0 && !out.includes(id)) out.push(id);
  }
  return out;
}

const UP: readonly ConnectionState[] = ['open', 'loggedIn'];

/** The socket came (back) up: from idle or connecting to open or logged in (open -> logged in is not a new one). */
export function cameUp(before: ConnectionState, after: ConnectionState): boolean {
  return UP.includes(after) && !UP.includes(before);
}
