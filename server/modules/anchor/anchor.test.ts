/** Anchors and rooms: columns, lists (live first), details, follow toggle with its counter, fans, tasks, live sign. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { anchor, as, type Member, viewer } from '../room/testKit';

describe.each(BACKENDS)('anchors [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startTestServer({ backend });
    });
    afterAll(async () => {
      await s?.close();
    });

    it('counts live rooms per column, names in the request language', async () => {
      const columns = expectSuccess(await s.call('anchorColumnNum', {}, { headers: { language: 'en' } }));
      const all = columns.find((c) => c.anchorType === 0)!;
      expect(all.text).toBe('All');
      expect(all.num).toBe(columns.filter((c) => c.anchorType !== 0).reduce((n, c) => n + c.num, 0));
      expect(all.num).toBeGreaterThanOrEqual(4);
      expect(columns.find((c) => c.anchorType === 1)).toMatchObject({ text: 'Football', nameEn: 'Football' });
    });

    it('lists rooms live first, by column, paged; the new list puts the latest to go live first', async () => {
      const page = expectSuccess(await s.call('anchorContentList', { anchorType: 0, page: 1, pageSize: 10 }));
      const live = page.list.map((r) => r.live);
      expect(live).toEqual([...live].sort((a, b) => Number(b) - Number(a)));
      expect(page.total).toBeGreaterThanOrEqual(6);
      const football = expectSuccess(
        await s.call('anchorContentList', { anchorType: 1, page: 1, pageSize: 10 }),
      );
      expect(football.list.every((r) => r.anchorType === 1)).toBe(true);
      const newest = expectSuccess(
        await s.call('anchorContentListNew', { anchorType: 0, page: 1, pageSize: 10 }),
      );
      const since = newest.list.filter((r) => r.live).map((r) => r.liveSince!);
      expect(since).toEqual([...since].sort((a, b) => b - a));
      expectRefusal(
        await s.call('anchorContentList', { anchorType: 0, page: 1, pageSize: 7 }),
        ErrorCode.InvalidInput,
      );
    });

    it('shows a room to guests and users: stream, follow state, role; refuses unknown anchors', async () => {
      const [first] = expectSuccess(await s.call('recommendAnchor', {}));
      expect(first!.live).toBe(true);
      const guest = expectSuccess(await s.call('anchorDetails', { id: first!.uid }));
      expect(guest).toMatchObject({
        uid: first!.uid,
        roomID: `room_${first!.uid}`,
        followed: false,
        role: 'guest',
      });
      expect(guest.streamUrl).toMatch(/^\/live\/[a-z]+\/index\.m3u8$/);
      const lily = await s.login('viewer01');
      const seen = expectSuccess(await s.call('anchorDetails', { id: first!.uid }, { token: lily }));
      expect(seen.role).toBe('viewer');
      const info = expectSuccess(await s.call('anchorInformation', { id: first!.uid }));
      expect(info).toMatchObject({ uid: first!.uid, fans: first!.fans });
      expectRefusal(await s.call('anchorDetails', { id: '999999' }), ErrorCode.NotFound);
      const pending = await s.createUser({ role: 'anchor', anchorStatus: 'pending' });
      expectRefusal(await s.call('anchorDetails', { id: String(pending.id) }), ErrorCode.NotFound);
      const im = expectSuccess(await s.call('webImInfo', { id: first!.uid }));
      expect(im).toMatchObject({ roomID: `room_${first!.uid}` });
      expect(im.wsUrl).toMatch(/\/msg_gateway$/);
      expect(expectSuccess(await s.call('onlineCount', { roomID: im.roomID }))).toEqual({
        roomID: im.roomID,
        online: 0,
      });
      expect(
        expectSuccess(await s.call('chatRoomAdv', { id: im.roomID }, { headers: { language: 'en' } })),
      ).toHaveLength(3);
    });

    it('follows and unfollows (state 1 / 2) moving the fan counter by one, idempotent; task_9 after a follow', async () => {
      const star: Member = await anchor(s);
      const fan = await viewer(s);
      expect(expectSuccess(await as(s, fan, 'taskDoneStage', { taskKey: 'task_9' }))).toEqual({
        taskKey: 'task_9',
        done: false,
        doneAt: null,
      });
      const follow = { anchorId: star.uid, state: 1 as const };
      expect(expectSuccess(await as(s, fan, 'anchorFollow', follow))).toEqual({
        anchorId: star.uid,
        state: 1,
        fans: 1,
      });
      expect(expectSuccess(await as(s, fan, 'anchorFollow', follow)).fans).toBe(1);
      const other = await viewer(s);
      expect(expectSuccess(await as(s, other, 'anchorFollow', follow)).fans).toBe(2);
      const done = expectSuccess(await as(s, fan, 'taskDoneStage', { taskKey: 'task_9' }));
      expect(done).toMatchObject({ taskKey: 'task_9', done: true, doneAt: s.clock.now() });
      const fans = expectSuccess(await as(s, star, 'myFans', { page: 1, pageSize: 10 }));
      expect(fans.list.map((f) => f.uid).sort()).toEqual([fan.uid, other.uid].sort());
      const mine = expectSuccess(await as(s, fan, 'myFollows', { page: 1, pageSize: 10 }));
      expect(mine.list.map((r) => r.uid)).toEqual([star.uid]);
      const unfollow = { anchorId: star.uid, state: 2 as const };
      expect(expectSuccess(await as(s, fan, 'anchorFollow', unfollow)).fans).toBe(1);
      expect(expectSuccess(await as(s, fan, 'anchorFollow', unfollow)).fans).toBe(1);
      expect(expectSuccess(await as(s, fan, 'taskDoneStage', { taskKey: 'task_9' })).done).toBe(true);
      expectRefusal(
        await as(s, star, 'anchorFollow', { anchorId: star.uid, state: 1 }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(await as(s, fan, 'anchorFollow', { anchorId: '999999', state: 1 }), ErrorCode.NotFound);
      expectRefusal(await as(s, undefined, 'anchorFollow', follow), ErrorCode.LoginRequired);
    });

    it('lets an approved anchor go live and stop; refuses viewers', async () => {
      const star = await anchor(s);
      const on = expectSuccess(
        await as(s, star, 'liveSign', { live: true, title: 'Derby night', anchorType: 2 }),
      );
      expect(on).toEqual({ live: true, liveSince: s.clock.now() });
      const basketball = expectSuccess(
        await s.call('anchorContentList', { anchorType: 2, page: 1, pageSize: 50 }),
      );
      expect(basketball.list.find((r) => r.uid === star.uid)).toMatchObject({
        live: true,
        title: 'Derby night',
      });
      expect(expectSuccess(await as(s, star, 'liveSign', { live: false }))).toEqual({
        live: false,
        liveSince: null,
      });
      expectRefusal(await as(s, await viewer(s), 'liveSign', { live: true }), ErrorCode.NoPermission);
    });

    it('searches anchors through the match search; recommends others than the room and my follows', async () => {
      const found = expectSuccess(await s.call('anchorSearch', { keyword: 'coach' }));
      expect(found.map((r) => r.nickname)).toContain('Coach Wang');
      const lily = await s.login('viewer01');
      const wang = found.find((r) => r.nickname === 'Coach Wang')!;
      const others = expectSuccess(
        await s.call('webRecommendUser', { roomID: wang.roomID }, { token: lily }),
      );
      expect(others.some((r) => r.uid === wang.uid)).toBe(false);
    });
  });
});
