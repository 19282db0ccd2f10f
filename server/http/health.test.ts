import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { currentTemplates } from '../../test/helpers/dbTemplate';
import { freePort } from '../../test/helpers/sockets';
import { capturingSms, startTestServer } from '../../test/helpers/testServer';
import { memoryCounters } from '../adapters/counters';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import type { Database, Db } from '../db/client';
import { openPglite } from '../db/client';
import { databaseProbe, type HealthAnswer, REDIS_AWAY_MESSAGE } from './health';

/**
 * `/health` tells the truth (issue 17, part 4): `ok` on a healthy node, `degraded` (200) when Redis
 * is away — the node still starts and serves —, `down` (503) when the database does not answer;
 * the database probe is bounded in time and cached, so a flood of checks costs one query.
 */

/** A port nothing listens on: opened on port 0, then closed. */

async function health(app: FastifyInstance): Promise<{ status: number; body: HealthAnswer }> {
  const res = await app.inject({ url: '/health' });
  return { status: res.statusCode, body: res.json<HealthAnswer>() };
}

/** A database whose `select 1` runs `execute` (counted), for the probe alone. */
function fakeDatabase(execute: () => Promise<unknown>): { database: Database; calls: () => number } {
  let calls = 0;
  const db = {
    execute: () => {
      calls++;
      return execute();
    },
  } as unknown as Db;
  return { database: { db, kind: 'postgres', close: () => Promise.resolve() }, calls: () => calls };
}

const closers: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

describe('/health on the whole app', () => {
  it('answers ok with no reason on a healthy node, with the fields it always had', async () => {
    const s = await startTestServer({ backend: 'pglite' });
    closers.push(() => s.close());
    const { status, body } = await health(s.app);
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'ok',
      reasons: [],
      database: 'pglite',
      bus: 'memory',
      counters: 'memory',
      uptimeS: expect.any(Number),
    });
  });

  it('starts, serves and answers degraded (200) with the reason while Redis does not answer', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const s = await startTestServer({ backend: 'pglite', env: { REDIS_URL: url } });
    closers.push(() => s.close());
    const { status, body } = await health(s.app);
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'degraded', bus: 'redis', counters: 'redis' });
    expect(body.reasons).toEqual([{ code: 'redis', message: REDIS_AWAY_MESSAGE }]);
    expect(s.ctx.redis?.connected).toBe(false);
    // It still serves what needs no Redis.
    expect((await s.app.inject({ url: '/web/openapi.json' })).statusCode).toBe(200);
  });

  it('answers down (503) once the database refuses the probe, and ok again when it answers', async () => {
    const template = currentTemplates();
    const snapshot = template && (await fs.openAsBlob(template.pgliteFile));
    const real = await openPglite(undefined, snapshot ? { snapshot } : {});
    closers.push(() => real.close());
    let away = false;
    const db = new Proxy(real.db, {
      get(target, prop, receiver) {
        if (prop === 'execute' && away) return () => Promise.reject(new Error('injected: database away'));
        return Reflect.get(target, prop, receiver) as unknown;
      },
    });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-health-'));
    closers.push(() => Promise.resolve(fs.rmSync(dataDir, { recursive: true, force: true })));
    const { app } = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      database: { ...real, db },
      memoryDatabase: true,
      sms: capturingSms(),
      counters: memoryCounters(),
      logger: false,
    });
    closers.push(() => app.close());
    expect((await health(app)).body.status).toBe('ok');
    away = true;
    // The ok answer is cached for a second: wait it out.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { status, body } = await health(app);
    expect(status).toBe(503);
    expect(body.status).toBe('down');
    expect(body.reasons).toEqual([
      { code: 'database', message: expect.stringContaining('injected: database away') as string },
    ]);
    away = false;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(await health(app)).toMatchObject({ status: 200, body: { status: 'ok', reasons: [] } });
  });
});

describe('databaseProbe', () => {
  it('gives up on a query that hangs after the timeout, and never stacks a second one on it', async () => {
    const { database, calls } = fakeDatabase(() => new Promise(() => undefined));
    let t = 0;
    const probe = databaseProbe(database, { now: () => t, timeoutMs: 100, cacheMs: 1000 });
    const started = Date.now();
    expect(await probe()).toEqual({
      code: 'database',
      message: 'The database did not answer a trivial query within 100 ms',
    });
    expect(Date.now() - started).toBeLessThan(1000);
    t += 5000;
    expect((await probe())?.code).toBe('database');
    expect(calls()).toBe(1);
  });

  it('runs one query for a flood of checks within the cache time, and a new one after it', async () => {
    let fail = false;
    const { database, calls } = fakeDatabase(() =>
      fail ? Promise.reject(new Error('connection refused')) : Promise.resolve([]),
    );
    let t = 0;
    const probe = databaseProbe(database, { now: () => t, timeoutMs: 1000, cacheMs: 1000 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(answers.every((a) => a === undefined)).toBe(true);
    for (let i = 0; i < 20; i++) expect(await probe()).toBeUndefined();
    expect(calls()).toBe(1);
    fail = true;
    t += 999;
    expect(await probe()).toBeUndefined();
    t += 1;
    expect(await probe()).toEqual({
      code: 'database',
      message: 'The database refused a trivial query: connection refused',
    });
    expect(calls()).toBe(2);
  });
});
