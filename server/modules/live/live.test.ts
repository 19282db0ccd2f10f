/** Going live without an encoder: configuration, live codes, the publish check, live state, history. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { livePlayPath } from '../../../protocol/live';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { accountRestrictions, liveDaily, liveSessions, rooms, users } from '../../db/schema';
import { anchor, as, type Member, viewer } from '../room/testKit';
import {
  authorizePublish,
  endSession,
  goLive,
  type PublishRequest,
  WRONG_CODES_PER_WINDOW,
} from './sessions';

const publish = (code: string, ip = '192.0.2.1'): PublishRequest => ({
  code,
  ip,
  source: 'embedded',
  holder: 'test-node',
  playUrl: livePlayPath,
});

describe.each(BACKENDS)('live [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let a: Member;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      a = await anchor(s);
    });
    afterAll(async () => {
      await s?.close();
    });

    const config = async (who: Member) => expectSuccess(await as(s, who, 'houseConfigDetails', {}));

    it('gives an approved anchor their room, push address state and a 192-bit live code; refuses viewers', async () => {
      const mine = await config(a);
      expect(mine.liveCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(mine.roomUrl).toBe(`/#/anchor/room/${a.id}`);
      expect(mine.live).toBe(false);
      // A room not named yet is called after its anchor, so the settings can be saved as they are.
      const [me] = await s.ctx.database.db.select().from(users).where(eq(users.id, a.id));
      expect(mine.roomName).toBe(me!.nickname);
      // The ingest does not listen under inject(): the page says so instead of showing an address.
      expect(mine.ingest).toEqual({ mode: 'embedded', available: false, problem: null });
      expect(mine.pushUrl).toBeNull();
      expect((await config(a)).liveCode).toBe(mine.liveCode);
      const v = await viewer(s);
      for (const name of ['houseConfigDetails', 'liveCodeReset'] as const)
        expectRefusal(await as(s, v, name, {}), ErrorCode.NoPermission);
      expectRefusal(await as(s, v, 'liveHistory', { page: 1, pageSize: 10 }), ErrorCode.NoPermission);
    });

    it('saves the room settings; refuses over-long fields and covers that are not our uploads, changing nothing', async () => {
      const body = {
        roomName: 'Tactics corner',
        title: 'Derby watch-along',
        cover: null,
        intro: 'Analysis and chat',
        notice: 'Be kind',
        anchorType: 2,
      };
      const saved = expectSuccess(await as(s, a, 'houseConfigUpdate', body));
      expect(saved).toMatchObject({ roomName: 'Tactics corner', title: 'Derby watch-along', anchorType: 2 });
      expectRefusal(
        await as(s, a, 'houseConfigUpdate', { ...body, title: 'x'.repeat(41) }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(
        await as(s, a, 'houseConfigUpdate', { ...body, cover: 'https://evil.example/cover.jpg' }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(
        await as(s, a, 'houseConfigUpdate', {
          ...body,
          roomName: 'New',
          anchorType: 'x' as unknown as number,
        }),
        ErrorCode.InvalidInput,
      );
      expect(await config(a)).toMatchObject({ roomName: 'Tactics corner', cover: null, anchorType: 2 });
    });

    it('authorises a publish with the live code only, one stream per anchor, and not for banned anchors', async () => {
      const b = await anchor(s);
      const { liveCode } = await config(b);
      // One character changed (a code that already ends in A would otherwise be its own 'wrong' code).
      const changed = liveCode.endsWith('A') ? 'B' : 'A';
      const wrong = await authorizePublish(s.ctx, publish(`${liveCode.slice(0, -1)}${changed}`, '192.0.2.7'));
      expect(wrong).toEqual({ ok: false, reason: 'unknownCode' });
      expect(await authorizePublish(s.ctx, publish('../../etc/passwd'))).toEqual({
        ok: false,
        reason: 'unknownCode',
      });
      const other = await anchor(s);
      expect((await authorizePublish(s.ctx, publish((await config(other)).liveCode))).ok).toBe(true);
      const first = await authorizePublish(s.ctx, publish(liveCode));
      expect(first.ok).toBe(true);
      expect(await authorizePublish(s.ctx, publish(liveCode))).toEqual({ ok: false, reason: 'busy' });
      if (!first.ok) return;
      await endSession(s.ctx, first.session.id, 'stopped');
      const banned = await anchor(s);
      const bannedCode = (await config(banned)).liveCode;
      await s.ctx.database.db.update(users).set({ anchorStatus: 'banned' }).where(eq(users.id, banned.id));
      expect(await authorizePublish(s.ctx, publish(bannedCode))).toEqual({ ok: false, reason: 'notAllowed' });
      // An approved anchor a platform admin banned until a later day (account_restrictions) is refused
      // too; once the ban is lifted the code works again.
      const restricted = await anchor(s);
      const restrictedCode = (await config(restricted)).liveCode;
      const [ban] = await s.ctx.database.db
        .insert(accountRestrictions)
        .values({
          userId: restricted.id,
          kind: 'banned',
          reason: 'test',
          until: new Date(s.ctx.now() + 86_400_000),
          actor: 'test',
        })
        .returning();
      expect(await authorizePublish(s.ctx, publish(restrictedCode))).toEqual({
        ok: false,
        reason: 'notAllowed',
      });
      await s.ctx.database.db
        .update(accountRestrictions)
        .set({ liftedAt: new Date(s.ctx.now()), liftedBy: 'test' })
        .where(eq(accountRestrictions.id, ban!.id));
      expect((await authorizePublish(s.ctx, publish(restrictedCode))).ok).toBe(true);
    });

    it('locks out an address after repeated wrong codes, even with the right one', async () => {
      const c = await anchor(s);
      const { liveCode } = await config(c);
      for (let i = 0; i < WRONG_CODES_PER_WINDOW; i++)
        await authorizePublish(s.ctx, publish('A'.repeat(32), '198.51.100.9'));
      expect(await authorizePublish(s.ctx, publish(liveCode, '198.51.100.9'))).toEqual({
        ok: false,
        reason: 'rateLimited',
      });
      expect((await authorizePublish(s.ctx, publish(liveCode, '198.51.100.10'))).ok).toBe(true);
    });

    it('goes live from the stream, ends once, and rolls the stream into the live history', async () => {
      const d = await anchor(s);
      const { liveCode } = await config(d);
      const started = await authorizePublish(s.ctx, publish(liveCode));
      if (!started.ok) throw new Error('refused');
      const { id, playUrl } = started.session;
      expect(playUrl).toBe(`/live/${d.id}/${id}/index.m3u8`);
      expect(await goLive(s.ctx, id)).toBe(true);
      expect(await goLive(s.ctx, id)).toBe(false);
      const live = expectSuccess(await s.call('anchorDetails', { id: d.uid }));
      expect(live).toMatchObject({ live: true, streamUrl: playUrl });
      // 90 s of streaming, without moving the clock (the sweeper would take the session for lost).
      const [open] = await s.ctx.database.db.select().from(liveSessions).where(eq(liveSessions.id, id));
      await s.ctx.database.db
        .update(liveSessions)
        .set({ peakViewers: 7, startedAt: new Date(open!.startedAt.getTime() - 90_000) })
        .where(eq(liveSessions.id, id));
      expect(await endSession(s.ctx, id, 'stopped')).toBe(true);
      expect(await endSession(s.ctx, id, 'stalled')).toBe(false);
      expect(expectSuccess(await s.call('anchorDetails', { id: d.uid })).live).toBe(false);
      const [row] = await s.ctx.database.db.select().from(rooms).where(eq(rooms.anchorId, d.id));
      expect(row).toMatchObject({ liveSince: null, streamUrl: null });
      const history = expectSuccess(await as(s, d, 'liveHistory', { page: 1, pageSize: 10 }));
      expect(history.total).toBeGreaterThanOrEqual(1);
      const today = history.list[0]!;
      expect(today.peakViewers).toBe(7);
      expect(today.liveSeconds).toBeGreaterThanOrEqual(90);
      const stats = expectSuccess(await as(s, d, 'liveStats', { month: today.day.slice(0, 7) }));
      expect(stats).toMatchObject({ liveSeconds: today.liveSeconds, sessions: 1, peakViewers: 7 });
      expect(stats.topAnchorType).not.toBeNull();
      expect(stats.months).toContain(today.day.slice(0, 7));
      expectRefusal(await as(s, d, 'liveStats', { month: '2026-13' }), ErrorCode.InvalidInput);
      const daily = await s.ctx.database.db.select().from(liveDaily).where(eq(liveDaily.anchorId, d.id));
      expect(daily).toHaveLength(1);
    });

    it('resets the live code: the old one is refused at once and an open stream on it ends', async () => {
      const e = await anchor(s);
      const old = (await config(e)).liveCode;
      const started = await authorizePublish(s.ctx, publish(old));
      expect(started.ok).toBe(true);
      const reset = expectSuccess(await as(s, e, 'liveCodeReset', {}));
      expect(reset.cut).toBe(true);
      expect(reset.liveCode).not.toBe(old);
      expect(await authorizePublish(s.ctx, publish(old))).toEqual({ ok: false, reason: 'unknownCode' });
      expect((await authorizePublish(s.ctx, publish(reset.liveCode))).ok).toBe(true);
      if (started.ok) {
        const [row] = await s.ctx.database.db
          .select()
          .from(liveSessions)
          .where(eq(liveSessions.id, started.session.id));
        expect(row?.endReason).toBe('reset');
      }
    });
  });
});
