import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';
import { inject } from 'vitest';

import type { Config } from '../../server/config';
import type { AppContext } from '../../server/context';
import { type Database, openPglite, openPostgres } from '../../server/db/client';
import { allSeeds, runSeeds } from '../../server/seed/runSeeds';

/**
 * A database migrated and seeded once per test run, cloned by every test server (testServer.ts)
 * and scale-out pair (twoNodes.ts) instead of migrating and seeding each time.
 *
 * What the template holds: the migrations, then the seeds of `allSeeds` in their order up to the
 * first one that reads the clock, the configuration or any other part of the server's context
 * (seeds run against a context that throws then; that seed is rolled back). A server started on a
 * clone applies the remaining seeds itself through runSeeds, with its own clock and config, as on
 * an empty database: the order of seeds is kept, so the data is the same (ids included). Secrets,
 * VAPID keys and the other generated-once rows are not in it (buildApp writes them, and never runs
 * on the template), so clones do not share a bus namespace or keys.
 *
 * Built by the vitest globalSetup dbTemplateSetup.ts: PGlite as a dumped data directory in a file,
 * PostgreSQL as a database `tribune_tpl_<unix seconds>_<hex>` marked IS_TEMPLATE with connections
 * refused. Keyed by a hash of server/db/migrations and server/seed: when those change during a run
 * (watch mode), servers migrate from scratch again.
 */
export interface DbTemplates {
  key: string;
  /** The seeds the template holds. */
  seeds: string[];
  /** File with the PGlite data directory (an uncompressed tarball of `dumpDataDir`). */
  pgliteFile: string;
  /** Name of the template database on DATABASE_URL's server, when DATABASE_URL is set. */
  postgres: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplates: DbTemplates | undefined;
  }
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const TEMPLATE_PREFIX = 'tribune_tpl_';
/** A template older than this is left over from a run that never reached its teardown. */
const STALE_TEMPLATE_S = 24 * 3600;

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** Hash of what the template is made of: the migrations and the seeds. */
export function templateKey(): string {
  const hash = createHash('sha256');
  for (const dir of ['server/db/migrations', 'server/seed']) {
    for (const file of filesUnder(path.join(repoRoot, dir))) {
      hash.update(path.relative(repoRoot, file)).update('\0').update(fs.readFileSync(file)).update('\0');
    }
  }
  return hash.digest('hex').slice(0, 16);
}

/** Thrown by the template's context: the seed reads the clock, the config or another part of a server. */
class NeedsServer extends Error {}

/** Applies the seeds that read nothing of the context but the database (see above); returns their names. */
async function seedTemplate(database: Database): Promise<string[]> {
  // runSeeds itself reads seedDemo; the template is the default configuration's (demo on).
  const config = new Proxy({} as Config, {
    get(_target, key) {
      if (key === 'seedDemo') return true;
      throw new NeedsServer(`config.${String(key)}`);
    },
  });
  const ctx = new Proxy({} as AppContext, {
    get(_target, key) {
      if (key === 'database') return database;
      if (key === 'config') return config;
      throw new NeedsServer(String(key));
    },
  });
  const applied: string[] = [];
  for (const seed of allSeeds) {
    try {
      applied.push(...(await runSeeds(ctx, [seed])));
    } catch (error) {
      // Rolled back with its transaction; it and every later seed run when a server starts.
      if (error instanceof NeedsServer) break;
      throw error;
    }
  }
  return applied;
}

function databaseUrl(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

async function withAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropTemplate(baseUrl: string, name: string): Promise<void> {
  await withAdmin(baseUrl, async (c) => {
    // A template database cannot be dropped; connections are refused anyway.
    await c.query(`alter database ${name} with is_template false`).catch(() => undefined);
    await c.query(`drop database if exists ${name} with (force)`);
  });
}

/** Drops templates of runs that ended without their teardown (killed), never a running one's. */
async function dropStaleTemplates(baseUrl: string): Promise<void> {
  const names = await withAdmin(baseUrl, async (c) => {
    const result = await c.query<{ datname: string }>(
      `select datname from pg_database where datname like '${TEMPLATE_PREFIX}%'`,
    );
    return result.rows.map((r) => r.datname);
  });
  const cutoff = Date.now() / 1000 - STALE_TEMPLATE_S;
  for (const name of names) {
    const made = Number(/^tribune_tpl_(\d+)_/.exec(name)?.[1]);
    if (made < cutoff) await dropTemplate(baseUrl, name);
  }
}

async function buildPglite(file: string): Promise<string[]> {
  const database = await openPglite(undefined);
  try {
    const seeds = await seedTemplate(database);
    const dump = await database.dumpDataDir();
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return seeds;
  } finally {
    await database.close();
  }
}

/**
 * The PGlite template as a data directory on disk (the e2e tier's servers, test/helpers/e2eServer.ts,
 * start from a copy of it in their DATA_DIR instead of running initdb, the migrations and the seeds):
 * made by the e2e project's globalSetup into `dir`, closed, so a copy opens as it is.
 */
export async function buildPgliteDir(dir: string): Promise<string[]> {
  const database = await openPglite(dir);
  try {
    return await seedTemplate(database);
  } finally {
    await database.close();
  }
}

async function buildPostgres(baseUrl: string): Promise<{ name: string; seeds: string[] }> {
  await dropStaleTemplates(baseUrl);
  const name = `${TEMPLATE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  await withAdmin(baseUrl, (c) => c.query(`create database ${name}`));
  try {
    const database = await openPostgres(databaseUrl(baseUrl, name));
    let seeds: string[];
    try {
      seeds = await seedTemplate(database);
    } finally {
      await database.close();
    }
    // Nothing may stay connected to a template (CREATE DATABASE ... TEMPLATE refuses then).
    await withAdmin(baseUrl, (c) =>
      c.query(`alter database ${name} with is_template true allow_connections false`),
    );
    return { name, seeds };
  } catch (error) {
    await dropTemplate(baseUrl, name);
    throw error;
  }
}

/** Builds the templates of this run into `dir` (and on `postgresUrl`'s server); `drop` removes them. */
export async function buildTemplates(
  dir: string,
  postgresUrl: string | undefined,
): Promise<{ templates: DbTemplates; drop: () => Promise<void> }> {
  const key = templateKey();
  const pgliteFile = path.join(dir, `pglite-${key}.tar`);
  const [pgliteSeeds, postgres] = await Promise.all([
    buildPglite(pgliteFile),
    postgresUrl ? buildPostgres(postgresUrl) : undefined,
  ]);
  if (postgres && postgres.seeds.join() !== pgliteSeeds.join())
    throw new Error(`the templates differ: ${postgres.seeds.join()} / ${pgliteSeeds.join()}`);
  return {
    templates: { key, seeds: pgliteSeeds, pgliteFile, postgres: postgres?.name },
    async drop() {
      fs.rmSync(pgliteFile, { force: true });
      if (postgresUrl && postgres) await dropTemplate(postgresUrl, postgres.name);
    },
  };
}

let checked: { templates: DbTemplates | undefined } | undefined;

/**
 * The templates of this run when they are current (their key matches the files now), else
 * undefined: no globalSetup (a project or tool without it), or migrations and seeds changed since.
 */
export function currentTemplates(): DbTemplates | undefined {
  if (!checked) {
    let templates: DbTemplates | undefined;
    try {
      templates = inject('dbTemplates');
    } catch {
      templates = undefined;
    }
    if (templates && templates.key !== templateKey()) {
      console.warn(
        'migrations or seeds changed since the test run began: migrating every database from scratch',
      );
      templates = undefined;
    }
    checked = { templates };
  }
  return checked.templates;
}

/** PostgreSQL's SQLSTATE object_in_use: "source database ... is being accessed by other users". */
const OBJECT_IN_USE = '55006';

/**
 * A fresh database `tribune_t_<random>` on `baseUrl`'s server: a clone of `template` when given,
 * else empty. Clones made at once from one template by several workers only collide when a session
 * is connected to the template; the template refuses connections, but the one that built it may
 * linger a moment after its pool ended, so that refusal is retried.
 */
export async function createTestDatabase(
  baseUrl: string,
  template: string | undefined,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `tribune_t_${randomBytes(6).toString('hex')}`;
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  await withAdmin(baseUrl, async (c) => {
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(statement);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  });
  return {
    name,
    url: databaseUrl(baseUrl, name),
    drop: () =>
      withAdmin(baseUrl, (c) =>
        c.query(`drop database if exists ${name} with (force)`).then(() => undefined),
      ),
  };
}
