import { eq, inArray, sql } from 'drizzle-orm';

import type { BrokenRow, FeedEvent, FeedLineup, FeedReport } from '../../../protocol/matchFeed';
import type { Tx } from '../../db/client';
import { matchEvents, matches } from '../../db/schema';
import { type EventRow, lineupsOf, sideNumber, writeLineup } from './eventStore';
import type { MatchRow } from './updates';

/**
 * The events and line-ups sections of a feed document (protocol/MATCH_FEED.md), inside the
 * importer's transaction, after its matches: a row naming a match that is neither in the document
 * nor stored from the same source is broken; events are upserted by `<source>:<id>` within their
 * match, a side's line-up is replaced when it differs. Answers the events written per match.
 */
export interface Parsed<T> {
  index: number;
  data: T;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Database id and kickoff of the matches the rows name: from this document, else stored ones. */
async function matchesNamed(
  tx: Tx,
  known: Map<string, MatchRow>,
  externalIds: string[],
): Promise<Map<string, { id: number; kickoffAt: number }>> {
  const out = new Map<string, { id: number; kickoffAt: number }>();
  for (const [ext, row] of known) out.set(ext, { id: row.id, kickoffAt: row.kickoffAt.getTime() });
  const missing = [...new Set(externalIds.filter((id) => !out.has(id)))];
  if (missing.length > 0) {
    const rows = await tx
      .select({ id: matches.id, externalId: matches.externalId, kickoffAt: matches.kickoffAt })
      .from(matches)
      .where(inArray(matches.externalId, missing));
    for (const r of rows) out.set(r.externalId!, { id: r.id, kickoffAt: r.kickoffAt.getTime() });
  }
  return out;
}

function eventValues(e: FeedEvent, matchId: number, key: string, kickoffAt: number) {
  return {
    matchId,
    key,
    kind: e.kind,
    side: sideNumber(e.side),
    period: e.period,
    minute: e.minute,
    second: e.second,
    // Without its own moment an event is placed by its clock after kickoff.
    at: new Date(e.at ?? kickoffAt + e.minute * 60_000 + e.second * 1000),
    player: e.player,
    number: e.number,
    playerOut: e.playerOut,
    points: e.points,
    score: null,
  };
}

const comparable = (v: Omit<EventRow, 'id' | 'score' | 'matchId' | 'key'>) => [
  v.kind,
  v.side,
  v.period,
  v.minute,
  v.second,
  v.at.getTime(),
  v.player,
  v.number,
  v.playerOut,
  v.points,
];

export async function importEventsAndLineups(
  tx: Tx,
  ext: (id: string) => string,
  events: Parsed<FeedEvent>[],
  lineups: Parsed<FeedLineup>[],
  inDocument: Map<string, MatchRow>,
  report: FeedReport,
): Promise<Map<number, EventRow[]>> {
  const named = await matchesNamed(tx, inDocument, [
    ...events.map((e) => ext(e.data.matchId)),
    ...lineups.map((l) => ext(l.data.matchId)),
  ]);
  const unknown = (section: BrokenRow['section'], index: number, id: string | null) =>
    report.broken.push({ section, index, id, issues: [{ path: 'matchId', rule: 'unknownMatch' }] });

  const written = new Map<number, EventRow[]>();
  const keys = events.map((e) => ext(e.data.id));
  const stored = keys.length ? await tx.select().from(matchEvents).where(inArray(matchEvents.key, keys)) : [];
  const byKey = new Map(stored.map((r) => [`${r.matchId}|${r.key}`, r]));
  for (const { index, data } of events) {
    const match = named.get(ext(data.matchId));
    if (!match) {
      unknown('events', index, data.id);
      continue;
    }
    const key = ext(data.id);
    const values = eventValues(data, match.id, key, match.kickoffAt);
    const old = byKey.get(`${match.id}|${key}`);
    let row: EventRow | undefined;
    if (!old) {
      [row] = await tx.insert(matchEvents).values(values).returning();
      report.events.inserted++;
    } else if (!same(comparable(old), comparable(values))) {
      [row] = await tx.update(matchEvents).set(values).where(eq(matchEvents.id, old.id)).returning();
      report.events.updated++;
    } else report.events.unchanged++;
    if (row) written.set(match.id, [...(written.get(match.id) ?? []), row]);
  }

  const current = await lineupsOf(
    tx,
    [...new Set(lineups.map((l) => named.get(ext(l.data.matchId))?.id))].filter(
      (id): id is number => id !== undefined,
    ),
  );
  for (const { index, data } of lineups) {
    const match = named.get(ext(data.matchId));
    if (!match) {
      unknown('lineups', index, null);
      continue;
    }
    if (same(current.get(match.id)?.[data.side] ?? [], data.players)) {
      report.lineups.unchanged++;
      continue;
    }
    await writeLineup(tx, match.id, data.side, data.players);
    report.lineups[current.get(match.id)?.[data.side].length ? 'updated' : 'inserted']++;
  }
  return written;
}

/** Matches whose only news is events: a new version so the live update that carries them is kept. */
export async function bumpVersions(tx: Tx, ids: number[]): Promise<MatchRow[]> {
  if (ids.length === 0) return [];
  return tx
    .update(matches)
    .set({ version: sql`${matches.version} + 1` })
    .where(inArray(matches.id, ids))
    .returning();
}
