import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections now (for /metrics); PGlite has no pool. */
  poolCounts?(): PoolCounts;
}

export interface PoolCounts {
  total: number;
  idle: number;
  /** Queries queued for a connection. */
  waiting: number;
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface PgliteOptions {
  /**
   * A data directory dumped by `dumpDataDir()` to start from instead of running initdb (in memory
   * only). Migrations still run: drizzle applies only those the snapshot lacks, a no-op when current.
   */
  snapshot?: Blob;
}

export interface PgliteDatabase extends Database {
  kind: 'pglite';
  /** The data directory as an uncompressed tarball, for `PgliteOptions.snapshot`. */
  dumpDataDir(): Promise<Blob>;
}

/** Embedded PGlite in `dir` (or in memory when `dir` is undefined), migrated. */
export async function openPglite(
  dir: string | undefined,
  options: PgliteOptions = {},
): Promise<PgliteDatabase> {
  if (dir && options.snapshot) throw new Error('a PGlite snapshot opens in memory only');
  if (dir) fs.mkdirSync(dir, { recursive: true });
  if (dir && !fs.existsSync(path.join(dir, 'PG_VERSION'))) {
    // The first start runs initdb, whose WASM memory (~400 MB) stays with that instance:
    // create the cluster, close it, and serve from a fresh instance.
    await (await PGlite.create(dir)).close();
  }
  const client = dir
    ? await PGlite.create(dir)
    : await PGlite.create(options.snapshot ? { loadDataDir: options.snapshot } : {});
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    close: () => client.close(),
    async dumpDataDir() {
      // Flushed first: a dump of unflushed pages opens by WAL replay, which moves every used
      // sequence 32 values ahead (their pre-logged values), so ids would differ from the source.
      await client.exec('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}

/** PostgreSQL at `url`, migrated under an advisory lock so several nodes can start at once. */
export async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection the server ends (restart, failover, a dropped test database) must not crash
  // the process: the pool drops that client and the next query opens a fresh one.
  pool.on('error', () => undefined);
  const nodeDb = drizzleNodePg(pool, { schema });
  const conn = await pool.connect();
  try {
    await conn.query('select pg_advisory_lock(727274)');
    await migrateNodePg(drizzleNodePg(conn, { schema }), { migrationsFolder });
  } finally {
    await conn.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    conn.release();
  }
  return {
    db: nodeDb as unknown as Db,
    kind: 'postgres',
    close: () => pool.end(),
    poolCounts: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
