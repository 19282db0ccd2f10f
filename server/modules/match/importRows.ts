import { eq, inArray, sql } from 'drizzle-orm';

import type { FeedStatus } from '../../../protocol/match';
import type { FeedCounts, FeedMatch } from '../../../protocol/matchFeed';
import type { Tx } from '../../db/client';
import { type leagues, matches, teams } from '../../db/schema';
import { searchTextOf } from './present';
import { type MatchRow, stateChanged, stateColumns } from './updates';

/** Row writers of the feed importer (server/modules/match/importer.ts), inside its transaction. */

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type NamedTable = typeof leagues | typeof teams;
export interface NamedRow {
  id: string;
  sportId: number;
  names: Partial<Record<string, string>>;
  logo?: string | null;
}
export type Known = Map<string, { id: number; sportId: number }>;

/** Upserts leagues or teams by external id; answers the database id and sport of each. */
export async function upsertNamed(
  tx: Tx,
  table: NamedTable,
  rows: (NamedRow & { externalId: string })[],
  tally: FeedCounts,
): Promise<Known> {
  const existing = rows.length
    ? await tx
        .select()
        .from(table)
        .where(
          inArray(
            table.externalId,
            rows.map((r) => r.externalId),
          ),
        )
    : [];
  const byExt = new Map(existing.map((r) => [r.externalId!, r as typeof r & { logo?: string | null }]));
  const known: Known = new Map();
  for (const row of rows) {
    const isTeam = table === teams;
    const values = {
      externalId: row.externalId,
      sportId: row.sportId,
      names: row.names,
      searchText: searchTextOf(row.names),
      ...(isTeam ? { logo: row.logo ?? null } : {}),
    };
    const old = byExt.get(row.externalId);
    if (!old) {
      const [inserted] = await tx.insert(table).values(values).returning({ id: table.id });
      known.set(row.externalId, { id: inserted!.id, sportId: row.sportId });
      tally.inserted++;
      continue;
    }
    known.set(row.externalId, { id: old.id, sportId: row.sportId });
    if (
      old.sportId !== row.sportId ||
      !same(old.names, row.names) ||
      (isTeam && old.logo !== (row.logo ?? null))
    ) {
      await tx.update(table).set(values).where(eq(table.id, old.id));
      tally.updated++;
    } else tally.unchanged++;
  }
  return known;
}

/** Adds to `known` the rows of earlier documents that this one refers to without listing them. */
export async function addStored(
  tx: Tx,
  table: NamedTable,
  known: Known,
  externalIds: string[],
): Promise<void> {
  const missing = [...new Set(externalIds.filter((id) => !known.has(id)))];
  if (missing.length === 0) return;
  const rows = await tx
    .select({ id: table.id, externalId: table.externalId, sportId: table.sportId })
    .from(table)
    .where(inArray(table.externalId, missing));
  for (const r of rows) known.set(r.externalId!, { id: r.id, sportId: r.sportId });
}

export interface MatchWrite {
  kind: keyof FeedCounts;
  row?: MatchRow;
  before: FeedStatus | null;
  /** Status, period or scores changed: a live update is due. */
  live: boolean;
}

/** Inserts or updates one match; an older row (by `updatedAt`) never overwrites a newer one. */
export async function upsertMatch(
  tx: Tx,
  externalId: string,
  m: FeedMatch,
  refs: { leagueId: number; homeTeamId: number; awayTeamId: number },
  old: MatchRow | undefined,
  now: number,
): Promise<MatchWrite> {
  const state = {
    feedStatus: m.status,
    period: m.period,
    periodStartedAt: m.periodStartedAt,
    homeScore: m.homeScore,
    awayScore: m.awayScore,
    vbScores: m.vbScores,
  };
  const values = {
    externalId,
    sportId: m.sportId,
    raceType: m.sportId,
    ...refs,
    kickoffAt: new Date(m.kickoffAt),
    ...stateColumns(state),
    hot: m.hot,
    trending: m.trending,
    viewers: m.viewers,
    streamUrl: m.streamUrl,
    feedUpdatedAt: new Date(m.updatedAt),
    updatedAt: new Date(now),
  };
  if (!old) {
    const [row] = await tx.insert(matches).values(values).returning();
    return { kind: 'inserted', row: row!, before: null, live: false };
  }
  if (old.feedUpdatedAt && old.feedUpdatedAt.getTime() > m.updatedAt)
    return { kind: 'unchanged', before: null, live: false };
  const live = stateChanged(old, state);
  const other =
    old.sportId !== m.sportId ||
    old.leagueId !== refs.leagueId ||
    old.homeTeamId !== refs.homeTeamId ||
    old.awayTeamId !== refs.awayTeamId ||
    old.kickoffAt.getTime() !== m.kickoffAt ||
    old.hot !== m.hot ||
    old.trending !== m.trending ||
    old.viewers !== m.viewers ||
    old.streamUrl !== m.streamUrl;
  if (!live && !other) {
    // A heartbeat: only the update time moves (it keeps the stale rule off); nothing to publish.
    if (old.feedUpdatedAt?.getTime() !== m.updatedAt)
      await tx
        .update(matches)
        .set({ feedUpdatedAt: new Date(m.updatedAt) })
        .where(eq(matches.id, old.id));
    return { kind: 'unchanged', before: null, live: false };
  }
  const [row] = await tx
    .update(matches)
    .set({ ...values, version: sql`${matches.version} + 1` })
    .where(eq(matches.id, old.id))
    .returning();
  return { kind: 'updated', row: row!, before: old.feedStatus as FeedStatus, live };
}
