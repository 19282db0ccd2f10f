import { eq } from 'drizzle-orm';

import type { Database } from '../../db/client';
import { settings } from '../../db/schema';

/** How far before the first start the epoch lies, so the first viewers already get a full window. */
const LEAD_MS = 3600_000;

/**
 * The moment live demo segments are counted from (server/modules/video/playlist.ts): chosen on the
 * site's first start and kept in the database, so every server process of a scaled-out site lists
 * the same segment numbers, and they stay small.
 */
export async function loadVideoEpoch(database: Database, nowMs: number): Promise<number> {
  const fresh = { ms: Math.floor((nowMs - LEAD_MS) / 1000) * 1000 };
  await database.db.insert(settings).values({ key: 'videoEpoch', value: fresh }).onConflictDoNothing();
  const [row] = await database.db.select().from(settings).where(eq(settings.key, 'videoEpoch')).limit(1);
  const ms = (row?.value as { ms?: unknown } | undefined)?.ms;
  return typeof ms === 'number' && Number.isFinite(ms) ? ms : fresh.ms;
}
