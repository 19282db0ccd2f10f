import { eq } from 'drizzle-orm';

import type { AppContext } from '../context';
import type { Tx } from '../db/client';
import { seeds } from '../db/schema';
import { baseSeeds } from './baseSeeds';
import { groupSeeds } from './groupSeed';
import { matchSeeds } from './matchSeed';
import { messagingSeeds } from './messagingSeed';
import { richTextSeeds } from './richTextSeed';
import { roomSeeds } from './roomSeed';
import { spaceSeeds } from './spaceSeed';

export interface Seed {
  /** Unique and never renamed: a seed runs once per database. */
  name: string;
  /** Demo data (skipped when SEED_DEMO=0) or data the site needs to work. */
  demo: boolean;
  run(tx: Tx, ctx: AppContext): Promise<void>;
}

/** Every seed, in order. Later issues append theirs here. */
export const allSeeds: Seed[] = [
  ...baseSeeds,
  ...richTextSeeds,
  ...messagingSeeds,
  ...matchSeeds,
  ...roomSeeds,
  ...spaceSeeds,
  ...groupSeeds,
];

/**
 * Applies each seed not applied yet, each in its own transaction together with its `seeds` row, so a
 * seed is applied whole or not at all, and two nodes starting at once cannot apply one twice.
 */
export async function runSeeds(ctx: AppContext, list: Seed[] = allSeeds): Promise<string[]> {
  const applied: string[] = [];
  for (const seed of list) {
    if (seed.demo && !ctx.config.seedDemo) continue;
    const [done] = await ctx.database.db.select().from(seeds).where(eq(seeds.name, seed.name)).limit(1);
    if (done) continue;
    try {
      await ctx.database.db.transaction(async (tx) => {
        await tx.insert(seeds).values({ name: seed.name });
        await seed.run(tx, ctx);
      });
      applied.push(seed.name);
    } catch (error) {
      const [raced] = await ctx.database.db.select().from(seeds).where(eq(seeds.name, seed.name)).limit(1);
      if (!raced) throw error;
    }
  }
  return applied;
}
