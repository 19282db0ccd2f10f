/** §4 type 1: the 5-minute reminder job sends each booking's reminder once, across restarts and nodes. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PushType } from '../../../protocol/push';
import { type PushService, startPushService, type Subscriber } from '../../../test/helpers/pushService';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  testClock,
  type TestServer,
} from '../../../test/helpers/testServer';
import { buildApp, type Built } from '../../app';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { matches, pushSubscriptions, reservations, users } from '../../db/schema';
import { insertMatch } from '../match/testKit';

const MIN = 60_000;
let serial = 0;

/** A user with one browser of `push`, inserted directly (the booking rules are not under test here). */
async function userWithBrowser(ctx: AppContext, push: PushService): Promise<{ id: number; sub: Subscriber }> {
  const n = `${process.pid}x${++serial}x${Date.now() % 100000}`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({
      username: `rem${n}`,
      usernameLower: `rem${n}`,
      passwordHash: 'x',
      areaCode: '86',
      phone: `137${String(serial).padStart(8, '0')}`,
      appNumber: `9${n.replace(/x/g, '')}`.slice(0, 12),
      nickname: `Reminded ${n}`,
    })
    .returning({ id: users.id });
  const sub = push.subscriber();
  await ctx.database.db.insert(pushSubscriptions).values({
    userId: row!.id,
    endpoint: sub.endpoint,
    p256dh: sub.keys.p256dh,
    auth: sub.keys.auth,
    platform: 3,
    language: 'en',
  });
  return { id: row!.id, sub };
}

async function book(ctx: AppContext, userId: number, matchId: number): Promise<void> {
  await ctx.database.db.insert(reservations).values({ userId, matchId, type: 1 });
}

const run = async (ctx: AppContext) => {
  const runtime = ctx.runtimes.push;
  const claimed = await runtime.runReminders();
  await runtime.settle();
  return claimed;
};

describe('push.reminders across a restart', () => {
  let push: PushService;
  let dataDir: string;
  const clock = testClock();
  const open = async (): Promise<Built> => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      PUSH_EXTRA_HOSTS: push.host,
      PUSH_CA_FILE: push.caFile,
      MATCH_SIMULATOR: '0',
    });
    return buildApp({ config, now: clock.now, logger: false });
  };

  beforeAll(async () => {
    push = await startPushService();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-reminders-'));
  });
  afterAll(async () => {
    await push?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('fires once per booking: two app instances on one database, one after the other', async () => {
    const first = await open();
    const ctx = first.ctx;
    const soon = await insertMatch(ctx, {
      kickoffAt: clock.now() + 8 * MIN,
      home: { en: 'Rovers' },
      away: { en: 'United' },
    });
    const later = await insertMatch(ctx, { kickoffAt: clock.now() + 20 * MIN });
    const [u1, u2] = [await userWithBrowser(ctx, push), await userWithBrowser(ctx, push)];
    await book(ctx, u1.id, soon);
    await book(ctx, u2.id, soon);
    await book(ctx, u2.id, later);

    expect(await run(ctx)).toBe(0);
    clock.advance(4 * MIN);
    expect(await run(ctx)).toBe(2);
    expect(await run(ctx)).toBe(0);
    const [msg] = await push.waitFor(u1.sub, 1);
    expect(msg).toMatchObject({
      type: PushType.MatchSoon,
      title: 'Kick-off in 5 minutes',
      body: 'Rovers vs United, tap to watch live',
      bookMatch: { matchId: soon, homeName: 'Rovers', awayName: 'United', liveCount: 0 },
    });
    const ttl = Number(push.received.find((r) => r.subscriber === u1.sub.id)!.headers.ttl);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(4 * 60);
    await first.app.close();

    const second = await open();
    try {
      expect(await run(second.ctx)).toBe(0);
      clock.advance(12 * MIN);
      expect(await run(second.ctx)).toBe(1);
      expect(await run(second.ctx)).toBe(0);
      expect(push.messagesOf(u1.sub)).toHaveLength(1);
      const u2Pushes = (await push.waitFor(u2.sub, 2)) as { bookMatch: { matchId: number } }[];
      expect(u2Pushes.map((m) => m.bookMatch.matchId)).toEqual([soon, later]);
    } finally {
      await second.app.close();
    }
  });
});

describe.each(BACKENDS)('push.reminders [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let push: PushService;
    let a: TestServer;
    let b: TestServer;

    beforeAll(async () => {
      push = await startPushService();
      const env = { PUSH_EXTRA_HOSTS: push.host, PUSH_CA_FILE: push.caFile, MATCH_SIMULATOR: '0' };
      a = await startTestServer({ backend, env });
      b = await startTestServer({ backend, env, shareDatabaseWith: a, now: a.clock.now });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
      await push?.close();
    });

    it('claims each booking once when two nodes run the job at the same moment', async () => {
      const matchId = await insertMatch(a.ctx, { kickoffAt: a.clock.now() + 3 * MIN });
      const people = await Promise.all(Array.from({ length: 6 }, () => userWithBrowser(a.ctx, push)));
      for (const p of people) await book(a.ctx, p.id, matchId);
      const [x, y] = await Promise.all([run(a.ctx), run(b.ctx)]);
      expect(x + y).toBe(6);
      for (const p of people) expect(await push.waitFor(p.sub, 1)).toHaveLength(1);
    });

    it('reminds a replayed fixture again, never a match already started, postponed or past', async () => {
      const replay = await insertMatch(a.ctx, { kickoffAt: a.clock.now() + 2 * MIN });
      const postponed = await insertMatch(a.ctx, {
        kickoffAt: a.clock.now() + 2 * MIN,
        feedStatus: 'postponed',
      });
      const live = await insertMatch(a.ctx, { kickoffAt: a.clock.now() + 2 * MIN, feedStatus: 'firstHalf' });
      const p = await userWithBrowser(a.ctx, push);
      for (const id of [replay, postponed, live]) await book(a.ctx, p.id, id);
      expect(await run(a.ctx)).toBe(1);
      // Past kickoff without a reminder (the server was down): not reminded late.
      const missed = await insertMatch(a.ctx, { kickoffAt: a.clock.now() - MIN });
      await book(a.ctx, p.id, missed);
      expect(await run(a.ctx)).toBe(0);
      // The simulator replays the fixture a day later: its reminder comes again.
      a.clock.advance(24 * 60 * MIN);
      await a.ctx.database.db
        .update(matches)
        .set({ kickoffAt: new Date(a.clock.now() + 4 * MIN) })
        .where(eq(matches.id, replay));
      expect(await run(a.ctx)).toBe(1);
      const got = (await push.waitFor(p.sub, 2)) as { bookMatch: { matchId: number } }[];
      expect(got.map((m) => m.bookMatch.matchId)).toEqual([replay, replay]);
    });
  });
});
