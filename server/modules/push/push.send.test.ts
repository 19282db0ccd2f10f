/**
 * Pushes of every §4 type, sent to a local HTTPS push service, decrypted there (RFC 8291) and read
 * back; pruning on 404/410; the admin push's permission and size checks (refused: nothing stored,
 * nothing sent).
 */
import type { AddressInfo } from 'node:net';

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { IM_PATH } from '../../../protocol/im';
import { MATCH_UPDATE_CHANNEL, type MatchUpdate } from '../../../protocol/matchLive';
import { PushType } from '../../../protocol/push';
import { ImClient } from '../../../test/helpers/imClient';
import { type PushService, startPushService, type Subscriber } from '../../../test/helpers/pushService';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { auditLog, conversationMembers, friends, messageSettings, pushSubscriptions } from '../../db/schema';
import { insertMatch } from '../match/testKit';

interface Member {
  id: number;
  token: string;
  nickname: string;
  sub: Subscriber;
}

describe.each(BACKENDS)('push.send [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let push: PushService;
    let wsUrl: string;
    const sockets: ImClient[] = [];

    beforeAll(async () => {
      push = await startPushService();
      s = await startTestServer({
        backend,
        env: { PUSH_EXTRA_HOSTS: push.host, PUSH_CA_FILE: push.caFile, MATCH_SIMULATOR: '0' },
      });
      await s.app.listen({ port: 0, host: '127.0.0.1' });
      wsUrl = `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}${IM_PATH}`;
    });
    afterAll(async () => {
      await Promise.all(sockets.map((c) => c.close().catch(() => undefined)));
      await s?.close();
      await push?.close();
    });

    const settle = () => s.ctx.runtimes.push.settle();

    /** A fresh user with one registered browser (language `lang`). */
    async function member(lang = 'en'): Promise<Member> {
      const u = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      const token = await s.login(u.username, u.password);
      const sub = push.subscriber();
      const reply = await s.call(
        'pushToken',
        { platform: 3, pushToken: sub.token },
        { token, headers: { language: lang } },
      );
      expect(reply.body.success).toBe(true);
      return { id: u.id, token, nickname: `Nick ${u.username}`, sub };
    }

    it('sends an admin custom push (4) to every browser: decrypted, with its action, TTL and topic', async () => {
      const [a, b] = [await member(), await member('zh')];
      const reply = await s.call(
        'adminPush',
        { title: 'Final tonight', body: 'Watch it here 🏆', webActionType: 1, webActionContent: '42' },
        { headers: { 'x-admin-key': s.ctx.secrets.adminKey } },
      );
      expect(reply.body.success).toBe(true);
      expect(reply.body.data.sent).toBeGreaterThanOrEqual(2);
      for (const m of [a, b]) {
        const [msg] = await push.waitFor(m.sub, 1);
        expect(msg).toMatchObject({
          type: PushType.Custom,
          title: 'Final tonight',
          body: 'Watch it here 🏆',
          notify: {
            title: 'Final tonight',
            body: 'Watch it here 🏆',
            webActionType: 1,
            webActionContent: '42',
          },
        });
      }
      const raw = push.received.find((r) => r.subscriber === a.sub.id)!;
      expect(raw.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400', urgency: 'normal' });
      expect(raw.headers.topic).toMatch(/^[A-Za-z0-9_-]{1,32}$/);
      expect(raw.vapidKey).toBe((await s.call('pushVapidKey', {})).body.data.publicKey);
      expect(push.rejected).toEqual([]);
    });

    it('sends news (3) to the named accounts only', async () => {
      const [a, b] = [await member(), await member()];
      const admin = await s.login('admin01');
      const username = (await s.call('userInfo', {}, { token: a.token })).body.data.username;
      const reply = await s.call(
        'adminPush',
        { type: 3, title: 'Transfer news', imgUrl: 'https://img.example.com/n.jpg', usernames: [username] },
        { token: admin },
      );
      expect(reply.body.data).toMatchObject({ recipients: 1, sent: 1 });
      const [msg] = await push.waitFor(a.sub, 1);
      expect(msg).toMatchObject({
        type: PushType.News,
        title: 'Transfer news',
        bookNews: { imgUrl: 'https://img.example.com/n.jpg' },
      });
      expect(push.messagesOf(b.sub)).toEqual([]);
    });

    it('refuses an admin push without the admin role (1006) or over 4 KB (6003): nothing stored, nothing sent', async () => {
      const a = await member();
      const audits = async () =>
        Number((await s.ctx.database.db.select({ n: count() }).from(auditLog))[0]!.n);
      const before = { audits: await audits(), received: push.received.length };
      const asViewer = await s.call('adminPush', { title: 'Hi', body: 'there' }, { token: a.token });
      expect(asViewer.body.code).toBe(ErrorCode.NoPermission);
      const admin = await s.login('admin01');
      const tooLong = await s.call(
        'adminPush',
        { title: '长'.repeat(200), body: '长'.repeat(1200) },
        { token: admin },
      );
      expect(tooLong.body.code).toBe(ErrorCode.PayloadTooLarge);
      const badLink = await s.call(
        'adminPush',
        { title: 'x', webActionType: 3, webActionContent: 'javascript:alert(1)' },
        { token: admin },
      );
      expect(badLink.body.code).toBe(ErrorCode.InvalidInput);
      await settle();
      expect({ audits: await audits(), received: push.received.length }).toEqual(before);
    });

    it('prunes a subscription the push service answers 410 or 404 for, and keeps the others', async () => {
      const [gone, unknown, alive] = [await member(), await member(), await member()];
      push.answer(gone.sub, 410);
      push.answer(unknown.sub, 404);
      const reply = await s.call(
        'adminPush',
        { title: 'Ping' },
        { headers: { 'x-admin-key': s.ctx.secrets.adminKey } },
      );
      expect(reply.body.data.pruned).toBeGreaterThanOrEqual(2);
      const left = (await s.ctx.database.db.select().from(pushSubscriptions)).map((r) => r.endpoint);
      expect(left).not.toContain(gone.sub.endpoint);
      expect(left).not.toContain(unknown.sub.endpoint);
      expect(left).toContain(alive.sub.endpoint);
    });

    it('sends a chat message (8) to an offline receiver, with the conversation to open', async () => {
      const [a, b] = [await member(), await member()];
      await s.ctx.database.db.insert(friends).values([
        { userId: a.id, friendId: b.id, source: 1 },
        { userId: b.id, friendId: a.id, source: 1 },
      ]);
      const socket = await ImClient.connect(wsUrl, { sendID: String(a.id), token: a.token });
      sockets.push(socket);
      const send = (text: string) =>
        socket.ok<{ conversationID: string; seq: number }>('SendMessage', {
          clientMsgID: `c-${text}`,
          recvID: String(b.id),
          sessionType: 1,
          contentType: 101,
          content: JSON.stringify({ text }),
        });
      const ack = await send('see you at the match');
      const [msg] = await push.waitFor(b.sub, 1);
      expect(msg).toMatchObject({
        type: PushType.Chat,
        title: a.nickname,
        body: 'see you at the match',
        silent: false,
        openIMContentDTO: {
          SenderName: a.nickname,
          MessageType: 101,
          SendID: String(a.id),
          ConversationID: ack.conversationID,
          ClientMsgID: 'c-see you at the match',
          Seq: ack.seq,
        },
      });
      expect(push.messagesOf(a.sub)).toEqual([]);

      // Message settings: content hidden, no sound; then notifications off.
      await s.ctx.database.db.insert(messageSettings).values({
        userId: b.id,
        messageNotification: true,
        messageInfoNotification: false,
        newMessageNotificationVoice: false,
      });
      await send('secret plan');
      const [, hidden] = await push.waitFor(b.sub, 2);
      expect(hidden).toMatchObject({
        body: 'You have a new message',
        silent: true,
        openIMContentDTO: { ImageURL: '' },
      });
      await s.ctx.database.db
        .update(messageSettings)
        .set({ messageNotification: false })
        .where(eq(messageSettings.userId, b.id));
      await send('not pushed: notifications off');
      await settle();
      await s.ctx.database.db
        .update(messageSettings)
        .set({ messageNotification: true })
        .where(eq(messageSettings.userId, b.id));

      // Receive option 2 (no notification) on the conversation: nothing either.
      await s.ctx.database.db
        .update(conversationMembers)
        .set({ recvMsgOpt: 2 })
        .where(eq(conversationMembers.userId, b.id));
      await send('not pushed: muted conversation');
      await settle();
      await s.ctx.database.db
        .update(conversationMembers)
        .set({ recvMsgOpt: 0 })
        .where(eq(conversationMembers.userId, b.id));

      // Online (a socket of B is open): the socket delivers, no push.
      const bSocket = await ImClient.connect(wsUrl, { sendID: String(b.id), token: b.token });
      sockets.push(bSocket);
      await send('not pushed: online');
      await bSocket.eventsAtLeast('OnRecvNewMessage', 1);
      await settle();
      expect(push.messagesOf(b.sub)).toHaveLength(2);
    });

    it('sends a match status change (5) once to those who booked the match, in their language', async () => {
      const [booker, bystander] = [await member('zh'), await member()];
      const matchId = await insertMatch(s.ctx, {
        kickoffAt: s.clock.now() + 3 * 3600_000,
        home: { en: 'Lions', zh: '狮子' },
        away: { en: 'Tigers', zh: '老虎' },
        league: { en: 'Test Cup', zh: '测试杯' },
      });
      const booked = await s.call(
        'matchAppoint',
        { matchId, type: 2, action: 'book', replace: false },
        { token: booker.token },
      );
      expect(booked.body.success).toBe(true);
      const names = { en: 'Lions', zh: '狮子' };
      const update: MatchUpdate = {
        matchId,
        version: 7,
        sportId: 1,
        kickoffAt: s.clock.now(),
        feedStatus: 'finished',
        status: 'ended',
        period: 0,
        periodStartedAt: null,
        homeScore: [2, 1, 0, 0, 0, 0, 0],
        awayScore: [1, 0, 0, 0, 0, 0, 0],
        vbScores: null,
        score: [
          { value: 2, bracket: null },
          { value: 1, bracket: null },
        ],
        notification: {
          matchId,
          status: 2,
          sportId: 1,
          homeName: names,
          awayName: { en: 'Tigers', zh: '老虎' },
          leagueMatchName: { en: 'Test Cup', zh: '测试杯' },
          homeScore: [2, 1, 0, 0, 0, 0, 0],
          awayScore: [1, 0, 0, 0, 0, 0, 0],
          vbScores: null,
        },
        at: s.clock.now(),
      };
      // Heard twice (every node hears the bus): sent once.
      await s.ctx.bus.publish(MATCH_UPDATE_CHANNEL, JSON.stringify(update));
      await s.ctx.bus.publish(MATCH_UPDATE_CHANNEL, JSON.stringify(update));
      await s.ctx.bus.publish(
        MATCH_UPDATE_CHANNEL,
        JSON.stringify({ ...update, notification: null, version: 8 }),
      );
      const [msg] = await push.waitFor(booker.sub, 1);
      expect(msg).toMatchObject({
        type: PushType.MatchStatus,
        title: '比赛结束',
        body: '测试杯: 狮子 2 - 1 老虎',
        matchStatus: {
          matchId,
          status: 2,
          sportId: 1,
          homeName: { zh: '狮子' },
          homeScore: [2, 1, 0, 0, 0, 0, 0],
        },
      });
      await new Promise((r) => setTimeout(r, 100));
      await settle();
      expect(push.messagesOf(booker.sub)).toHaveLength(1);
      expect(push.messagesOf(bystander.sub)).toEqual([]);
    });

    it('sends "anchor went live" (2) to the followers the rooms module names', async () => {
      const [follower, other] = [await member(), await member()];
      const stats = await s.ctx.runtimes.push.anchorLive(
        { id: 31, name: 'Coach Li', imgUrl: 'https://img.example.com/li.png' },
        [follower.id],
      );
      expect(stats).toMatchObject({ recipients: 1, sent: 1 });
      const [msg] = await push.waitFor(follower.sub, 1);
      expect(msg).toMatchObject({
        type: PushType.AnchorLive,
        title: 'Coach Li is live',
        bookAnchor: { id: 31, name: 'Coach Li', imgUrl: 'https://img.example.com/li.png' },
      });
      expect(push.messagesOf(other.sub)).toEqual([]);
    });
  });
});
