/**
 * §4 type 8 of group messages, sent to a local HTTPS push service and decrypted there: an offline
 * member with receive option 0 gets it (GroupId / GroupName set, titled with the group); a member
 * with a live socket, or with receive option 1 or 2, gets none; and a member is pushed at most once
 * a minute per group, over two nodes that share the counters (each with its own local marks).
 */
import type { AddressInfo } from 'node:net';

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { groupConversationId } from '../../../protocol/groupConstants';
import { IM_PATH } from '../../../protocol/im';
import { PushType } from '../../../protocol/push';
import { ImClient } from '../../../test/helpers/imClient';
import { type PushService, startPushService, type Subscriber } from '../../../test/helpers/pushService';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  testClock,
  type TestServer,
} from '../../../test/helpers/testServer';
import { memoryCounters } from '../../adapters/counters';
import { conversationMembers } from '../../db/schema';
import { GROUP_PUSH_INTERVAL_MS } from '../im/groupPush';
import { groupText, makeGroup } from '../im/groupFixture';

interface Member {
  id: number;
  token: string;
  nickname: string;
  sub: Subscriber;
}

interface ChatPushSeen {
  type: number;
  openIMContentDTO: { GroupId: string; ClientMsgID: string };
}

describe.each(BACKENDS)('push.group [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    const clock = testClock();
    const counters = memoryCounters(clock.now);
    let push: PushService;
    let a: TestServer;
    let b: TestServer;
    const sockets: ImClient[] = [];

    const wsUrl = (s: TestServer) =>
      `ws://127.0.0.1:${(s.app.server.address() as AddressInfo).port}${IM_PATH}`;

    beforeAll(async () => {
      push = await startPushService();
      const env = { PUSH_EXTRA_HOSTS: push.host, PUSH_CA_FILE: push.caFile, MATCH_SIMULATOR: '0' };
      a = await startTestServer({ backend, env, now: clock.now, counters });
      b = await startTestServer({ backend, env, now: clock.now, counters, shareDatabaseWith: a });
      for (const s of [a, b]) await s.app.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await Promise.all(sockets.map((c) => c.close().catch(() => undefined)));
      await b?.close();
      await a?.close();
      await push?.close();
    });

    const settle = () => Promise.all([a, b].map((s) => s.ctx.runtimes.push.settle()));

    /** A fresh user with one registered browser. */
    async function member(): Promise<Member> {
      const u = await a.createUser({ role: 'viewer', anchorStatus: 'none' });
      const token = await a.login(u.username, u.password);
      const sub = push.subscriber();
      const reply = await a.call('pushToken', { platform: 3, pushToken: sub.token }, { token });
      expect(reply.body.success).toBe(true);
      return { id: u.id, token, nickname: `Nick ${u.username}`, sub };
    }

    async function connect(s: TestServer, m: Member): Promise<ImClient> {
      const socket = await ImClient.connect(wsUrl(s), { sendID: String(m.id), token: m.token });
      sockets.push(socket);
      return socket;
    }

    /** The type 8 pushes `m` got for this group. */
    const groupPushes = (m: Member, groupId: number) =>
      (push.messagesOf(m.sub) as ChatPushSeen[]).filter(
        (p) => p.type === PushType.Chat && p.openIMContentDTO.GroupId === String(groupId),
      );

    it('pushes an offline member with receive option 0, and no one online or with option 1 or 2', async () => {
      const [sender, offline, online, optOut, silent] = [
        await member(),
        await member(),
        await member(),
        await member(),
        await member(),
      ];
      const groupId = await makeGroup(
        a.ctx,
        sender.id,
        [offline, online, optOut, silent].map((m) => m.id),
        'Derby Ultras',
      );
      const conversationID = groupConversationId(String(groupId));
      for (const [m, recvMsgOpt] of [
        [optOut, 1],
        [silent, 2],
      ] as const)
        await a.ctx.database.db
          .update(conversationMembers)
          .set({ recvMsgOpt })
          .where(
            and(eq(conversationMembers.conversationId, conversationID), eq(conversationMembers.userId, m.id)),
          );
      // Each node forgets a member list it may hold (the option changed under it).
      for (const s of [a, b]) await s.ctx.runtimes.im.groups.membersChanged(groupId);

      const from = await connect(a, sender);
      const there = await connect(a, online);
      const ack = await from.ok<{ seq: number }>('SendMessage', groupText(groupId, 'kick-off at 8', 'gp-1'));
      const [msg] = await push.waitFor(offline.sub, 1);
      expect(msg).toMatchObject({
        type: PushType.Chat,
        title: 'Derby Ultras',
        body: `${sender.nickname}: kick-off at 8`,
        openIMContentDTO: {
          GroupId: String(groupId),
          GroupName: 'Derby Ultras',
          SenderName: sender.nickname,
          MessageType: 101,
          SendID: String(sender.id),
          ConversationID: conversationID,
          ClientMsgID: 'gp-1',
          Seq: ack.seq,
        },
      });
      await there.eventsAtLeast('OnRecvNewMessage', 1);
      await settle();
      for (const m of [sender, online, optOut, silent]) expect(push.messagesOf(m.sub)).toEqual([]);
      expect(push.rejected).toEqual([]);
    });

    it('pushes a member at most once a minute per group, over both nodes (shared counter)', async () => {
      const [sender, offline] = [await member(), await member()];
      const groupId = await makeGroup(a.ctx, sender.id, [offline.id], 'Away days');
      const onA = await connect(a, sender);
      const onB = await connect(b, sender);
      const send = async (socket: ImClient, clientMsgID: string) => {
        await socket.ok('SendMessage', groupText(groupId, `text of ${clientMsgID}`, clientMsgID));
        await settle();
      };

      await send(onA, 'thr-1');
      await push.waitFor(offline.sub, 1);
      await send(onA, 'thr-2');
      // Node B has not pushed anyone yet: the shared counter, not a local mark, holds it back.
      expect(b.ctx.runtimes.im.groupPushes.recent(groupId, offline.id)).toBe(false);
      await send(onB, 'thr-3');
      expect(b.ctx.runtimes.im.groupPushes.recent(groupId, offline.id)).toBe(true);
      expect(groupPushes(offline, groupId).map((p) => p.openIMContentDTO.ClientMsgID)).toEqual(['thr-1']);

      // A minute later the next message pushes again, once, whichever node stores it.
      clock.advance(GROUP_PUSH_INTERVAL_MS + 1000);
      await send(onB, 'thr-4');
      await push.waitFor(offline.sub, 2);
      await send(onA, 'thr-5');
      expect(groupPushes(offline, groupId).map((p) => p.openIMContentDTO.ClientMsgID)).toEqual([
        'thr-1',
        'thr-4',
      ]);
      expect(push.messagesOf(sender.sub)).toEqual([]);
    });

    it('throttles per group: a member pushed for one group is still pushed for another', async () => {
      const [sender, offline] = [await member(), await member()];
      const [first, second] = [
        await makeGroup(a.ctx, sender.id, [offline.id], 'First'),
        await makeGroup(a.ctx, sender.id, [offline.id], 'Second'),
      ];
      const socket = await connect(a, sender);
      await socket.ok('SendMessage', groupText(first, 'to the first'));
      await socket.ok('SendMessage', groupText(second, 'to the second'));
      await settle();
      const got = await push.waitFor(offline.sub, 2);
      expect(
        (got as ChatPushSeen[]).map((p) => p.openIMContentDTO.GroupId).sort((x, y) => x.localeCompare(y)),
      ).toEqual([String(first), String(second)].sort((x, y) => x.localeCompare(y)));
    });
  });
});
