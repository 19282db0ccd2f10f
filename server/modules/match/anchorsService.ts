import { and, asc, desc, eq, inArray, isNotNull, like, or, sql } from 'drizzle-orm';

import type { AnchorCard } from '../../../protocol/match';
import type { AppContext } from '../../context';
import { matchAnchors, matches, rooms, users } from '../../db/schema';
import { likePattern } from './listService';
import { presentAnchor } from './present';

/** Anchors as the match pages and home show them: approved, not disabled, with the live match they stream. */
const approved = and(eq(users.role, 'anchor'), eq(users.anchorStatus, 'approved'), eq(users.disabled, false));

/** Each anchor's live match (the most watched one when several) and its viewers. */
async function liveMatches(
  ctx: AppContext,
  userIds: number[],
): Promise<Map<number, { matchId: number; viewers: number }>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.database.db
    .select({ userId: matchAnchors.userId, matchId: matchAnchors.matchId, viewers: matchAnchors.viewers })
    .from(matchAnchors)
    .innerJoin(matches, eq(matches.id, matchAnchors.matchId))
    .where(and(inArray(matchAnchors.userId, userIds), eq(matches.status, 'live')))
    .orderBy(desc(matchAnchors.viewers));
  const live = new Map<number, { matchId: number; viewers: number }>();
  for (const r of rows)
    if (!live.has(r.userId)) live.set(r.userId, { matchId: r.matchId, viewers: r.viewers });
  return live;
}

/** The anchors streaming a match, most watched first. */
export async function anchorsOfMatch(ctx: AppContext, matchId: number, live: boolean): Promise<AnchorCard[]> {
  // While the match is live, only the rooms that are live now: an anchor covering it is listed while streaming.
  const where = live
    ? and(eq(matchAnchors.matchId, matchId), approved, isNotNull(rooms.liveSince))
    : and(eq(matchAnchors.matchId, matchId), approved);
  const rows = await ctx.database.db
    .select({ user: users, viewers: matchAnchors.viewers })
    .from(matchAnchors)
    .innerJoin(users, eq(users.id, matchAnchors.userId))
    .leftJoin(rooms, eq(rooms.anchorId, matchAnchors.userId))
    .where(where)
    .orderBy(desc(matchAnchors.viewers), asc(users.id));
  return rows.map((r) => presentAnchor(r.user, live ? matchId : null, live ? r.viewers : 0));
}

/** Home: anchors live now (most watched first), then the others. */
export async function recommendedAnchors(ctx: AppContext, limit: number): Promise<AnchorCard[]> {
  const rows = await ctx.database.db.select().from(users).where(approved).orderBy(asc(users.id)).limit(200);
  const live = await liveMatches(
    ctx,
    rows.map((u) => u.id),
  );
  return rows
    .map((u) => presentAnchor(u, live.get(u.id)?.matchId ?? null, live.get(u.id)?.viewers ?? 0))
    .sort((a, b) => Number(b.liveMatchId !== null) - Number(a.liveMatchId !== null) || b.viewers - a.viewers)
    .slice(0, limit);
}

/** Anchors whose nickname or username carries the keyword. */
export async function searchAnchors(ctx: AppContext, keyword: string, limit: number): Promise<AnchorCard[]> {
  const pattern = likePattern(keyword);
  const rows = await ctx.database.db
    .select()
    .from(users)
    .where(
      and(approved, or(like(sql`lower(${users.nickname})`, pattern), like(users.usernameLower, pattern))),
    )
    .orderBy(asc(users.nickname), asc(users.id))
    .limit(limit);
  const live = await liveMatches(
    ctx,
    rows.map((u) => u.id),
  );
  return rows.map((u) => presentAnchor(u, live.get(u.id)?.matchId ?? null, live.get(u.id)?.viewers ?? 0));
}

/** How many anchors stream a live match now. */
export async function liveAnchorCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.database.db
    .select({ n: sql<number>`count(distinct ${matchAnchors.userId})::int` })
    .from(matchAnchors)
    .innerJoin(matches, eq(matches.id, matchAnchors.matchId))
    .innerJoin(users, eq(users.id, matchAnchors.userId))
    .where(and(eq(matches.status, 'live'), approved));
  return row?.n ?? 0;
}
