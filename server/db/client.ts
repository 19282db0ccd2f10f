import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';

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

/**
 * PostgreSQL settings of every PGlite instance, sized for one process serving a site (issue 18: the
 * server within 250 MB idle, 400 MB under load). PGlite's WASM memory never shrinks, and its shared
 * buffers are resident from the start: 128 MB (initdb's choice) would be half the budget. 16 MB holds
 * the whole demo database (11 MB, 4 MB of it the site's tables); other pages come from files the OS
 * caches (im.msgs_per_s showed no difference between 16, 32 and 128 MB beyond run-to-run noise).
 * maintenance_work_mem (64 MB by default) bounds the index builds of migrations.
 */
const PGLITE_SETTINGS: Record<string, string> = {
  shared_buffers: '16MB',
  maintenance_work_mem: '16MB',
};

function startParams(): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * Creates the cluster in `dir` (initdb) in a child process. initdb takes ~700 MB at its peak and
 * leaves compiler garbage in malloc's per-thread arenas, which a process does not give back, and the
 * closed instance's WASM memory waits for a full garbage collection: all of it ends with the child.
 * Plain CommonJS given to `node -e`, so it runs the same under tsx, node and vitest.
 */
async function initCluster(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const source = `const [pglite, dir, params] = process.argv.slice(1);
require(pglite)
  .PGlite.create(dir, { startParams: JSON.parse(params) })
  .then((db) => db.close())
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });`;
  const args = ['-e', source, pglite, dir, JSON.stringify(startParams())];
  try {
    await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`PGlite could not create its database in ${dir}${stderr ? `: ${stderr}` : ''}`, {
      cause: error,
    });
  }
}

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
  // The first start runs initdb, whose memory would stay with this process: in a child (initCluster).
  if (dir && !fs.existsSync(path.join(dir, 'PG_VERSION'))) await initCluster(dir);
  const client = dir
    ? await PGlite.create(dir, { startParams: startParams() })
    : await PGlite.create({
        startParams: startParams(),
        ...(options.snapshot ? { loadDataDir: options.snapshot } : {}),
      });
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

/**
 * PostgreSQL at `url`, migrated under an advisory lock so several nodes can start at once. Its
 * driver is loaded here, so a server on the embedded database never loads it (~5 MB).
 */
export async function openPostgres(url: string): Promise<Database> {
  const [{ default: pg }, { drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
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
