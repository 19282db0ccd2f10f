import { inArray } from 'drizzle-orm';

import { displayStatus, type FeedStatus, type VbScores } from '../../../protocol/match';
import type { MatchUpdate } from '../../../protocol/matchLive';
import { publishTopic } from '../../adapters/topics';
import { topics } from '../../services/topics';
import { displayScore, MatchNotice, statusNotice } from '../../../protocol/matchScore';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { leagues, type matches, teams } from '../../db/schema';

export type MatchRow = typeof matches.$inferSelect;

/** What a feed or the simulator says about a match now. */
export interface MatchState {
  feedStatus: FeedStatus;
  period: number;
  periodStartedAt: number | null;
  homeScore: number[];
  awayScore: number[];
  vbScores: VbScores | null;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** True when `state` differs from the row in anything a page shows. */
export function stateChanged(row: MatchRow, state: MatchState): boolean {
  return (
    row.feedStatus !== state.feedStatus ||
    row.period !== state.period ||
    (row.periodStartedAt?.getTime() ?? null) !== state.periodStartedAt ||
    !same(row.homeScore, state.homeScore) ||
    !same(row.awayScore, state.awayScore) ||
    !same(row.vbScores ?? null, state.vbScores)
  );
}

/** The columns a state sets (display status derived from the feed status). */
export function stateColumns(state: MatchState) {
  return {
    feedStatus: state.feedStatus,
    status: displayStatus(state.feedStatus),
    period: state.period,
    periodStartedAt: state.periodStartedAt === null ? null : new Date(state.periodStartedAt),
    homeScore: state.homeScore,
    awayScore: state.awayScore,
    vbScores: state.vbScores,
  };
}

/** The live update of a changed row (`before` = its feed status before the change). */
export function updateOf(row: MatchRow, before: FeedStatus | null, at: number): MatchUpdate {
  const feedStatus = row.feedStatus as FeedStatus;
  const notice = before === null ? null : statusNotice(before, feedStatus);
  return {
    matchId: row.id,
    version: row.version,
    sportId: row.sportId,
    kickoffAt: row.kickoffAt.getTime(),
    feedStatus,
    status: displayStatus(feedStatus),
    period: row.period,
    periodStartedAt: row.periodStartedAt?.getTime() ?? null,
    homeScore: row.homeScore,
    awayScore: row.awayScore,
    vbScores: row.vbScores ?? null,
    score: displayScore(row.sportId, row.homeScore, row.awayScore, row.vbScores),
    notification:
      notice === null
        ? null
        : {
            matchId: row.id,
            status: notice,
            sportId: row.sportId,
            homeName: {},
            awayName: {},
            leagueMatchName: {},
            homeScore: row.homeScore,
            awayScore: row.awayScore,
            vbScores: row.vbScores ?? null,
          },
    at,
  };
}

/** Fills the names of the notifications (rare: only the §4 moments carry one). */
export async function withNames(db: Db, rows: MatchRow[], updates: MatchUpdate[]): Promise<MatchUpdate[]> {
  const wanted = updates.filter((u) => u.notification !== null);
  if (wanted.length === 0) return updates;
  const byId = new Map(rows.map((r) => [r.id, r]));
  const teamIds = [
    ...new Set(wanted.flatMap((u) => [byId.get(u.matchId)!.homeTeamId, byId.get(u.matchId)!.awayTeamId])),
  ];
  const leagueIds = [...new Set(wanted.map((u) => byId.get(u.matchId)!.leagueId))];
  const teamNames = new Map(
    (await db.select({ id: teams.id, names: teams.names }).from(teams).where(inArray(teams.id, teamIds))).map(
      (t) => [t.id, t.names],
    ),
  );
  const leagueNames = new Map(
    (
      await db
        .select({ id: leagues.id, names: leagues.names })
        .from(leagues)
        .where(inArray(leagues.id, leagueIds))
    ).map((l) => [l.id, l.names]),
  );
  for (const u of wanted) {
    const row = byId.get(u.matchId)!;
    const n = u.notification!;
    n.homeName = teamNames.get(row.homeTeamId) ?? {};
    n.awayName = teamNames.get(row.awayTeamId) ?? {};
    n.leagueMatchName = leagueNames.get(row.leagueId) ?? {};
    if (n.status === MatchNotice.Started) {
      // §4: "started" shows 0-0, whatever the first seconds brought.
      n.homeScore = row.homeScore.map(() => 0);
      n.awayScore = row.awayScore.map(() => 0);
      n.vbScores = row.vbScores ? { pt: [0, 0] } : null;
    }
  }
  return updates;
}

/** Publishes each update on the bus (every node's gateway forwards it to the sockets that follow the match). */
export async function publishUpdates(ctx: AppContext, updates: readonly MatchUpdate[]): Promise<void> {
  for (const update of updates) await publishTopic(ctx.bus, topics.matchUpdate, update);
}
