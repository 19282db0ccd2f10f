/** The anchor's earnings: gifts per day and in total, the ledger's balances, the gift rows; fans searchable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { anchor, as, type Member, roomOf, viewer } from '../room/testKit';
import { grant } from '../wallet/grant';

const DAY = 24 * 3600_000;

describe.each(BACKENDS)('earnings [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let star: Member;
    let fan: Member;
    let other: Member;

    beforeAll(async () => {
      // Noon UTC, so the gifts below fall on the days counted in the UTC time zone.
      s = await startTestServer({ backend, env: { LIVE_TIME_ZONE: 'UTC' } });
      s.clock.advance(DAY - (s.clock.now() % DAY) + DAY / 2);
      star = await anchor(s);
      fan = await viewer(s);
      other = await viewer(s);
      await grant(s.ctx, fan.id, 'coin', 1000);
      await grant(s.ctx, other.id, 'coin', 1000);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('counts the coins and gifts of each day of the window, the total, all time and the balances', async () => {
      expectSuccess(await as(s, fan, 'sendMoneyToOne', { roomID: roomOf(star), giftId: 1, count: 3 }));
      s.clock.advance(DAY);
      expectSuccess(await as(s, other, 'sendMoneyToOne', { roomID: roomOf(star), giftId: 3, count: 2 }));
      expectSuccess(await as(s, fan, 'sendMoneyToOne', { roomID: roomOf(star), giftId: 2, count: 1 }));
      const week = expectSuccess(await as(s, star, 'recentEarnings', {}));
      expect(week.days).toHaveLength(7);
      expect(week.timeZone).toBe('UTC');
      const today = new Date(s.clock.now()).toISOString().slice(0, 10);
      const yesterday = new Date(s.clock.now() - DAY).toISOString().slice(0, 10);
      expect(week.days.at(-1)).toEqual({ day: today, coins: 25, gifts: 2 });
      expect(week.days.at(-2)).toEqual({ day: yesterday, coins: 3, gifts: 1 });
      expect(week.days.slice(0, 5).every((d) => d.coins === 0 && d.gifts === 0)).toBe(true);
      expect(week).toMatchObject({ total: 28, allTime: 28, earningBalance: 28, balance: 0 });
      const oneDay = expectSuccess(await as(s, star, 'recentEarnings', { days: 1 }));
      expect(oneDay).toMatchObject({ days: [{ day: today, coins: 25, gifts: 2 }], total: 25, allTime: 28 });
      expectRefusal(await as(s, star, 'recentEarnings', { days: 91 }), ErrorCode.InvalidInput);
    });

    it('lists the gifts received newest first, paged, named in the request language', async () => {
      const page = expectSuccess(
        await s.call(
          'giftDetail',
          { page: 1, pageSize: 10 },
          { token: star.token, headers: { language: 'en' } },
        ),
      );
      expect(page.total).toBe(3);
      expect(page.list.map((r) => [r.sender.uid, r.giftName, r.count, r.coins])).toEqual([
        [fan.uid, 'Applause', 1, 5],
        [other.uid, 'Football', 2, 20],
        [fan.uid, 'Rose', 3, 3],
      ]);
      expect(page.list[0]!.at).toBe(s.clock.now());
      expect(page.list[0]!.sender.nickname).toBe(fan.row.nickname);
      const zh = expectSuccess(
        await s.call(
          'giftDetail',
          { page: 1, pageSize: 10 },
          { token: star.token, headers: { language: 'zh' } },
        ),
      );
      expect(zh.list[2]!.giftName).toBe('玫瑰');
      const second = expectSuccess(await as(s, star, 'giftDetail', { page: 2, pageSize: 10 }));
      expect(second).toMatchObject({ total: 3, list: [] });
    });

    it("is an anchor's only (3004 for members, 1005 for guests)", async () => {
      expectRefusal(await as(s, fan, 'recentEarnings', {}), ErrorCode.NotAnchorOrPending);
      expectRefusal(await as(s, fan, 'giftDetail', { page: 1, pageSize: 10 }), ErrorCode.NotAnchorOrPending);
      expectRefusal(await s.call('recentEarnings', {}), ErrorCode.LoginRequired);
    });

    it('lists fans with nickname, avatar and when they followed, searchable by nickname', async () => {
      expectSuccess(await as(s, fan, 'anchorFollow', { anchorId: star.uid, state: 1 }));
      s.clock.advance(1000);
      expectSuccess(await as(s, other, 'anchorFollow', { anchorId: star.uid, state: 1 }));
      const all = expectSuccess(await as(s, star, 'myFans', { page: 1, pageSize: 10 }));
      expect(all.list.map((f) => f.uid)).toEqual([other.uid, fan.uid]);
      expect(all.list[0]).toEqual({
        uid: other.uid,
        appNumber: other.row.appNumber,
        nickname: other.row.nickname,
        avatar: null,
        since: s.clock.now(),
      });
      const needle = fan.row.nickname.slice(-4).toUpperCase();
      const found = expectSuccess(await as(s, star, 'myFans', { keyword: needle, page: 1, pageSize: 10 }));
      expect(found).toMatchObject({ total: 1, list: [{ uid: fan.uid }] });
      const none = expectSuccess(await as(s, star, 'myFans', { keyword: '%_', page: 1, pageSize: 10 }));
      expect(none).toMatchObject({ total: 0, list: [] });
    });
  });
});
