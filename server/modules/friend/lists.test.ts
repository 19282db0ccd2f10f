/** Friends list and presence, friend_status, delete, blacklist, send/able, guests refused, socket events. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { api, type RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import { type friendEndpoints } from '../../../protocol/friendEndpoints';
import { DEFAULT_MESSAGE_SETTINGS } from '../../../protocol/messageCenter';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { as, befriend, person, type Person } from './testKit';

describe.each(BACKENDS)('friend lists [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let a: Person;
    let b: Person;

    beforeAll(async () => {
      s = await startTestServer({ backend });
    });
    afterAll(async () => {
      await s?.close();
    });
    beforeEach(async () => {
      vi.restoreAllMocks();
      a = await person(s);
      b = await person(s);
      await befriend(s, a, b);
    });

    it('refuses every friend and message-center call without a login (guests) with 1005', async () => {
      const id = b.appNumber;
      const valid: { [N in keyof typeof friendEndpoints]: RequestOf<N> } = {
        searchFriend: { keyword: id, source: 1 },
        isFriend: { userID: id },
        applyFriend: { toUserID: id, source: 1 },
        sendAble: { userID: id },
        sendAbleBatch: { userIDs: [id] },
        friendApplicationList: {},
        friendApplicationResponse: { id: 1, action: 'approve' },
        friendList: {},
        friendDelete: { userID: id },
        blacklistList: {},
        blacklistAdd: { userID: id },
        blacklistRemove: { userID: id },
        filterTouristUser: { userIDs: [id] },
        userFlag: { userIDs: [id] },
        friendStatus: { userIDs: [id] },
        systemMessageCount: {},
        systemMessageList: { page: 1, pageSize: 10 },
        systemMessageDetail: { id: 1 },
        systemMessageDelete: { ids: [1] },
        phraseListAll: {},
        phraseAdd: { text: 'hi' },
        phraseEdit: { id: 1, text: 'hi' },
        phraseDelete: { id: 1 },
        phraseBatchSort: { ids: [1] },
        messageSettingGet: {},
        messageSettingSet: DEFAULT_MESSAGE_SETTINGS,
      };
      for (const name of Object.keys(valid) as (keyof typeof valid)[]) {
        expect(api[name].access).toBe('user');
        expectRefusal(await s.call(name, valid[name]), ErrorCode.LoginRequired);
        expectRefusal(await s.call(name, valid[name], { token: 'guest_1' }), ErrorCode.LoginExpired);
      }
      expect(expectSuccess(await as(s, a, 'friendList', {}))).toHaveLength(1);
    });

    it('lists friends with the last login as last activity when no socket was seen', async () => {
      const [row] = expectSuccess(await as(s, a, 'friendList', {}));
      expect(row).toMatchObject({
        appNumber: b.appNumber,
        online: false,
        lastActiveMinutes: 1,
        statusKind: 'minutes',
      });
      expect(row).not.toHaveProperty('phone');
      s.clock.advance(90 * 60_000);
      // Sessions are stamped by the database clock, the test clock only moved: about 90 minutes.
      const [later] = expectSuccess(await as(s, a, 'friendList', {}));
      expect(later).toMatchObject({ online: false, statusKind: 'hours' });
      expect(later!.lastActiveMinutes).toBeGreaterThanOrEqual(88);
      expect(later!.lastActiveMinutes).toBeLessThanOrEqual(91);
    });

    it('reads presence from the realtime module, once per list', async () => {
      const t = s.clock.now();
      const asked: number[][] = [];
      // One round per list, by user id (no lookup per person).
      vi.spyOn(s.ctx.runtimes.realtime.presence, 'statusOf').mockImplementation((ids) => {
        asked.push([...ids]);
        return Promise.resolve(
          new Map(ids.map((id) => [id, { online: id === b.id, lastActiveAt: t - 2000 * 60_000 }])),
        );
      });
      const c = await person(s);
      await befriend(s, a, c);
      const list = expectSuccess(await as(s, a, 'friendList', {}));
      const byId = new Map(list.map((f) => [f.appNumber, f]));
      expect(asked).toHaveLength(1);
      expect(asked[0]!.sort()).toEqual([b.id, c.id].sort());
      expect(byId.get(b.appNumber)).toMatchObject({
        online: true,
        lastActiveMinutes: 0,
        statusKind: 'online',
      });
      expect(byId.get(c.appNumber)).toMatchObject({
        online: false,
        lastActiveMinutes: 2000,
        statusKind: 'yesterday',
      });
      const status = expectSuccess(
        await as(s, a, 'friendStatus', { userIDs: [b.appNumber, c.appNumber, '10000004', 'guest_1'] }),
      );
      expect(status.map((x) => [x.userID, x.statusKind]).sort()).toEqual(
        [
          [b.appNumber, 'online'],
          [c.appNumber, 'yesterday'],
        ].sort(),
      );
    });

    it('deletes a friend on both sides; again 4008; unknown 4012; oneself 4024', async () => {
      expectSuccess(await as(s, b, 'friendDelete', { userID: a.appNumber }));
      expect(expectSuccess(await as(s, a, 'friendList', {}))).toEqual([]);
      expect(expectSuccess(await as(s, b, 'friendList', {}))).toEqual([]);
      expectRefusal(await as(s, a, 'friendDelete', { userID: b.appNumber }), ErrorCode.NotFriends);
      expectRefusal(await as(s, a, 'friendDelete', { userID: '99999999' }), ErrorCode.UserNotFound);
      expectRefusal(await as(s, a, 'friendDelete', { userID: a.appNumber }), ErrorCode.CannotAddSelf);
    });

    it('blocks and unblocks: list, idempotent add, send/able both ways', async () => {
      expect(expectSuccess(await as(s, a, 'sendAble', { userID: b.appNumber }))).toEqual({
        userID: b.appNumber,
        able: true,
        code: 0,
      });
      expectSuccess(await as(s, a, 'blacklistAdd', { userID: b.appNumber }));
      expectSuccess(await as(s, a, 'blacklistAdd', { userID: b.appNumber }));
      const list = expectSuccess(await as(s, a, 'blacklistList', {}));
      expect(list).toEqual([expect.objectContaining({ appNumber: b.appNumber, since: s.clock.now() })]);
      expect(expectSuccess(await as(s, b, 'blacklistList', {}))).toEqual([]);
      expect(expectSuccess(await as(s, a, 'sendAble', { userID: b.appNumber })).code).toBe(
        ErrorCode.Blacklisted,
      );
      expect(expectSuccess(await as(s, b, 'sendAble', { userID: a.appNumber })).code).toBe(
        ErrorCode.Blacklisted,
      );
      expectRefusal(await as(s, a, 'blacklistAdd', { userID: a.appNumber }), ErrorCode.CannotAddSelf);
      expectRefusal(await as(s, a, 'blacklistAdd', { userID: '99999999' }), ErrorCode.UserNotFound);
      expectSuccess(await as(s, a, 'blacklistRemove', { userID: b.appNumber }));
      expectSuccess(await as(s, a, 'blacklistRemove', { userID: b.appNumber }));
      expect(expectSuccess(await as(s, a, 'blacklistList', {}))).toEqual([]);
      expect(expectSuccess(await as(s, b, 'sendAble', { userID: a.appNumber })).able).toBe(true);
    });

    it('answers send/able in batch: friend, stranger, unknown, guest, oneself; at most 50 ids', async () => {
      const stranger = await person(s);
      const ids = [b.appNumber, stranger.appNumber, '99999999', 'guest_9', a.appNumber];
      expect(expectSuccess(await as(s, a, 'sendAbleBatch', { userIDs: ids }))).toEqual([
        { userID: b.appNumber, able: true, code: 0 },
        { userID: stranger.appNumber, able: false, code: ErrorCode.NotFriends },
        { userID: '99999999', able: false, code: ErrorCode.UserNotFound },
        { userID: 'guest_9', able: false, code: ErrorCode.UserNotFound },
        { userID: a.appNumber, able: false, code: ErrorCode.CannotAddSelf },
      ]);
      const many = Array.from({ length: 51 }, (_, i) => String(10_000_000 + i));
      expectRefusal(await as(s, a, 'sendAbleBatch', { userIDs: many }), ErrorCode.InvalidInput);
      expectRefusal(await as(s, a, 'sendAbleBatch', { userIDs: [] }), ErrorCode.InvalidInput);
    });

    it("tells the user's sockets through the realtime module after each change", async () => {
      const events: [string, string][] = [];
      const c = await person(s);
      const appNumbers = new Map([a, b, c].map((p) => [String(p.id), p.appNumber]));
      vi.spyOn(s.ctx.runtimes.realtime, 'toUser').mockImplementation((userId, pushes) => {
        for (const push of [pushes].flat()) events.push([appNumbers.get(String(userId)) ?? '?', push.event]);
        return Promise.resolve();
      });
      await befriend(s, a, c);
      expectSuccess(await as(s, a, 'blacklistAdd', { userID: c.appNumber }));
      expectSuccess(await as(s, c, 'friendDelete', { userID: a.appNumber }));
      expect(events).toEqual([
        [c.appNumber, 'OnFriendApplicationAdded'],
        [a.appNumber, 'OnFriendApplicationAccepted'],
        [a.appNumber, 'OnFriendAdded'],
        [c.appNumber, 'OnFriendAdded'],
        [a.appNumber, 'OnSystemMessage'],
        [a.appNumber, 'OnBlackAdded'],
        [c.appNumber, 'OnFriendDeleted'],
        [a.appNumber, 'OnFriendDeleted'],
      ]);
    });
  });
});
