import { isNotNull } from 'drizzle-orm';

import { matchEvents, matches } from '../db/schema';
import { lineupsOf, writeLineup } from '../modules/match/eventStore';
import { dueEvents, simEventValues } from '../modules/match/simEvents';
import { simulatedEvents } from '../modules/match/simulation/events';
import { demoLineups } from '../modules/match/simulation/lineups';
import { seedOf } from '../modules/match/simulation/random';
import { timelineOf } from '../modules/match/simulation/timeline';
import type { Seed } from './runSeeds';

/**
 * Demo line-ups (football and basketball matches the simulator plays: 11 / 5 starters and seven
 * substitutes a side) and the events of those matches so far, so the first simulator tick has
 * nothing old to record; later events are recorded by the simulator as they fall due.
 */
export const matchEventSeeds: Seed[] = [
  {
    name: '0005-demo-lineups-events',
    demo: true,
    async run(tx, ctx) {
      const now = ctx.now();
      const rows = await tx.select().from(matches).where(isNotNull(matches.simSeed));
      for (const row of rows) {
        const lineups = demoLineups(row.sportId, row.homeTeamId, row.awayTeamId);
        if (!lineups) continue;
        await writeLineup(tx, row.id, 'home', lineups.home);
        await writeLineup(tx, row.id, 'away', lineups.away);
      }
      const lineups = await lineupsOf(
        tx,
        rows.map((r) => r.id),
      );
      const values = rows.flatMap((row) => {
        const seed = seedOf(row.simSeed ?? 0, row.simRound);
        const kickoffAt = row.kickoffAt.getTime();
        const drafts = simulatedEvents(
          row.sportId,
          seed,
          timelineOf(row.sportId, seed),
          lineups.get(row.id) ?? null,
        );
        return simEventValues(row.id, row.simRound, kickoffAt, dueEvents(drafts, null, now - kickoffAt));
      });
      for (let i = 0; i < values.length; i += 500)
        await tx
          .insert(matchEvents)
          .values(values.slice(i, i + 500))
          .onConflictDoNothing();
    },
  },
];
