import { randomBytes } from 'node:crypto';

import pg from 'pg';

/**
 * Runs `measure` on a fresh PostgreSQL database made for it on the server of DATABASE_URL and
 * dropped afterwards; prints why and returns undefined when DATABASE_URL is unset.
 */
export async function onFreshPostgres<T>(
  what: string,
  measure: (url: string) => Promise<T>,
): Promise<T | undefined> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.log(`${what}: PostgreSQL figures skipped (DATABASE_URL is unset)`);
    return undefined;
  }
  const name = `tribune_bench_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    return await measure(target.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
