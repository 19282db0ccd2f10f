import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import pg from 'pg';

import { IM_PATH } from '../../protocol/im';
import { type Database, openPostgres } from '../../server/db/client';
import { createTestDatabase, currentTemplates } from './dbTemplate';
import { type Node, startNode } from './imNodes';
import { DATABASE_URL, REDIS_URL } from './testServer';

/**
 * The scale-out shape the *ScaleOut suites share: two server processes (test/integration/imNode.ts)
 * on one fresh PostgreSQL database (a clone of the run's template) and one Redis, each with its own
 * DATA_DIR. Needs DATABASE_URL and REDIS_URL (check with backendAvailable / redisAvailable).
 */
export interface TwoNodes {
  nodes: [Node, Node];
  databaseUrl: string;
  /** The messaging socket's address on `node`. */
  wsUrl(node: Node): string;
  /** One statement on the nodes' database, on a connection of its own. */
  query<R extends pg.QueryResultRow = pg.QueryResultRow>(
    text: string,
    values?: unknown[],
  ): Promise<pg.QueryResult<R>>;
  /** Drizzle over the nodes' database, opened on first use and closed by `close()`. */
  database(): Promise<Database>;
  /** Stops both processes (SIGTERM), then drops the database and the data folders. */
  close(): Promise<void>;
}

/** Starts the two processes with `env` added to theirs, one after the other (the first runs the seeds left). */
export async function startTwoNodes(env: Record<string, string> = {}): Promise<TwoNodes> {
  if (!DATABASE_URL || !REDIS_URL) throw new Error('two nodes need DATABASE_URL and REDIS_URL');
  const created = await createTestDatabase(DATABASE_URL, currentTemplates()?.postgres);
  const dirs: string[] = [];
  const started: Node[] = [];
  let database: Promise<Database> | undefined;

  async function close(): Promise<void> {
    try {
      for (const node of started) node.child.kill('SIGTERM');
      await Promise.all(started.map((n) => n.exited));
      if (database) await (await database).close();
    } finally {
      await created.drop();
      for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
    }
  }

  try {
    for (let i = 0; i < 2; i++) {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-node-'));
      dirs.push(dir);
      started.push(await startNode({ ...env, DATABASE_URL: created.url, REDIS_URL, DATA_DIR: dir }));
    }
  } catch (error) {
    await close();
    throw error;
  }

  return {
    nodes: [started[0]!, started[1]!],
    databaseUrl: created.url,
    wsUrl: (node) => `ws://127.0.0.1:${node.port}${IM_PATH}`,
    async query(text, values) {
      const client = new pg.Client({ connectionString: created.url });
      await client.connect();
      try {
        return await client.query(text, values);
      } finally {
        await client.end();
      }
    },
    database() {
      database ??= openPostgres(created.url);
      return database;
    },
    close,
  };
}
