import { eq } from 'drizzle-orm';

import type { FeedReport } from '../../../protocol/matchFeed';
import { topic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import type { Db, Tx } from '../../db/client';
import { settings } from '../../db/schema';

/**
 * What the platform console (issue 20, admin/ops) reads and switches of the match module: the last
 * run of the feed importer (any node's, kept in `settings`) and the simulator switch, kept in
 * `settings` and told to every node on the bus (each node's simulator follows it).
 */
export const FEED_RUN_SETTING = 'match:feedLastRun';
export const SIMULATOR_SETTING = 'match:simulator';
/** The simulator switch changed: every node starts or stops its simulator. */
export const simulatorSwitched = topic<{ on: boolean }>('match:simulator');

export interface StoredFeedRun {
  at: number;
  ok: boolean;
  error: string | null;
  report: FeedReport | null;
}

async function put(db: Db | Tx, key: string, value: unknown, at: number): Promise<void> {
  const updatedAt = new Date(at);
  await db
    .insert(settings)
    .values({ key, value, updatedAt })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt } });
}

async function read<T>(db: Db | Tx, key: string): Promise<T | undefined> {
  const [row] = await db.select().from(settings).where(eq(settings.key, key));
  return row?.value as T | undefined;
}

export async function recordFeedRun(ctx: AppContext, run: StoredFeedRun): Promise<void> {
  await put(ctx.database.db, FEED_RUN_SETTING, run, run.at).catch((error: unknown) =>
    ctx.log.warn({ err: error }, 'match feed: the run could not be recorded'),
  );
}

export function lastFeedRun(db: Db | Tx): Promise<StoredFeedRun | undefined> {
  return read<StoredFeedRun>(db, FEED_RUN_SETTING);
}

/** The switch as stored; without a row the node's MATCH_SIMULATOR decides. */
export async function simulatorSwitch(ctx: AppContext, db: Db | Tx = ctx.database.db): Promise<boolean> {
  const stored = await read<{ on: boolean }>(db, SIMULATOR_SETTING);
  return stored?.on ?? ctx.config.match.simulator;
}

/** Writes the switch inside the caller's transaction (publish simulatorSwitched after commit). */
export function writeSimulatorSwitch(ctx: AppContext, tx: Tx, on: boolean): Promise<void> {
  return put(tx, SIMULATOR_SETTING, { on }, ctx.now());
}
