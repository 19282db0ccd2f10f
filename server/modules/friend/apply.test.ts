/** Friend requests: refusals, duplicates, auto-approve, answers by the recipient, 3-day expiry, daily limit. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { FRIEND_REQUEST_TTL_MS, FRIEND_REQUESTS_PER_DAY } from '../../../protocol/friend';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { friendRequests } from '../../db/schema';
import { as, befriend, friendRowsBetween, person, type Person, target } from './testKit';

describe.each(BACKENDS)('friend requests [%s]', (backend) => {
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
      a = await person(s);
      b = await person(s);
    });

    const friendRows = (x: Person, y: Person) => friendRowsBetween(s, x, y);

    const apply = (from: Person, to: Person | string, source: 1 | 2 = 1) =>
      as(s, from, 'applyFriend', { toUserID: typeof to === 'string' ? to : to.appNumber, source });

    it('refuses oneself (4024), unknown or disabled users (4012) and current friends (4025)', async () => {
      const disabled = await target(s, { disabled: true });
      expectRefusal(await apply(a, a), ErrorCode.CannotAddSelf);
      expectRefusal(await apply(a, '99999999'), ErrorCode.UserNotFound);
      expectRefusal(await apply(a, disabled), ErrorCode.UserNotFound);
      await befriend(s, a, b);
      expectRefusal(await apply(a, b, 2), ErrorCode.AlreadyFriends);
      expectRefusal(await apply(b, a, 2), ErrorCode.AlreadyFriends);
    });

    it('refuses a blacklist either way with 4009', async () => {
      expectSuccess(await as(s, b, 'blacklistAdd', { userID: a.appNumber }));
      expectRefusal(await apply(a, b), ErrorCode.Blacklisted);
      expectRefusal(await apply(b, a), ErrorCode.Blacklisted);
    });

    it('refuses a bad reason or source with 1000', async () => {
      for (const body of [
        { toUserID: b.appNumber, source: 1, reason: 'x'.repeat(101) },
        { toUserID: b.appNumber, source: 1, reason: '<b>hi</b>' },
        { toUserID: b.appNumber, source: 0 },
        { toUserID: b.appNumber, source: 7 },
        { toUserID: 'a b', source: 1 },
      ]) {
        expectRefusal(await s.call('applyFriend', body as never, { token: a.token }), ErrorCode.InvalidInput);
      }
    });

    it('stores a pending request both sides list, and returns it again for a duplicate', async () => {
      const sent = expectSuccess(
        await as(s, a, 'applyFriend', {
          toUserID: b.appNumber,
          source: 3,
          reason: '  Hello from the match  ',
        }),
      );
      expect(sent).toMatchObject({
        direction: 'sent',
        status: 'pending',
        reason: 'Hello from the match',
        source: 3,
      });
      expect(sent.user.appNumber).toBe(b.appNumber);
      expect(sent.expiresAt - sent.createdAt).toBe(FRIEND_REQUEST_TTL_MS);
      const again = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      expect(again.id).toBe(sent.id);
      const theirs = expectSuccess(await as(s, b, 'friendApplicationList', {}));
      expect(theirs.pendingReceived).toBe(1);
      expect(theirs.list).toEqual([
        { ...sent, direction: 'received', user: expect.objectContaining({ appNumber: a.appNumber }) },
      ]);
      const mine = expectSuccess(await as(s, a, 'friendApplicationList', {}));
      expect(mine).toEqual({ list: [sent], pendingReceived: 0 });
    });

    it('approves at once when both asked, with both friend rows', async () => {
      const first = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      const second = expectSuccess(await as(s, b, 'applyFriend', { toUserID: a.appNumber, source: 1 }));
      expect(second).toMatchObject({ id: first.id, status: 'approved', direction: 'received' });
      expect(await friendRows(a, b)).toHaveLength(2);
      const list = expectSuccess(await as(s, a, 'friendList', {}));
      expect(list.map((f) => f.appNumber)).toEqual([b.appNumber]);
    });

    it('lets only the recipient answer; approve makes friends both ways, answers are idempotent', async () => {
      const req = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      const stranger = await person(s);
      expectRefusal(
        await as(s, a, 'friendApplicationResponse', { id: req.id, action: 'approve' }),
        ErrorCode.NotFound,
      );
      expectRefusal(
        await as(s, stranger, 'friendApplicationResponse', { id: req.id, action: 'approve' }),
        ErrorCode.NotFound,
      );
      const done = expectSuccess(
        await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'approve' }),
      );
      expect(done).toMatchObject({ status: 'approved', direction: 'received' });
      expect(done.handledAt).toBe(s.clock.now());
      expect(await friendRows(a, b)).toHaveLength(2);
      expectSuccess(await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'approve' }));
      expectRefusal(
        await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'reject' }),
        ErrorCode.NotFound,
      );
      expect(await friendRows(a, b)).toHaveLength(2);
    });

    it('rejects without friendship; a rejected request cannot be approved; a new one can be sent', async () => {
      const req = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      const no = expectSuccess(await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'reject' }));
      expect(no.status).toBe('rejected');
      expectRefusal(
        await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'approve' }),
        ErrorCode.NotFound,
      );
      expect(await friendRows(a, b)).toHaveLength(0);
      const next = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      expect(next.id).not.toBe(req.id);
      expect(next.status).toBe('pending');
    });

    it('refuses to approve once either side blocked the other', async () => {
      const req = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      expectSuccess(await as(s, a, 'blacklistAdd', { userID: b.appNumber }));
      expectRefusal(
        await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'approve' }),
        ErrorCode.Blacklisted,
      );
      expect(await friendRows(a, b)).toHaveLength(0);
    });

    it('expires a pending request after three days: listed expired, not answerable, replaced by a new one', async () => {
      const req = expectSuccess(await as(s, a, 'applyFriend', { toUserID: b.appNumber, source: 1 }));
      s.clock.advance(FRIEND_REQUEST_TTL_MS - 60_000);
      expect(expectSuccess(await as(s, b, 'friendApplicationList', {})).list[0]!.status).toBe('pending');
      s.clock.advance(60_000);
      const listed = expectSuccess(await as(s, b, 'friendApplicationList', {}));
      expect(listed).toMatchObject({ pendingReceived: 0, list: [{ id: req.id, status: 'expired' }] });
      const late = await as(s, b, 'friendApplicationResponse', { id: req.id, action: 'approve' });
      expectRefusal(late, ErrorCode.NotFound);
      expect(late.body.data).toMatchObject({ status: 'expired' });
      expect(await friendRows(a, b)).toHaveLength(0);
      // Both asked, but the first ask expired: the second is a new pending request, not an approval.
      const fresh = expectSuccess(await as(s, b, 'applyFriend', { toUserID: a.appNumber, source: 1 }));
      expect(fresh).toMatchObject({ status: 'pending', direction: 'sent' });
      const [old] = await s.ctx.database.db
        .select()
        .from(friendRequests)
        .where(eq(friendRequests.id, req.id));
      expect(old!.status).toBe('expired');
    });

    it('allows 20 new requests a day, then 4011 until the next day; duplicates do not count', async () => {
      const targets = await Promise.all(Array.from({ length: FRIEND_REQUESTS_PER_DAY + 1 }, () => target(s)));
      for (const t of targets.slice(0, FRIEND_REQUESTS_PER_DAY)) {
        expectSuccess(await as(s, a, 'applyFriend', { toUserID: t.appNumber, source: 1 }));
      }
      expectSuccess(await as(s, a, 'applyFriend', { toUserID: targets[0]!.appNumber, source: 1 }));
      const last = targets[FRIEND_REQUESTS_PER_DAY]!;
      expectRefusal(
        await as(s, a, 'applyFriend', { toUserID: last.appNumber, source: 1 }),
        ErrorCode.AddLimit,
      );
      s.clock.advance(24 * 3600_000);
      expectSuccess(await as(s, a, 'applyFriend', { toUserID: last.appNumber, source: 1 }));
    });
  });
});
