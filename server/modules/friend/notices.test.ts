/**
 * System messages the product writes (issue 15): a ban and an unban, a friend request accepted, a
 * red envelope refunded, a platform announcement; each in the reader's language, each refreshing
 * the count on the member's sockets (OnSystemMessage, §4 types 31 / 32).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { RED_PACKET_REFUND_MS } from '../../../protocol/redPacket';
import { expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import type { ImPush } from '../realtime';
import { refundDue } from '../redpacket/refund';
import { anchor, as, type Member, roomOf, viewer } from '../room/testKit';
import { grant } from '../wallet/grant';

describe.each(BACKENDS)('system notices [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    const pushed: { userId: string; event: string; data: unknown }[] = [];

    beforeAll(async () => {
      s = await startTestServer({ backend });
      const realtime = s.ctx.runtimes.realtime;
      const toUser = realtime.toUser.bind(realtime);
      realtime.toUser = (userId, pushes, except) => {
        for (const p of (Array.isArray(pushes) ? pushes : [pushes]) as ImPush[])
          pushed.push({ userId: String(userId), event: p.event, data: p.data });
        return toUser(userId, pushes, except);
      };
    });
    afterAll(async () => {
      await s?.close();
    });

    const list = async (m: Member, language = 'en') =>
      expectSuccess(
        await s.call(
          'systemMessageList',
          { page: 1, pageSize: 20 },
          { token: m.token, headers: { language } },
        ),
      ).list;
    const refreshed = (m: Member) =>
      pushed.filter((p) => p.userId === m.uid && p.event === 'OnSystemMessage');

    it('tells an anchor of a ban (with the reason) and of the unban', async () => {
      const star = await anchor(s);
      const admin = { headers: { 'x-admin-key': s.ctx.secrets.adminKey } };
      expectSuccess(
        await s.call('adminReview', { username: star.username, action: 'ban', reason: 'spam' }, admin),
      );
      expectSuccess(await s.call('adminReview', { username: star.username, action: 'unban' }, admin));
      const token = await s.login(star.username, 'start1234');
      const messages = await list({ ...star, token }, 'por');
      expect(messages.map((m) => [m.type, m.title])).toEqual([
        [32, 'O banimento da sua conta foi retirado'],
        [32, 'Sua conta foi banida'],
      ]);
      expect(messages[1]!.body).toContain('spam');
      expect(refreshed(star)).toHaveLength(2);
    });

    it('tells the requester that a friend request was accepted, naming who accepted', async () => {
      const [asker, answerer] = [await viewer(s), await viewer(s)];
      const request = expectSuccess(
        await as(s, asker, 'applyFriend', { toUserID: answerer.row.appNumber, source: 1, reason: 'hi' }),
      );
      expectSuccess(
        await as(s, answerer, 'friendApplicationResponse', { id: request.id, action: 'approve' }),
      );
      const [message] = await list(asker, 'vie');
      expect(message).toMatchObject({ type: 32, title: 'Lời mời kết bạn đã được chấp nhận' });
      expect(message!.body).toContain(answerer.row.nickname);
      expect(refreshed(asker).at(-1)!.data).toEqual({ id: message!.id, type: 32 });
      expect(await list(answerer)).toEqual([]);
    });

    it('tells the sender of a red envelope what came back from it', async () => {
      const star = await anchor(s);
      await grant(s.ctx, star.id, 'coin', 500);
      expectSuccess(
        await as(s, star, 'redPacketSend', {
          roomID: roomOf(star),
          kind: 'lucky',
          content: 'coin',
          count: 5,
          total: 100,
          limitHours: 3,
        }),
      );
      s.clock.advance(RED_PACKET_REFUND_MS);
      expect(await refundDue(s.ctx)).toBeGreaterThanOrEqual(1);
      const [message] = await list(star, 'en');
      expect(message).toMatchObject({ type: 32, title: 'Red envelope refunded' });
      expect(message!.body).toContain('100 gold coins');
      expect((await list(star, 'tw'))[0]!.body).toContain('100 金幣');
    });

    it('keeps a platform announcement as a message of type 31 for the accounts named, or for everyone', async () => {
      const [one, two] = [await viewer(s), await viewer(s)];
      const admin = { headers: { 'x-admin-key': s.ctx.secrets.adminKey } };
      expectSuccess(
        await s.call(
          'adminPush',
          { title: 'Maintenance tonight', body: '02:00-03:00', usernames: [one.username] },
          admin,
        ),
      );
      expect((await list(one)).map((m) => [m.type, m.title, m.body])).toEqual([
        [31, 'Maintenance tonight', '02:00-03:00'],
      ]);
      expect(await list(two)).toEqual([]);
      expectSuccess(await s.call('adminPush', { title: 'Welcome to the new season' }, admin));
      expect((await list(two)).map((m) => m.title)).toEqual(['Welcome to the new season']);
      expect((await list(one)).map((m) => m.title)).toEqual([
        'Welcome to the new season',
        'Maintenance tonight',
      ]);
    });
  });
});
