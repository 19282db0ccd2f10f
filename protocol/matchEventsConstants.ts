import { SportId } from './matchConstants';
import type { LineupPlayer, MatchEvent } from './matchEvents';

/**
 * Match events and line-ups (issue 4): what happened in a match (goals, cards, substitutions,
 * shoot-out kicks, runs, maps, period starts and ends) at a match-clock minute/second and at a
 * wall-clock moment `at`, the moment of the stream that shows it (the live playlist carries
 * EXT-X-PROGRAM-DATE-TIME, a replay starts at kickoff). Line-ups: starters and substitutes per side.
 * Shared by the server (simulator, importer, details), the feed (protocol/matchFeed.ts) and the page.
 * This module has no zod (the page imports it); protocol/matchEvents.ts has the schemas and re-exports it.
 */

export const MATCH_EVENT_KINDS = [
  'goal',
  'ownGoal',
  /** A goal taken back (VAR, offside): `score` is the score after it; the goal itself stays in the list. */
  'goalDisallowed',
  'yellowCard',
  'redCard',
  'substitution',
  /** A kick of a penalty shoot-out: scored or missed. */
  'shootoutScored',
  'shootoutMissed',
  /** A score of a sport without goals: baseball runs, an esports map won (`points`). */
  'score',
  'periodStart',
  'periodEnd',
  'matchEnd',
] as const;
export type MatchEventKind = (typeof MATCH_EVENT_KINDS)[number];

export const MATCH_SIDES = ['home', 'away'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];

/** Events that belong to one side need it; period marks and the final whistle have none. */
export const NEUTRAL_EVENT_KINDS: readonly MatchEventKind[] = ['periodStart', 'periodEnd', 'matchEnd'];

/** At most this many players per side (starters plus the bench). */
export const LINEUP_MAX = 30;

/** Starters per side of the sports that show line-ups (§2 live page: line-ups or the period table). */
export const LINEUP_STARTERS: Readonly<Partial<Record<number, number>>> = {
  [SportId.Football]: 11,
  [SportId.Basketball]: 5,
};

export function showsLineups(sportId: number): boolean {
  return LINEUP_STARTERS[sportId] !== undefined;
}

/** Events in the order they happened (same moment: by id, the order they were recorded in). */
export function sortEvents<T extends Pick<MatchEvent, 'at' | 'id'>>(events: readonly T[]): T[] {
  return [...events].sort((a, b) => a.at - b.at || a.id - b.id);
}

/**
 * Merges events fetched with the match and events that came with live updates: one per id, in
 * time order; events from before `kickoffAt` belong to an earlier round of a replayed match.
 */
export function mergeEvents(
  held: readonly MatchEvent[],
  incoming: readonly MatchEvent[],
  kickoffAt: number,
): MatchEvent[] {
  const byId = new Map<number, MatchEvent>();
  for (const e of [...held, ...incoming]) if (e.at >= kickoffAt) byId.set(e.id, e);
  return sortEvents([...byId.values()]);
}

/** Kinds shown as dots on the player's progress bar (period starts are not news). */
export function isMarkerEvent(kind: MatchEventKind): boolean {
  return kind !== 'periodStart';
}

/** The match clock of an event as text: football `23'`, other sports `12:05` within the period. */
export function eventClock(sportId: number, e: Pick<MatchEvent, 'minute' | 'second'>): string {
  if (sportId === SportId.Football) return `${e.minute + 1}'`;
  return `${e.minute}:${String(e.second).padStart(2, '0')}`;
}

/** Starters first (by shirt number), then the bench (by shirt number). */
export function lineupOrder(players: readonly LineupPlayer[]): {
  starters: LineupPlayer[];
  bench: LineupPlayer[];
} {
  const byNumber = (a: LineupPlayer, b: LineupPlayer) => a.number - b.number;
  return {
    starters: players.filter((p) => p.starter).sort(byNumber),
    bench: players.filter((p) => !p.starter).sort(byNumber),
  };
}
