/** Admin limit, transfer, leaving, dismissal, inviting friends, mutes, and who read what. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import {
  GROUP_ADMINS_MAX,
  groupConversationId,
  type GroupNoticeContent,
  GroupRole,
} from '../../../protocol/group';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { conversationMembers, messages } from '../../db/schema';
import {
  as,
  auditOf,
  bareUsers,
  befriend,
  block,
  groupDigest,
  halfFriend,
  makeGroup,
  people,
  type Person,
} from './testKit';

describe.each(BACKENDS)('group lifecycle [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Person;
    let a: Person;
    let b: Person;
    let c: Person;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      [owner, a, b, c] = (await people(s, 4)) as [Person, Person, Person, Person];
      await befriend(s, owner, a, b, c);
    });
    afterAll(async () => {
      await s?.close();
    });

    async function lastNotice(groupID: string): Promise<GroupNoticeContent> {
      const rows = await s.ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, groupConversationId(groupID)));
      return JSON.parse(rows.sort((x, y) => x.seq - y.seq).at(-1)!.content) as GroupNoticeContent;
    }

    it(`appoints at most ${GROUP_ADMINS_MAX} admins (the next is 4017)`, async () => {
      const fillers = await bareUsers(s, GROUP_ADMINS_MAX + 1);
      await befriend(s, owner, ...fillers);
      const groupID = await makeGroup(s, owner, fillers);
      for (const f of fillers.slice(0, GROUP_ADMINS_MAX))
        expectSuccess(
          await as(s, owner, 'adminConfigAdd', { groupID, userID: f.uid, permissions: ['mute'] }),
        );
      const before = await groupDigest(s);
      const last = fillers[GROUP_ADMINS_MAX]!;
      expectRefusal(
        await as(s, owner, 'adminConfigAdd', { groupID, userID: last.uid, permissions: [] }),
        ErrorCode.AdminLimit,
      );
      expect(await groupDigest(s)).toBe(before);
      expectSuccess(await as(s, owner, 'adminConfigRemove', { groupID, userID: fillers[0]!.uid }));
      expectSuccess(await as(s, owner, 'adminConfigAdd', { groupID, userID: last.uid, permissions: [] }));
      expect(await lastNotice(groupID)).toMatchObject({
        kind: 'adminGranted',
        targets: [{ userID: last.uid }],
      });
    });

    it('mutes with an end and a notice, unmutes; mute-all by the owner', async () => {
      const groupID = await makeGroup(s, owner, [a, b]);
      const muted = expectSuccess(await as(s, owner, 'groupMute', { groupID, userID: a.uid, seconds: 3600 }));
      expect(muted.muteEndTime).toBe(s.ctx.now() + 3600_000);
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'muted', until: s.ctx.now() + 3600_000 });
      expect(expectSuccess(await as(s, a, 'groupConfig', { groupID })).self!.muteEndTime).toBe(
        s.ctx.now() + 3600_000,
      );
      expectSuccess(await as(s, owner, 'groupMute', { groupID, userID: a.uid, seconds: 0 }));
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'unmuted' });
      expect(
        expectSuccess(await as(s, a, 'groupList', {})).find((g) => g.groupID === groupID)!.muteEndTime,
      ).toBe(0);
      expect(expectSuccess(await as(s, owner, 'groupMuteAll', { groupID, muted: true })).muteAll).toBe(true);
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'mutedAll' });
      const info = expectSuccess(await as(s, owner, 'groupSetInfo', { groupID, notice: 'Bring boots' }));
      expect(info).toMatchObject({
        notice: 'Bring boots',
        noticeUpdatedBy: owner.uid,
        noticeUpdatedAt: s.ctx.now(),
      });
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'notice', text: 'Bring boots' });
    });

    it('hands the group over: the old owner becomes a member and may then leave', async () => {
      const groupID = await makeGroup(s, owner, [a, b]);
      const before = await groupDigest(s);
      const refused = await as(s, owner, 'groupExit', { groupID, reasonID: 1 });
      expectRefusal(refused, ErrorCode.NoPermission);
      expect(failureOf(refused)).toMatchObject({ reason: 'owner' });
      expectRefusal(
        await as(s, owner, 'groupTransfer', { groupID, userID: owner.uid }),
        ErrorCode.NoPermission,
      );
      expect(await groupDigest(s)).toBe(before);
      const detail = expectSuccess(await as(s, owner, 'groupTransfer', { groupID, userID: a.uid }));
      expect(detail.group.ownerUserID).toBe(a.uid);
      expect(detail.self!.role).toBe(GroupRole.Member);
      expectRefusal(await as(s, owner, 'groupDismiss', { groupID }), ErrorCode.NoPermission);
      expectSuccess(await as(s, owner, 'groupExit', { groupID, reasonID: 5, text: 'Moving away' }));
      expect((await auditOf(s, groupID)).at(-1)).toMatchObject({ action: 'exit', actor_id: owner.id });
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'left', actorID: owner.uid });
      // Gone: changes and member lists refuse (4014); the cursor stays, so the reading range does.
      expectRefusal(
        await as(s, owner, 'groupSetNickname', { groupID, groupNickname: 'x' }),
        ErrorCode.GroupGone,
      );
      expectRefusal(
        await as(s, owner, 'groupMembers', { groupID, page: 1, pageSize: 10 }),
        ErrorCode.GroupGone,
      );
      const max = expectSuccess(await as(s, owner, 'groupMsgMax', { groupID }));
      const [cursor] = await s.ctx.database.db
        .select()
        .from(conversationMembers)
        .where(
          and(
            eq(conversationMembers.conversationId, groupConversationId(groupID)),
            eq(conversationMembers.userId, owner.id),
          ),
        );
      expect(cursor!.leftSeq).toBe(max.maxSeq);
      expect(expectSuccess(await as(s, owner, 'groupConfig', { groupID })).self).toBeNull();
    });

    it('removes a member with a notice the removed one still gets; they read up to it', async () => {
      const groupID = await makeGroup(s, owner, [a, b]);
      expectSuccess(await as(s, owner, 'groupKick', { groupID, userIDs: [b.uid] }));
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'removed', targets: [{ userID: b.uid }] });
      const seen = expectSuccess(await as(s, b, 'groupMsgMax', { groupID }));
      const newest = expectSuccess(await as(s, owner, 'groupMsgMax', { groupID }));
      expect(seen.maxSeq).toBe(newest.maxSeq);
      expectSuccess(await as(s, owner, 'groupSetInfo', { groupID, name: 'After' }));
      expect(expectSuccess(await as(s, b, 'groupMsgMax', { groupID })).maxSeq).toBe(seen.maxSeq);
      expect(expectSuccess(await as(s, a, 'groupConfig', { groupID })).group.memberCount).toBe(2);
      expectRefusal(await as(s, owner, 'groupKick', { groupID, userIDs: [b.uid] }), ErrorCode.NotFound);
    });

    it('after a dismissal answers every change 4014 and still lets members read', async () => {
      const groupID = await makeGroup(s, owner, [a, b]);
      expectSuccess(
        await as(s, owner, 'adminConfigAdd', { groupID, userID: a.uid, permissions: ['invite'] }),
      );
      const { code } = expectSuccess(await as(s, a, 'groupInviteLink', { groupID, days: 7 }));
      expectRefusal(await as(s, a, 'groupDismiss', { groupID }), ErrorCode.NoPermission);
      expectSuccess(await as(s, owner, 'groupDismiss', { groupID }));
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'dismissed' });
      const before = await groupDigest(s);
      const refusals = [
        await as(s, owner, 'groupSetInfo', { groupID, name: 'Again' }),
        await as(s, owner, 'groupMuteAll', { groupID, muted: true }),
        await as(s, owner, 'groupDismiss', { groupID }),
        await as(s, owner, 'groupClearMessages', { groupID }),
        await as(s, a, 'groupExit', { groupID, reasonID: 1 }),
        await as(s, a, 'groupInviteLink', { groupID, days: 7 }),
        await as(s, b, 'groupSetNickname', { groupID, groupNickname: 'b' }),
        await as(s, c, 'groupJoin', { groupID }),
        await as(s, c, 'groupCodeInfo', { code }),
        await as(s, owner, 'groupInvite', { groupID, userIDs: [c.uid] }),
      ];
      for (const reply of refusals) expectRefusal(reply, ErrorCode.GroupGone);
      expect(await groupDigest(s)).toBe(before);
      const list = expectSuccess(await as(s, b, 'groupList', {}));
      expect(list.find((g) => g.groupID === groupID)).toMatchObject({ status: 'dismissed' });
      expect(list.findIndex((g) => g.groupID === groupID)).toBe(list.length - 1);
      const detail = expectSuccess(await as(s, b, 'groupConfig', { groupID }));
      expect(detail).toMatchObject({ group: { status: 'dismissed' }, self: null });
      expect(expectSuccess(await as(s, b, 'groupMembers', { groupID, page: 1, pageSize: 10 })).total).toBe(3);
      expect(expectSuccess(await as(s, c, 'groupJoinInfo', { groupID })).status).toBe('dismissed');
    });

    it('invites friends only: a code per refused user, the able join at once', async () => {
      const [half, blocked, stranger] = (await people(s, 3)) as [Person, Person, Person];
      await halfFriend(s, owner, half);
      await befriend(s, owner, blocked);
      await block(s, blocked, owner);
      const groupID = await makeGroup(s, owner, [a]);
      const ids = [b.uid, a.uid, half.uid, blocked.uid, stranger.uid, '2000000000'];
      const filter = expectSuccess(await as(s, owner, 'groupFilterInvite', { groupID, userIDs: ids }));
      const expected = {
        able: [b.uid],
        refused: [
          { userID: a.uid, code: ErrorCode.AlreadyInGroup },
          { userID: half.uid, code: ErrorCode.NotFriends },
          { userID: blocked.uid, code: ErrorCode.Blacklisted },
          { userID: stranger.uid, code: ErrorCode.NotFriends },
          { userID: '2000000000', code: ErrorCode.UserNotFound },
        ],
      };
      expect(filter).toEqual(expected);
      const able = expectSuccess(await as(s, owner, 'groupInviteAble', { groupID }));
      expect(Object.fromEntries(able.map((f) => [f.uid, f.code]))).toMatchObject({
        [a.uid]: ErrorCode.AlreadyInGroup,
        [b.uid]: 0,
        [blocked.uid]: ErrorCode.Blacklisted,
      });
      expect(able.some((f) => f.uid === half.uid)).toBe(false);
      expect(expectSuccess(await as(s, owner, 'groupInvite', { groupID, userIDs: ids }))).toEqual(expected);
      expect(await lastNotice(groupID)).toMatchObject({ kind: 'invited', targets: [{ userID: b.uid }] });
      expectRefusal(await as(s, a, 'groupInvite', { groupID, userIDs: [c.uid] }), ErrorCode.NoPermission);

      // One friend into several groups: a code per group.
      const other = await makeGroup(s, owner, [b]);
      await befriend(s, a, b);
      const notMine = await makeGroup(s, a, [b]);
      const res = expectSuccess(
        await as(s, owner, 'groupInviteToGroups', {
          userID: c.uid,
          groupIDs: [groupID, other, notMine, '2000000000'],
        }),
      );
      expect(res).toEqual([
        { groupID, code: 0 },
        { groupID: other, code: 0 },
        { groupID: notMine, code: ErrorCode.GroupGone },
        { groupID: '2000000000', code: ErrorCode.GroupNotFound },
      ]);
      const again = expectSuccess(
        await as(s, owner, 'groupInviteToGroups', { userID: c.uid, groupIDs: [groupID] }),
      );
      expect(again).toEqual([{ groupID, code: ErrorCode.AlreadyInGroup }]);
    });

    it('tells who has read a notice: members at or past its seq, not its sender, not later joiners', async () => {
      const groupID = await makeGroup(s, owner, [a, b]);
      const max = expectSuccess(await as(s, owner, 'groupMsgMax', { groupID }));
      const seq = max.maxSeq;
      await s.ctx.database.db
        .update(conversationMembers)
        .set({ hasReadSeq: seq })
        .where(
          and(
            eq(conversationMembers.conversationId, groupConversationId(groupID)),
            eq(conversationMembers.userId, a.id),
          ),
        );
      expectSuccess(await as(s, owner, 'groupInvite', { groupID, userIDs: [c.uid] }));
      const readers = expectSuccess(await as(s, b, 'groupReaders', { groupID, seq }));
      expect(readers.read.map((m) => m.userID)).toEqual([a.uid]);
      expect(readers.unread.map((m) => m.userID)).toEqual([b.uid]);
      expectRefusal(await as(s, b, 'groupReaders', { groupID, seq: 999 }), ErrorCode.NotFound);
      const [outsider] = (await people(s, 1)) as [Person];
      expectRefusal(await as(s, outsider, 'groupReaders', { groupID, seq }), ErrorCode.GroupGone);
    });
  });
});
