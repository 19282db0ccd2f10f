/**
 * /redPacket/send, open, list, stats: the §5 rules, the §4 states and every refusal writes nothing;
 * only users joined to the room open an envelope (never its sender), and only they and the sender
 * see who opened it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import type { RequestOf } from '../../../protocol/api';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  tableDigest,
  type TestServer,
} from '../../../test/helpers/testServer';
import { anchor, as, type Member, roomOf, viewer } from '../room/testKit';
import { grant } from '../wallet/grant';
import { reconcile } from '../wallet/reconcile';
import { joinAs } from './testKit';

type Send = RequestOf<'redPacketSend'>;

describe.each(BACKENDS)('redpacket [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Member;
    let room: string;
    let fan: Member;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      owner = await anchor(s);
      room = roomOf(owner);
      fan = await viewer(s);
      await grant(s.ctx, owner.id, 'coin', 10_000);
      await grant(s.ctx, owner.id, 'coupon70', 10);
    });
    afterAll(async () => {
      await s?.close();
    });

    const lucky = (over: Partial<Send> = {}): Send => ({
      roomID: room,
      kind: 'lucky',
      content: 'coin',
      count: 5,
      total: 100,
      limitHours: 3,
      ...over,
    });

    /** A refused send writes nothing at all. */
    async function refusedSend(body: unknown, code: ErrorCode, who: Member = owner): Promise<string[]> {
      const before = await tableDigest(s.ctx);
      const reply = await s.call('redPacketSend', body as Send, { token: who.token });
      expectRefusal(reply, code);
      expect(await tableDigest(s.ctx)).toBe(before);
      return (failureOf(reply).issues ?? []).map((i) => `${i.path}:${i.rule}`);
    }

    it('refuses bad amounts of §5 with the rule, writing nothing', async () => {
      const noCount: Partial<Send> = lucky();
      delete noCount.count;
      expect(await refusedSend(noCount, ErrorCode.InvalidInput)).toContain('count:invalid_type');
      for (const bad of [-5, 0, 1.5, 1e12, '10', null])
        await refusedSend(lucky({ total: bad as number }), ErrorCode.InvalidInput);
      expect(await refusedSend(lucky({ total: 4 }), ErrorCode.InvalidInput)).toContain('total:belowCount');
      const noTotal: Partial<Send> = lucky();
      delete noTotal.total;
      expect(await refusedSend(noTotal, ErrorCode.InvalidInput)).toContain('total:required');
      expect(
        await refusedSend({ ...lucky(), kind: 'ordinary', total: undefined }, ErrorCode.InvalidInput),
      ).toContain('single:required');
      expect(await refusedSend(lucky({ content: 'coupon' }), ErrorCode.InvalidInput)).toContain(
        'tier:tierRequired',
      );
      expect(await refusedSend(lucky({ count: 501 }), ErrorCode.InvalidInput)).toContain('count:too_big');
      await refusedSend(lucky({ limitHours: 12 as 3 }), ErrorCode.InvalidInput);
      await refusedSend(lucky({ tier: 90 as 50, content: 'coupon', total: 5 }), ErrorCode.InvalidInput);
      await refusedSend(lucky({ count: 3, total: 10_001 }), ErrorCode.BalanceInsufficient);
      await refusedSend(
        { roomID: room, kind: 'ordinary', content: 'coupon', tier: 70, count: 3, single: 4, limitHours: 6 },
        ErrorCode.BalanceInsufficient,
      );
      await refusedSend(lucky(), ErrorCode.NoPermission, fan);
      await refusedSend(lucky({ roomID: 'room_999999' }), ErrorCode.NotFound);
      expect(await reconcile(s.ctx.database.db)).toEqual([]);
    });

    it('sends, lets each user open once, says too late when taken, lists who got what', async () => {
      const sent = expectSuccess(await as(s, owner, 'redPacketSend', lucky({ count: 2, total: 30 })));
      expect(sent.redPacket).toMatchObject({ state: 'available', total: 30, claimed: 0, count: 2 });
      const [a, b, c] = [fan, await viewer(s), await viewer(s)];
      await joinAs(s.ctx, room, [a, b, c]);
      const first = expectSuccess(await as(s, a, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }));
      expect(first).toMatchObject({ id: sent.redPacket.id, content: 'coin', tier: null, seq: 1 });
      const again = await as(s, a, 'redPacketOpen', { id: sent.redPacket.id, roomID: room });
      expectRefusal(again, ErrorCode.RedPacketAlreadyOpened);
      expect(failureOf(again)).toMatchObject({ amount: first.amount });
      const second = expectSuccess(await as(s, b, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }));
      expect(first.amount + second.amount).toBe(30);
      expectRefusal(
        await as(s, c, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }),
        ErrorCode.RedPacketTakenOut,
      );
      const list = expectSuccess(await as(s, c, 'redPacketList', { id: sent.redPacket.id }));
      expect(list.redPacket).toMatchObject({ state: 'takenOut', claimed: 2, claimedAmount: 30 });
      expect(list.claims.map((x) => x.userID)).toEqual([a.uid, b.uid]);
      expect(list.claims.filter((x) => x.best)).toHaveLength(1);
      const stats = expectSuccess(await as(s, a, 'redPacketStats', {}));
      expect(stats.received).toEqual({ count: 1, coins: first.amount });
    });

    it('pays coupons of the tier, refuses a foreign room, an unknown id and an expired envelope', async () => {
      const sent = expectSuccess(
        await as(s, owner, 'redPacketSend', {
          roomID: room,
          kind: 'ordinary',
          content: 'coupon',
          tier: 70,
          count: 2,
          single: 3,
          limitHours: 3,
        }),
      );
      expect(sent.balance).toBe(4);
      const other = await anchor(s);
      await joinAs(s.ctx, roomOf(other), [fan]);
      expectRefusal(
        await as(s, fan, 'redPacketOpen', { id: sent.redPacket.id, roomID: roomOf(other) }),
        ErrorCode.RedPacketOtherRoom,
      );
      expectRefusal(await as(s, fan, 'redPacketOpen', { id: 999_999, roomID: room }), ErrorCode.NotFound);
      const got = expectSuccess(await as(s, fan, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }));
      expect(got).toMatchObject({ amount: 3, content: 'coupon', tier: 70, balance: 3 });
      s.clock.advance(3 * 3600_000);
      const late = await viewer(s);
      await joinAs(s.ctx, room, [late]);
      expectRefusal(
        await as(s, late, 'redPacketOpen', { id: sent.redPacket.id, roomID: room }),
        ErrorCode.RedPacketExpired,
      );
      const list = expectSuccess(await as(s, late, 'redPacketList', { id: sent.redPacket.id }));
      expect(list.redPacket.state).toBe('expired');
      expect(await reconcile(s.ctx.database.db)).toEqual([]);
    });

    it('opens only for users joined to the room, never for the sender, writing nothing when refused', async () => {
      const sent = expectSuccess(await as(s, owner, 'redPacketSend', lucky({ count: 3, total: 30 })));
      const id = sent.redPacket.id;
      const [outsider, other] = [await viewer(s), await anchor(s)];
      const before = await tableDigest(s.ctx);
      // Not joined: refused before anything about the envelope is looked at (an unknown id too).
      expectRefusal(await as(s, outsider, 'redPacketOpen', { id, roomID: room }), ErrorCode.NotInRoom);
      expectRefusal(
        await as(s, outsider, 'redPacketOpen', { id: 999_999, roomID: room }),
        ErrorCode.NotInRoom,
      );
      // Joined to another room: still not this one's.
      const leaveOther = await joinAs(s.ctx, roomOf(other), [outsider]);
      expectRefusal(await as(s, outsider, 'redPacketOpen', { id, roomID: room }), ErrorCode.NotInRoom);
      leaveOther();
      // The sender, joined to the room (the anchor in its own room), cannot open its own.
      await joinAs(s.ctx, room, [owner]);
      expectRefusal(await as(s, owner, 'redPacketOpen', { id, roomID: room }), ErrorCode.NoPermission);
      expect(await tableDigest(s.ctx)).toBe(before);
      // Joined: opens; once out of the room again, refused.
      const leave = await joinAs(s.ctx, room, [outsider]);
      expectSuccess(await as(s, outsider, 'redPacketOpen', { id, roomID: room }));
      leave();
      const gone = await viewer(s);
      (await joinAs(s.ctx, room, [gone]))();
      expectRefusal(await as(s, gone, 'redPacketOpen', { id, roomID: room }), ErrorCode.NotInRoom);
      expect(await reconcile(s.ctx.database.db)).toEqual([]);
    });

    it('lists the claimers only to users joined to the room and to the sender; others get 1002 as for no envelope', async () => {
      const sent = expectSuccess(await as(s, owner, 'redPacketSend', lucky({ count: 2, total: 20 })));
      const id = sent.redPacket.id;
      const winner = await viewer(s);
      const leave = await joinAs(s.ctx, room, [winner]);
      expectSuccess(await as(s, winner, 'redPacketOpen', { id, roomID: room }));
      expect(expectSuccess(await as(s, winner, 'redPacketList', { id })).claims.map((c) => c.userID)).toEqual(
        [winner.uid],
      );
      // The winner left the room: no more list, the same answer as an id that does not exist.
      leave();
      expectRefusal(await as(s, winner, 'redPacketList', { id }), ErrorCode.NotFound);
      const outsider = await viewer(s);
      for (const probe of [id, id - 1, id + 1, 999_999])
        expectRefusal(await as(s, outsider, 'redPacketList', { id: probe }), ErrorCode.NotFound);
      // Joined to another room does not show this room's envelopes.
      const other = await anchor(s);
      const leaveOther = await joinAs(s.ctx, roomOf(other), [outsider]);
      expectRefusal(await as(s, outsider, 'redPacketList', { id }), ErrorCode.NotFound);
      leaveOther();
      // The sender sees its envelope's claimers without being in the room.
      const own = expectSuccess(await as(s, owner, 'redPacketList', { id }));
      expect(own.claims.map((c) => c.userID)).toEqual([winner.uid]);
    });
  });
});
