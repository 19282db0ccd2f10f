import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';

import {
  type adminMatchListRequest,
  type AdminMatchRow,
  type FeedRun,
  type FeedStatus,
  STALE_MATCH_MS,
} from '../../../../protocol/adminOps';
import { ErrorCode } from '../../../../protocol/errors';
import type { Language } from '../../../../protocol/language';
import type { MatchStatus } from '../../../../protocol/match';
import { isFeedStale } from '../../../../protocol/matchConstants';
import { publishTopic } from '../../../adapters/topics';
import type { AppContext } from '../../../context';
import { leagues, matchFeeds, matches, teams } from '../../../db/schema';
import { ApiError } from '../../../http/apiError';
import {
  lastFeedRun,
  likePattern,
  pickName,
  simulatorSwitch,
  simulatorSwitched,
  type StoredFeedRun,
  writeSimulatorSwitch,
} from '../../match';
import { writeAudit } from './audit';

const home = alias(teams, 'home');
const away = alias(teams, 'away');

const LIVE_STATUSES: MatchStatus[] = ['live', 'interrupted'];
const UPCOMING_STATUSES: MatchStatus[] = ['notStarted', 'tbd', 'postponed'];

/** Live (feed-driven) matches without an update for STALE_MATCH_MS. */
function staleWhere(now: number): SQL {
  return and(
    eq(matches.status, 'live'),
    isNotNull(matches.feedUpdatedAt),
    lt(matches.feedUpdatedAt, new Date(now - STALE_MATCH_MS)),
  )!;
}

function presentRun(run: StoredFeedRun | undefined): FeedRun | null {
  return run ? { at: run.at, ok: run.ok, error: run.error, report: run.report } : null;
}

function matchName(
  row: { home: Record<string, string | undefined>; away: Record<string, string | undefined> },
  lang: Language,
) {
  return `${pickName(row.home, lang)} – ${pickName(row.away, lang)}`;
}

export async function feedStatus(ctx: AppContext, lang: Language): Promise<FeedStatus> {
  const { db } = ctx.database;
  const now = ctx.now();
  const [feeds, run, stale, on, [simulated]] = await Promise.all([
    db.select().from(matchFeeds).orderBy(desc(matchFeeds.importedAt)),
    lastFeedRun(db),
    db
      .select({
        id: matches.id,
        status: matches.status,
        feedUpdatedAt: matches.feedUpdatedAt,
        home: home.names,
        away: away.names,
      })
      .from(matches)
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId))
      .where(staleWhere(now))
      .orderBy(asc(matches.feedUpdatedAt))
      .limit(100),
    simulatorSwitch(ctx),
    db.select({ n: count() }).from(matches).where(isNotNull(matches.simSeed)),
  ]);
  return {
    configured: Boolean(ctx.config.match.feed),
    staleAfterMs: STALE_MATCH_MS,
    feeds: feeds.map((f) => ({
      source: f.source,
      generatedAt: f.generatedAt.getTime(),
      importedAt: f.importedAt.getTime(),
    })),
    lastRun: presentRun(run),
    stale: stale.map((m) => ({
      id: m.id,
      name: matchName(m, lang),
      status: m.status as MatchStatus,
      feedUpdatedAt: m.feedUpdatedAt!.getTime(),
    })),
    simulator: { on, runningHere: ctx.runtimes.match.simulator.ticking, simulatedMatches: simulated?.n ?? 0 },
  };
}

/** Import now: the configured feed once; a failed read or a refused document is the run's error. */
export async function importNow(ctx: AppContext, actor: string) {
  if (!ctx.config.match.feed) return { configured: false, run: null };
  await ctx.runtimes.match.importConfiguredFeed().catch(() => undefined);
  const run = await lastFeedRun(ctx.database.db);
  await ctx.database.db.transaction((tx) =>
    writeAudit(tx, {
      actor,
      action: 'matchFeedImport',
      target: 'feed',
      reason: run?.ok ? null : (run?.error ?? null),
      at: ctx.now(),
    }),
  );
  return { configured: true, run: presentRun(run) };
}

export async function listMatches(
  ctx: AppContext,
  body: z.output<typeof adminMatchListRequest>,
  lang: Language,
) {
  const { db } = ctx.database;
  const now = ctx.now();
  const where: SQL[] = [];
  if (body.query) {
    const id = /^\d{1,9}$/.test(body.query) ? Number(body.query) : null;
    const like = likePattern(body.query);
    where.push(
      or(
        ilike(home.searchText, like),
        ilike(away.searchText, like),
        ilike(leagues.searchText, like),
        ...(id ? [eq(matches.id, id)] : []),
      )!,
    );
  }
  if (body.filter === 'live') where.push(inArray(matches.status, LIVE_STATUSES));
  if (body.filter === 'upcoming') where.push(inArray(matches.status, UPCOMING_STATUSES));
  if (body.filter === 'over')
    where.push(sql`${matches.status} not in ${[...LIVE_STATUSES, ...UPCOMING_STATUSES]}`);
  if (body.filter === 'hot') where.push(eq(matches.hot, true));
  if (body.filter === 'stale') where.push(staleWhere(now));
  const filter = where.length ? and(...where) : undefined;
  const column = { kickoff: matches.kickoffAt, id: matches.id, updated: matches.updatedAt }[body.sort];
  const order = body.order === 'asc' ? asc : desc;
  const base = () =>
    db
      .select({
        m: matches,
        league: leagues.names,
        home: home.names,
        away: away.names,
      })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId));
  const [rows, [total]] = await Promise.all([
    base()
      .where(filter)
      .orderBy(order(column), order(matches.id))
      .limit(body.pageSize)
      .offset((body.page - 1) * body.pageSize),
    db
      .select({ n: count() })
      .from(matches)
      .innerJoin(leagues, eq(leagues.id, matches.leagueId))
      .innerJoin(home, eq(home.id, matches.homeTeamId))
      .innerJoin(away, eq(away.id, matches.awayTeamId))
      .where(filter),
  ]);
  const list: AdminMatchRow[] = rows.map(({ m, league, home: h, away: a }) => ({
    id: m.id,
    sportId: m.sportId,
    league: pickName(league, lang),
    home: pickName(h, lang),
    away: pickName(a, lang),
    kickoffAt: m.kickoffAt.getTime(),
    status: m.status as MatchStatus,
    hot: m.hot,
    streamUrl: m.streamUrl,
    source: m.externalId ? 'feed' : m.simSeed !== null ? 'simulator' : 'manual',
    stale: isFeedStale(m.status as MatchStatus, m.feedUpdatedAt?.getTime() ?? null, now),
    updatedAt: m.updatedAt.getTime(),
  }));
  return { list, total: total?.n ?? 0, page: body.page, pageSize: body.pageSize };
}

/** Marks a match hot or not; the lists of every node drop their cache (a version bump is published by none). */
export async function setHot(ctx: AppContext, matchId: number, hot: boolean, actor: string) {
  const at = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(matches)
      .set({ hot, version: sql`${matches.version} + 1`, updatedAt: new Date(at) })
      .where(eq(matches.id, matchId))
      .returning({ id: matches.id });
    if (!row) throw new ApiError(ErrorCode.NotFound);
    await writeAudit(tx, { actor, action: hot ? 'matchHot' : 'matchNotHot', target: `match:${matchId}`, at });
  });
  ctx.runtimes.match.cache.invalidate();
  return { matchId, hot };
}

/** The simulator switch: stored and audited in one transaction, then told to every node (this one too). */
export async function switchSimulator(ctx: AppContext, on: boolean, actor: string) {
  const at = ctx.now();
  await ctx.database.db.transaction(async (tx) => {
    await writeSimulatorSwitch(ctx, tx, on);
    await writeAudit(tx, {
      actor,
      action: on ? 'simulatorOn' : 'simulatorOff',
      target: 'matchSimulator',
      at,
    });
  });
  await publishTopic(ctx.bus, simulatorSwitched, { on });
  return { on };
}
