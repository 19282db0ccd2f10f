/** Search (every source of §3), the §5 ID rule, the daily search limit, isFriend and the user marks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { qrContent, SEARCHES_PER_DAY } from '../../../protocol/friend';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { as, befriend, person, type Person, target } from './testKit';

const DAY_MS = 24 * 3600_000;

describe.each(BACKENDS)('friend search [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let me: Person;
    let other: Person;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      me = await person(s);
      other = await person(s);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('finds by ID, card, QR code, username and phone, showing only the public profile', async () => {
      const bodies = [
        { keyword: other.appNumber, source: 1 },
        { keyword: other.appNumber, source: 6 },
        { keyword: qrContent(other.appNumber), source: 5 },
        { keyword: other.username.toUpperCase(), source: 2 },
        { keyword: other.phone, source: 3, areaCode: '86' },
        { keyword: other.phone, source: 3 },
      ] as const;
      for (const body of bodies) {
        const found = expectSuccess(await as(s, me, 'searchFriend', body));
        expect(found).toEqual({
          appNumber: other.appNumber,
          uid: String(other.id),
          nickname: `Nick ${other.username}`,
          avatar: null,
          isAnchor: false,
          isFriend: false,
          isBlacklisted: false,
          isSelf: false,
        });
        expect(Object.keys(found)).not.toEqual(expect.arrayContaining(['phone']));
        expect(JSON.stringify(found)).not.toMatch(
          new RegExp(`${other.phone}|password|username|areaCode`, 'i'),
        );
      }
    });

    it('marks oneself, friends, blocked users and anchors', async () => {
      expect(
        expectSuccess(await as(s, me, 'searchFriend', { keyword: me.appNumber, source: 1 })).isSelf,
      ).toBe(true);
      const friend = await person(s);
      await befriend(s, me, friend);
      const blocked = await target(s);
      expectSuccess(await as(s, me, 'blacklistAdd', { userID: blocked.appNumber }));
      const found = expectSuccess(await as(s, me, 'searchFriend', { keyword: friend.appNumber, source: 1 }));
      expect(found).toMatchObject({ isFriend: true, isBlacklisted: false });
      const hidden = expectSuccess(
        await as(s, me, 'searchFriend', { keyword: blocked.appNumber, source: 1 }),
      );
      expect(hidden).toMatchObject({ isFriend: false, isBlacklisted: true });
      const anchor = expectSuccess(await as(s, me, 'searchFriend', { keyword: 'anchor01', source: 2 }));
      expect(anchor).toMatchObject({ appNumber: '10000004', isAnchor: true });
    });

    it('refuses unknown users, emails, other area codes and disabled accounts with 4012', async () => {
      const disabled = await target(s, { disabled: true });
      for (const body of [
        { keyword: '99999999', source: 1 },
        { keyword: 'nobody99', source: 2 },
        { keyword: other.phone, source: 3, areaCode: '852' },
        { keyword: 'someone@example.com', source: 4 },
        { keyword: disabled.appNumber, source: 1 },
        { keyword: qrContent('99999999'), source: 5 },
      ] as const) {
        expectRefusal(await as(s, me, 'searchFriend', body), ErrorCode.UserNotFound);
      }
    });

    it('refuses IDs of other characters than digits, letters and symbols (§5) with 1000', async () => {
      for (const body of [
        { keyword: '', source: 1 },
        { keyword: '1000 0001', source: 1 },
        { keyword: '用户一', source: 1 },
        { keyword: 'abc😀', source: 6 },
        { keyword: 'a\tb', source: 2 },
        { keyword: '13800000001x', source: 3 },
        { keyword: 'https://evil/10000002', source: 5 },
        { keyword: '10000002', source: 7 },
        { keyword: 'x'.repeat(65), source: 1 },
      ]) {
        expectRefusal(
          await s.call('searchFriend', body as never, { token: me.token }),
          ErrorCode.InvalidInput,
        );
      }
    });

    it('allows 50 searches a day, then 4010 until the next day', async () => {
      const seeker = await person(s);
      for (let i = 0; i < SEARCHES_PER_DAY; i++) {
        const reply = await as(s, seeker, 'searchFriend', {
          keyword: i % 2 ? other.appNumber : 'zz404',
          source: 1,
        });
        expect(reply.body.code).not.toBe(ErrorCode.SearchLimit);
      }
      expectRefusal(
        await as(s, seeker, 'searchFriend', { keyword: other.appNumber, source: 1 }),
        ErrorCode.SearchLimit,
      );
      expectSuccess(await as(s, me, 'searchFriend', { keyword: other.appNumber, source: 1 }));
      s.clock.advance(DAY_MS);
      expectSuccess(await as(s, seeker, 'searchFriend', { keyword: other.appNumber, source: 1 }));
    });

    it('answers isFriend for friends, strangers, blocked and unknown ids', async () => {
      const friend = await person(s);
      await befriend(s, friend, me);
      expect(expectSuccess(await as(s, me, 'isFriend', { userID: friend.appNumber }))).toEqual({
        isFriend: true,
        isBlacklisted: false,
      });
      expect(expectSuccess(await as(s, me, 'isFriend', { userID: other.appNumber }))).toEqual({
        isFriend: false,
        isBlacklisted: false,
      });
      expectSuccess(await as(s, me, 'blacklistAdd', { userID: friend.appNumber }));
      expect(expectSuccess(await as(s, me, 'isFriend', { userID: friend.appNumber }))).toEqual({
        isFriend: true,
        isBlacklisted: true,
      });
      expect(expectSuccess(await as(s, me, 'isFriend', { userID: '99999999' }))).toEqual({
        isFriend: false,
        isBlacklisted: false,
      });
    });

    it('filters guest ids and flags anchors (zb=1) and visitors (userType=4)', async () => {
      const ids = ['guest_abc', me.appNumber, 'guest_2', '99999999', '10000004'];
      expect(expectSuccess(await as(s, me, 'filterTouristUser', { userIDs: ids }))).toEqual({
        userIDs: ['guest_abc', 'guest_2'],
      });
      expect(expectSuccess(await as(s, me, 'userFlag', { userIDs: ids }))).toEqual([
        { userID: 'guest_abc', anchor: false, visitor: true, flag: 'userType=4' },
        { userID: me.appNumber, anchor: false, visitor: false, flag: '' },
        { userID: 'guest_2', anchor: false, visitor: true, flag: 'userType=4' },
        { userID: '10000004', anchor: true, visitor: false, flag: 'zb=1' },
      ]);
      expectRefusal(
        await as(s, me, 'userFlag', { userIDs: Array.from({ length: 101 }, (_, i) => `guest_${i}`) }),
        ErrorCode.InvalidInput,
      );
    });
  });
});
