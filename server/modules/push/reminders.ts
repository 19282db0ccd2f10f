import { and, count, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';

import { REMINDER_BEFORE_MS } from '../../../protocol/matchReservation';
import type { AppContext } from '../../context';
import { matchAnchors, matches, reservations, teams } from '../../db/schema';
import { matchSoonPush } from './messages';
import type { PushSender } from './sender';
import { subscriptionsOf } from './subscriptions';

/** How often the reminder job looks for bookings whose 5 minutes have come. */
export const REMINDER_TICK_MS = 15_000;

interface Claimed {
  userId: number;
  matchId: number;
  kickoffAt: Date;
  homeTeamId: number;
  awayTeamId: number;
}

/**
 * Claims the bookings whose match kicks off within 5 minutes and were not reminded for this
 * kickoff: one UPDATE ... RETURNING sets `reminded_at`, so whichever node (or restart) runs it,
 * each booking is claimed once. A replayed fixture (later kickoff) is reminded again, since its
 * `reminded_at` lies before the new reminder time. A match whose kickoff passed unclaimed (the
 * server was down) is not reminded late.
 */
async function claimDue(ctx: AppContext, now: number): Promise<Claimed[]> {
  return ctx.database.db
    .update(reservations)
    .set({ remindedAt: new Date(now) })
    .from(matches)
    .where(
      and(
        eq(matches.id, reservations.matchId),
        eq(matches.status, 'notStarted'),
        gt(matches.kickoffAt, new Date(now)),
        lte(matches.kickoffAt, new Date(now + REMINDER_BEFORE_MS)),
        or(
          isNull(reservations.remindedAt),
          lt(
            reservations.remindedAt,
            sql`${matches.kickoffAt} - make_interval(secs => ${REMINDER_BEFORE_MS / 1000})`,
          ),
        ),
      ),
    )
    .returning({
      userId: reservations.userId,
      matchId: reservations.matchId,
      kickoffAt: matches.kickoffAt,
      homeTeamId: matches.homeTeamId,
      awayTeamId: matches.awayTeamId,
    });
}

/** Sends the §4 type 1 pushes that are due; returns how many bookings were claimed. */
export async function runDueReminders(ctx: AppContext, sender: PushSender): Promise<number> {
  const now = ctx.now();
  const claimed = await claimDue(ctx, now);
  if (claimed.length === 0) return 0;
  const { db } = ctx.database;
  const teamIds = [...new Set(claimed.flatMap((c) => [c.homeTeamId, c.awayTeamId]))];
  const matchIds = [...new Set(claimed.map((c) => c.matchId))];
  const [names, anchors] = await Promise.all([
    db.select({ id: teams.id, names: teams.names }).from(teams).where(inArray(teams.id, teamIds)),
    db
      .select({ matchId: matchAnchors.matchId, n: count() })
      .from(matchAnchors)
      .where(inArray(matchAnchors.matchId, matchIds))
      .groupBy(matchAnchors.matchId),
  ]);
  const nameOf = new Map(names.map((t) => [t.id, t.names]));
  const liveOf = new Map(anchors.map((a) => [a.matchId, Number(a.n)]));
  for (const matchId of matchIds) {
    const bookers = claimed.filter((c) => c.matchId === matchId);
    const first = bookers[0]!;
    const rows = await subscriptionsOf(
      ctx,
      bookers.map((b) => b.userId),
    );
    const soon = {
      matchId,
      kickoffAt: first.kickoffAt.getTime(),
      home: nameOf.get(first.homeTeamId) ?? {},
      away: nameOf.get(first.awayTeamId) ?? {},
      liveCount: liveOf.get(matchId) ?? 0,
    };
    await sender.send(rows, (lang) => matchSoonPush(soon, lang, now));
  }
  return claimed.length;
}
