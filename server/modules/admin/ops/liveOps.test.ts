/** The console's live monitor (issue 20): rooms live with their ingest, cut, live code reset, the room audit search. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../../protocol/errors';
import { livePlayPath } from '../../../../protocol/live';
import { expectRefusal, expectSuccess } from '../../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { auditLog, liveSessions, rooms } from '../../../db/schema';
import { authorizePublish, goLive } from '../../live/sessions';
import { anchor, as, type Member, viewer } from '../../room/testKit';

describe('admin ops: live monitor', () => {
  let s: TestServer;
  let admin: string;
  let a: Member;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite', env: { MATCH_SIMULATOR: '0' } });
    admin = await s.login('admin01');
    a = await anchor(s);
  });
  afterAll(async () => {
    await s?.close();
  });

  const liveCode = async () => expectSuccess(await as(s, a, 'houseConfigDetails', {})).liveCode;
  const publish = (code: string) =>
    authorizePublish(s.ctx, {
      code,
      ip: '192.0.2.1',
      source: 'embedded',
      holder: 'test-node',
      playUrl: livePlayPath,
    });
  const goOnAir = async () => {
    const started = await publish(await liveCode());
    if (!started.ok) throw new Error(`publish refused: ${started.reason}`);
    expect(await goLive(s.ctx, started.session.id)).toBe(true);
    return started.session.id;
  };
  const lastAudit = async (action: string) =>
    (
      await s.ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
    )[0];
  const list = async (query = '') =>
    expectSuccess(await s.call('adminLiveRooms', { query, sort: 'viewers' } as never, { token: admin }));

  it('lists a live room with its ingest session; demo rooms say they have no ingest data', async () => {
    const sessionId = await goOnAir();
    const found = await list(a.username);
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      anchorId: a.id,
      username: a.username,
      roomID: `room_${a.id}`,
      viewers: 0,
      ingest: { sessionId, source: 'embedded', lastSegmentAgeMs: null, bitrateKbps: null },
    });
    const all = await list();
    expect(all.list.some((r) => r.anchorId === a.id)).toBe(true);
    for (const row of all.list.filter((r) => r.anchorId !== a.id)) expect(row.ingest).toBeNull();
  });

  it('cuts the stream with a reason: the session ends, the room goes offline, one audit row', async () => {
    const cut = expectSuccess(
      await s.call('adminLiveCut', { username: a.username, reason: 'Pirated stream' }, { token: admin }),
    );
    expect(cut).toEqual({ anchorId: a.id, cut: true });
    const [session] = await s.ctx.database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.anchorId, a.id))
      .orderBy(desc(liveSessions.id));
    expect(session).toMatchObject({ endReason: 'cut' });
    const [room] = await s.ctx.database.db.select().from(rooms).where(eq(rooms.anchorId, a.id));
    expect(room!.liveSince).toBeNull();
    expect(await lastAudit('liveCut')).toMatchObject({
      actor: 'user:admin01',
      target: `user:${a.id}`,
      reason: 'Pirated stream',
    });
    expect((await list(a.username)).total).toBe(0);
    // Nothing live: nothing cut, no audit row.
    const before = await lastAudit('liveCut');
    expect(
      expectSuccess(await s.call('adminLiveCut', { username: a.username, reason: 'again' }, { token: admin }))
        .cut,
    ).toBe(false);
    expect(await lastAudit('liveCut')).toEqual(before);
  });

  it("resets an anchor's live code: the old code is refused, the live stream cut, one audit row", async () => {
    const old = await liveCode();
    await goOnAir();
    const reset = expectSuccess(
      await s.call('adminLiveCodeReset', { username: a.username, reason: 'Code leaked' }, { token: admin }),
    );
    expect(reset).toMatchObject({ anchorId: a.id, cut: true });
    expect(await publish(old)).toEqual({ ok: false, reason: 'unknownCode' });
    const fresh = await liveCode();
    expect(fresh).not.toBe(old);
    expect(await lastAudit('liveCodeReset')).toMatchObject({ target: `user:${a.id}`, reason: 'Code leaked' });
  });

  it('refuses an unknown anchor, a viewer and an empty reason, changing nothing', async () => {
    const v = await viewer(s);
    const before = await s.ctx.database.db.select().from(auditLog);
    for (const name of ['adminLiveCut', 'adminLiveCodeReset'] as const) {
      expectRefusal(
        await s.call(name, { username: 'nobody_here', reason: 'x' }, { token: admin }),
        ErrorCode.UserNotFound,
      );
      expectRefusal(
        await s.call(name, { username: v.username, reason: 'x' }, { token: admin }),
        ErrorCode.UserNotFound,
      );
      expectRefusal(
        await s.call(name, { username: a.username, reason: '  ' }, { token: admin }),
        ErrorCode.InvalidInput,
      );
    }
    expect(await s.ctx.database.db.select().from(auditLog)).toEqual(before);
  });

  it('finds a moderation action by room, actor, action and days; refuses a range the wrong way round', async () => {
    const v = await viewer(s);
    expectSuccess(
      await as(s, a, 'stopChat', { roomID: `room_${a.id}`, action: 'mute', userID: v.uid, duration: 10 }),
    );
    const today = new Date(s.ctx.now()).toISOString().slice(0, 10);
    const search = async (filters: Record<string, unknown>) =>
      expectSuccess(await s.call('adminRoomAudit', filters as never, { token: admin }));
    const found = await search({
      room: a.username,
      actor: a.username,
      action: 'mute',
      from: today,
      to: today,
    });
    expect(found.total).toBe(1);
    expect(found.list[0]).toMatchObject({
      roomID: `room_${a.id}`,
      room: { id: a.id, username: a.username },
      actor: { id: a.id, username: a.username },
      target: { id: v.id, username: v.username },
      action: 'mute',
    });
    expect((await search({ query: v.username })).list.map((r) => r.id)).toContain(found.list[0]!.id);
    expect((await search({ room: a.username, action: 'blacklist' })).total).toBe(0);
    expect((await search({ room: a.username, from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
    expect((await search({ actor: v.username })).total).toBe(0);
    expectRefusal(
      await s.call('adminRoomAudit', { from: today, to: '2000-01-01' }, { token: admin }),
      ErrorCode.InvalidInput,
    );
    expectRefusal(
      await s.call('adminRoomAudit', { room: 'nobody_here' }, { token: admin }),
      ErrorCode.UserNotFound,
    );
    expectRefusal(
      await s.call('adminRoomAudit', { from: '2026-13-40' }, { token: admin }),
      ErrorCode.InvalidInput,
    );
  });
});
