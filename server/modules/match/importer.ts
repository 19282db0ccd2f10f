import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';

import type { MatchUpdate } from '../../../protocol/matchLive';
import {
  type BrokenRow,
  type FeedCounts,
  feedDocument,
  feedEvent,
  feedLeague,
  feedLineup,
  feedMatch,
  type FeedReport,
  type FeedSection,
  feedTeam,
} from '../../../protocol/matchFeed';
import type { AppContext } from '../../context';
import { leagues, matchFeeds, matches, teams } from '../../db/schema';
import { issuesOf } from '../../http/registerApi';
import { presentEvent } from './eventStore';
import { bumpVersions, importEventsAndLineups } from './importEvents';
import type { EventRow } from './eventStore';
import { addStored, type MatchWrite, upsertMatch, upsertNamed } from './importRows';
import { type MatchRow, publishUpdates, updateOf, withNames } from './updates';
import { effectiveAt, recordMoments } from './momentStore';

/**
 * The JSON feed importer (protocol/MATCH_FEED.md). One transaction per document: leagues, teams,
 * matches, then their events and line-ups (importEvents.ts), each upserted by `<source>:<id>`; a row that fails its schema or names an unknown
 * league or team (or one of another sport) is reported and skipped, the rest is imported. Importing
 * the same document twice changes nothing. A document older than the last one of its source is
 * stale and writes nothing. Score and status changes are published as live updates after commit.
 */
export class FeedRejected extends Error {
  constructor(readonly issues: { path: string; rule: string }[]) {
    super(`match feed refused: ${issues.map((i) => `${i.path} ${i.rule}`).join(', ')}`);
  }
}

const counts = (): FeedCounts => ({ inserted: 0, updated: 0, unchanged: 0 });

/** Each row on its own: its schema, then a unique key (the id) within the section. */
function parseRows<S extends z.ZodType>(
  section: FeedSection,
  raw: unknown[],
  schema: S,
  keyOf: (row: z.output<S>) => string = (row) => (row as { id: string }).id,
): { rows: { index: number; data: z.output<S> }[]; broken: BrokenRow[] } {
  const rows: { index: number; data: z.output<S> }[] = [];
  const broken: BrokenRow[] = [];
  const seen = new Set<string>();
  raw.forEach((row, index) => {
    const rawId = (row as { id?: unknown } | null)?.id;
    const id = typeof rawId === 'string' ? rawId.slice(0, 64) : null;
    const result = schema.safeParse(row);
    if (!result.success) broken.push({ section, index, id, issues: issuesOf(result.error) });
    else if (seen.has(keyOf(result.data)))
      broken.push({ section, index, id, issues: [{ path: 'id', rule: 'duplicate' }] });
    else {
      seen.add(keyOf(result.data));
      rows.push({ index, data: result.data });
    }
  });
  return { rows, broken };
}

export async function importFeed(
  ctx: AppContext,
  raw: unknown,
): Promise<{ report: FeedReport; updates: MatchUpdate[] }> {
  const doc = feedDocument.safeParse(raw);
  if (!doc.success) throw new FeedRejected(issuesOf(doc.error));
  const { source, generatedAt } = doc.data;
  const ext = (id: string) => `${source}:${id}`;
  const parsedLeagues = parseRows('leagues', doc.data.leagues, feedLeague);
  const parsedTeams = parseRows('teams', doc.data.teams, feedTeam);
  const parsedMatches = parseRows('matches', doc.data.matches, feedMatch);
  const parsedEvents = parseRows('events', doc.data.events, feedEvent);
  const parsedLineups = parseRows('lineups', doc.data.lineups, feedLineup, (l) => `${l.matchId}|${l.side}`);
  const report: FeedReport = {
    source,
    generatedAt,
    stale: false,
    leagues: counts(),
    teams: counts(),
    matches: counts(),
    events: counts(),
    lineups: counts(),
    broken: [
      ...parsedLeagues.broken,
      ...parsedTeams.broken,
      ...parsedMatches.broken,
      ...parsedEvents.broken,
      ...parsedLineups.broken,
    ],
  };
  const now = ctx.now();
  const written: MatchWrite[] = [];
  const inDocument = new Map<string, MatchRow>();
  let eventsOf = new Map<number, EventRow[]>();
  /** A change shows on the stream with its newest event (the feed's own time), else when it is imported. */
  const momentAt = (matchId: number) =>
    effectiveAt(
      (eventsOf.get(matchId) ?? []).map((e) => e.at.getTime()),
      now,
    );
  await ctx.database.db.transaction(async (tx) => {
    // One import of a source at a time; an older document than the last one is stale.
    const [last] = await tx.select().from(matchFeeds).where(eq(matchFeeds.source, source)).for('update');
    if (last && last.generatedAt.getTime() > generatedAt) {
      report.stale = true;
      return;
    }
    const named = <T extends { id: string }>(rows: { data: T }[]) =>
      rows.map((r) => ({ ...r.data, externalId: ext(r.data.id) }));
    const leagueIds = await upsertNamed(tx, leagues, named(parsedLeagues.rows), report.leagues);
    const teamIds = await upsertNamed(tx, teams, named(parsedTeams.rows), report.teams);
    const rows = parsedMatches.rows;
    await addStored(
      tx,
      leagues,
      leagueIds,
      rows.map((r) => ext(r.data.leagueId)),
    );
    await addStored(
      tx,
      teams,
      teamIds,
      rows.flatMap((r) => [ext(r.data.homeId), ext(r.data.awayId)]),
    );
    const existing = rows.length
      ? await tx
          .select()
          .from(matches)
          .where(
            inArray(
              matches.externalId,
              rows.map((r) => ext(r.data.id)),
            ),
          )
      : [];
    const byExt = new Map(existing.map((m) => [m.externalId!, m]));
    for (const { index, data: m } of rows) {
      const league = leagueIds.get(ext(m.leagueId));
      const home = teamIds.get(ext(m.homeId));
      const away = teamIds.get(ext(m.awayId));
      const problem = !league
        ? { path: 'leagueId', rule: 'unknownLeague' }
        : !home
          ? { path: 'homeId', rule: 'unknownTeam' }
          : !away
            ? { path: 'awayId', rule: 'unknownTeam' }
            : [league, home, away].some((r) => r.sportId !== m.sportId)
              ? { path: 'sportId', rule: 'sportMismatch' }
              : null;
      if (problem) {
        report.broken.push({ section: 'matches', index, id: m.id, issues: [problem] });
        continue;
      }
      const refs = { leagueId: league!.id, homeTeamId: home!.id, awayTeamId: away!.id };
      const write = await upsertMatch(tx, ext(m.id), m, refs, byExt.get(ext(m.id)), now);
      report.matches[write.kind]++;
      written.push(write);
      const stored = write.row ?? byExt.get(ext(m.id));
      if (stored) inDocument.set(ext(m.id), stored);
    }
    eventsOf = await importEventsAndLineups(
      tx,
      ext,
      parsedEvents.rows,
      parsedLineups.rows,
      inDocument,
      report,
    );
    // Matches whose only news is events get a version of their own for the update carrying them.
    const moved = new Set(written.filter((w) => w.live && w.row).map((w) => w.row!.id));
    const quiet = [...eventsOf.keys()].filter((id) => !moved.has(id));
    for (const row of await bumpVersions(tx, quiet))
      written.push({ kind: 'updated', row, before: null, live: true });
    // The history the synced views replay (issue 21), in the import's transaction.
    await recordMoments(
      tx,
      // A match seen for the first time starts its history too.
      written
        .filter((w) => (w.live || w.kind === 'inserted') && w.row)
        .map((w) => ({ ...updateOf(w.row!, w.before, momentAt(w.row!.id)), matchId: w.row!.id })),
    );
    const at = { generatedAt: new Date(generatedAt), importedAt: new Date(now) };
    await tx
      .insert(matchFeeds)
      .values({ source, ...at })
      .onConflictDoUpdate({ target: matchFeeds.source, set: at });
  });
  const order = { leagues: 0, teams: 1, matches: 2, events: 3, lineups: 4 };
  report.broken.sort((a, b) => order[a.section] - order[b.section] || a.index - b.index);
  const live = written.filter((w) => w.live && w.row);
  const updates = await withNames(
    ctx.database.db,
    live.map((w) => w.row!),
    live.map((w) => {
      const events = eventsOf.get(w.row!.id) ?? [];
      return {
        ...updateOf(w.row!, w.before, momentAt(w.row!.id)),
        ...(events.length > 0 ? { events: events.map(presentEvent) } : {}),
      };
    }),
  );
  await publishUpdates(ctx, updates);
  return { report, updates };
}
