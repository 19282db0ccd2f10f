import { eq, inArray } from 'drizzle-orm';

import { displayStatus, SportId } from '../../protocol/match';
import { leagues, matchAnchors, matches, teams, users } from '../db/schema';
import { hashPassword } from '../modules/account/passwords';
import { searchTextOf } from '../modules/match/present';
import { rng, seedOf } from '../modules/match/simulation/random';
import { simulatedPosition } from '../modules/match/simulator';
import { stateColumns } from '../modules/match/updates';
import { DEMO_PASSWORD } from './demoAccounts';
import { matchEventSeeds } from './matchEventSeed';
import { DEMO_LEAGUES, DEMO_PLAN, DEMO_STILL, DEMO_STREAMERS, DEMO_TEAMS } from './matchDemoData';
import type { Seed } from './runSeeds';

const MINUTE = 60_000;
/** Which plan entries the demo anchors stream (anchor01, anchor02, streamer01-04). */
const STREAMED = [0, 12, 5, 19, 28, 32];

/**
 * Demo matches relative to the first start: leagues and teams of six sports, 36 matches the
 * simulator plays (some over, some in play, some in the next hours) and three it does not
 * (postponed, to be determined, abandoned), four more demo streamers, and who streams what.
 */
export const matchSeeds: Seed[] = [
  {
    name: '0005-demo-matches',
    demo: true,
    async run(tx, ctx) {
      const now = ctx.now();
      const [anchor] = await tx
        .select({ hash: users.passwordHash })
        .from(users)
        .where(eq(users.username, 'anchor01'));
      const passwordHash = anchor?.hash ?? (await hashPassword(DEMO_PASSWORD));
      await tx
        .insert(users)
        .values(
          DEMO_STREAMERS.map((s, i) => ({
            username: s.username,
            usernameLower: s.username.toLowerCase(),
            passwordHash,
            areaCode: '86',
            phone: s.phone,
            appNumber: String(10_000_101 + i),
            nickname: s.nickname,
            role: 'anchor' as const,
            anchorStatus: 'approved' as const,
          })),
        )
        .onConflictDoNothing();

      const leagueRows = await tx
        .insert(leagues)
        .values(
          DEMO_LEAGUES.map((l) => ({
            sportId: l.sportId,
            names: l.names,
            searchText: searchTextOf(l.names),
          })),
        )
        .returning({ id: leagues.id });
      const leagueOf = new Map(DEMO_LEAGUES.map((l, i) => [l.key, { ...l, id: leagueRows[i]!.id }]));
      const teamIds = new Map<SportId, number[]>();
      for (const [sport, list] of Object.entries(DEMO_TEAMS)) {
        const rows = await tx
          .insert(teams)
          .values(list.map((names) => ({ sportId: Number(sport), names, searchText: searchTextOf(names) })))
          .returning({ id: teams.id });
        teamIds.set(
          Number(sport) as SportId,
          rows.map((r) => r.id),
        );
      }

      const random = rng(seedOf(ctx.config.match.simSeed, 0xdead));
      const teamsOf = (league: string, home: number, away: number) => {
        const l = leagueOf.get(league)!;
        const ids = teamIds.get(l.sportId)!;
        return { league: l, homeTeamId: ids[home]!, awayTeamId: ids[away]! };
      };
      const planned = DEMO_PLAN.map((p, i) => {
        const { league, homeTeamId, awayTeamId } = teamsOf(p.league, p.home, p.away);
        const simSeed = seedOf(ctx.config.match.simSeed, i + 1) & 0x7fffffff;
        const position = simulatedPosition(
          { sportId: league.sportId, simSeed, simRound: 0, kickoffAt: new Date(now + p.minutes * MINUTE) },
          now,
        );
        return {
          sportId: league.sportId,
          raceType: league.sportId,
          leagueId: league.id,
          homeTeamId,
          awayTeamId,
          kickoffAt: new Date(position.kickoffAt),
          ...stateColumns(position.state),
          hot: league.hot || i % 4 === 1,
          trending: i % 3 === 0,
          viewers: random.int(800, 250_000),
          simSeed,
          simRound: position.round,
          updatedAt: new Date(now),
        };
      });
      const still = DEMO_STILL.map((p) => {
        const { league, homeTeamId, awayTeamId } = teamsOf(p.league, p.home, p.away);
        const periods = league.sportId === SportId.Football ? 7 : 5;
        return {
          sportId: league.sportId,
          raceType: league.sportId,
          leagueId: league.id,
          homeTeamId,
          awayTeamId,
          kickoffAt: new Date(now + p.minutes * MINUTE),
          feedStatus: p.feedStatus,
          status: displayStatus(p.feedStatus),
          homeScore: new Array<number>(periods).fill(0),
          awayScore: new Array<number>(periods).fill(0),
          viewers: random.int(100, 5000),
          updatedAt: new Date(now),
        };
      });
      const matchRows = await tx
        .insert(matches)
        .values([...planned, ...still])
        .returning({ id: matches.id });

      const anchors = await tx
        .select({ id: users.id, username: users.username })
        .from(users)
        .where(inArray(users.username, ['anchor01', 'anchor02', ...DEMO_STREAMERS.map((s) => s.username)]));
      const order = ['anchor01', 'anchor02', ...DEMO_STREAMERS.map((s) => s.username)];
      const streaming = order.flatMap((username, i) => {
        const user = anchors.find((a) => a.username === username);
        const match = matchRows[STREAMED[i]!];
        return user && match
          ? [{ matchId: match.id, userId: user.id, viewers: random.int(300, 90_000) }]
          : [];
      });
      if (streaming.length > 0) await tx.insert(matchAnchors).values(streaming);
    },
  },
  ...matchEventSeeds,
];
