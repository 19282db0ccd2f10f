/** Creating a group: who may be picked, the limits of the fields, the avatar rule, what is stored, what the lists show. */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { type GroupNoticeContent, groupConversationId, GroupRole } from '../../../protocol/group';
import { ContentType } from '../../../protocol/im';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { conversationMembers, groupMembers, messages, users } from '../../db/schema';
import { picture, upload } from '../space/testKit';
import { as, befriend, block, groupDigest, halfFriend, makeGroup, people, type Person } from './testKit';

describe.each(BACKENDS)('group.create [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Person;
    let f1: Person;
    let f2: Person;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      [owner, f1, f2] = (await people(s, 3)) as [Person, Person, Person];
      await befriend(s, owner, f1, f2);
    });
    afterAll(async () => {
      await s?.close();
    });

    it('makes the creator the owner, stores members, cursors, conversation and a created notice in one go', async () => {
      const detail = expectSuccess(
        await as(s, owner, 'groupCreate', {
          name: 'Weekend football',
          avatar: null,
          memberUserIDs: [f1.uid, f2.uid, f1.uid],
          joinVerification: true,
        }),
      );
      expect(detail.group).toMatchObject({
        name: 'Weekend football',
        ownerUserID: owner.uid,
        memberCount: 3,
        memberMax: 2000,
        status: 'active',
        joinVerification: true,
      });
      expect(detail.self).toMatchObject({
        role: GroupRole.Owner,
        permissions: expect.arrayContaining(['invite']),
      });
      const id = Number(detail.group.groupID);
      const members = await s.ctx.database.db.select().from(groupMembers).where(eq(groupMembers.groupId, id));
      expect(members.map((m) => [m.userId, m.role]).sort()).toEqual(
        [
          [owner.id, GroupRole.Owner],
          [f1.id, GroupRole.Member],
          [f2.id, GroupRole.Member],
        ].sort(),
      );
      const conversationId = groupConversationId(detail.group.groupID);
      const cursors = await s.ctx.database.db
        .select()
        .from(conversationMembers)
        .where(eq(conversationMembers.conversationId, conversationId));
      expect(cursors).toHaveLength(3);
      const [notice] = await s.ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.conversationId, conversationId));
      expect(notice!.contentType).toBe(ContentType.SpecialGroup);
      const content = JSON.parse(notice!.content) as GroupNoticeContent;
      expect(content).toMatchObject({ kind: 'created', actorID: owner.uid });
      expect(content.targets.map((t) => t.userID).sort()).toEqual([f1.uid, f2.uid].sort());
      // Both members see it in their list, with their role.
      const list = expectSuccess(await as(s, f1, 'groupList', {}));
      expect(list.find((g) => g.groupID === detail.group.groupID)).toMatchObject({
        role: GroupRole.Member,
        muteEndTime: 0,
      });
    });

    it('refuses the whole call naming the user when one pick is no friend both ways or blacklisted', async () => {
      const [half, blocked, blocker, stranger] = (await people(s, 4)) as [Person, Person, Person, Person];
      await halfFriend(s, owner, half);
      await befriend(s, owner, blocked, blocker);
      await block(s, owner, blocked);
      await block(s, blocker, owner);
      const cases: [Person, ErrorCode][] = [
        [half, ErrorCode.NotFriends],
        [stranger, ErrorCode.NotFriends],
        [blocked, ErrorCode.Blacklisted],
        [blocker, ErrorCode.Blacklisted],
      ];
      for (const [pick, code] of cases) {
        const before = await groupDigest(s);
        const reply = await as(s, owner, 'groupCreate', {
          name: 'Nope',
          avatar: null,
          memberUserIDs: [f1.uid, pick.uid],
          joinVerification: false,
        });
        expectRefusal(reply, code);
        expect(failureOf(reply)).toMatchObject({ userID: pick.uid });
        expect(await groupDigest(s)).toBe(before);
      }
      const self = await as(s, owner, 'groupCreate', {
        name: 'Me',
        avatar: null,
        memberUserIDs: [owner.uid],
        joinVerification: false,
      });
      expectRefusal(self, ErrorCode.CannotAddSelf);
      const ghost = await as(s, owner, 'groupCreate', {
        name: 'Ghost',
        avatar: null,
        memberUserIDs: ['2000000000'],
        joinVerification: false,
      });
      expectRefusal(ghost, ErrorCode.UserNotFound);
    });

    it('refuses a huge name or notice, markup, no friends, more than 100 picks (1000), changing nothing', async () => {
      const groupID = await makeGroup(s, owner, [f1]);
      const before = await groupDigest(s);
      const bodies = [
        { name: 'x'.repeat(1000), avatar: null, memberUserIDs: [f1.uid], joinVerification: false },
        { name: 'x'.repeat(31), avatar: null, memberUserIDs: [f1.uid], joinVerification: false },
        { name: '<b>club</b>', avatar: null, memberUserIDs: [f1.uid], joinVerification: false },
        { name: '   ', avatar: null, memberUserIDs: [f1.uid], joinVerification: false },
        { name: 'Club', avatar: null, memberUserIDs: [], joinVerification: false },
        {
          name: 'Club',
          avatar: null,
          memberUserIDs: Array.from({ length: 101 }, (_, i) => String(1000 + i)),
          joinVerification: false,
        },
      ];
      for (const body of bodies)
        expectRefusal(await as(s, owner, 'groupCreate', body), ErrorCode.InvalidInput);
      expectRefusal(
        await as(s, owner, 'groupSetInfo', { groupID, notice: 'n'.repeat(1000) }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(
        await as(s, owner, 'groupSetInfo', { groupID, name: 'n'.repeat(1000) }),
        ErrorCode.InvalidInput,
      );
      expectRefusal(
        await as(s, owner, 'groupSetInfo', { groupID, notice: '<script>x</script>' }),
        ErrorCode.InvalidInput,
      );
      expect(await groupDigest(s)).toBe(before);
    });

    it('takes only an avatar upload of the creator, and claims it', async () => {
      const theirs = await upload(s, f1, await picture(32, 32), { uploadType: 'avatar' });
      const photo = await upload(s, owner, await picture(32, 32), { uploadType: 'photo' });
      for (const avatar of ['https://example.com/a.png', theirs, photo]) {
        const before = await groupDigest(s);
        const reply = await as(s, owner, 'groupCreate', {
          name: 'Pic',
          avatar,
          memberUserIDs: [f1.uid],
          joinVerification: false,
        });
        expectRefusal(reply, ErrorCode.InvalidInput);
        expect(await groupDigest(s)).toBe(before);
      }
      const mine = await upload(s, owner, await picture(32, 32), { uploadType: 'avatar' });
      const made = expectSuccess(
        await as(s, owner, 'groupCreate', {
          name: 'Pic',
          avatar: mine,
          memberUserIDs: [f1.uid],
          joinVerification: false,
        }),
      );
      expect(made.group.avatar).toBe(mine);
      // Claimed: it cannot serve a second group.
      expectRefusal(
        await as(s, owner, 'groupCreate', {
          name: 'Pic 2',
          avatar: mine,
          memberUserIDs: [f1.uid],
          joinVerification: false,
        }),
        ErrorCode.InvalidInput,
      );
    });

    it('caps the group at memberMax (4015 when full)', async () => {
      const groupID = await makeGroup(s, owner, [f1]);
      await s.ctx.database.db.execute(sql`update groups set member_max = 2 where id = ${Number(groupID)}`);
      const before = await groupDigest(s);
      expectRefusal(await as(s, owner, 'groupInvite', { groupID, userIDs: [f2.uid] }), ErrorCode.GroupFull);
      expect(await groupDigest(s)).toBe(before);
    });

    it('lists members owner first, then admins, then by join time; searches; pages', async () => {
      const [a, b, c] = (await people(s, 3)) as [Person, Person, Person];
      await befriend(s, owner, a, b, c);
      const groupID = await makeGroup(s, owner, [a, b]);
      expectSuccess(await as(s, owner, 'adminConfigAdd', { groupID, userID: b.uid, permissions: ['mute'] }));
      s.clock.advance(1000);
      expectSuccess(await as(s, owner, 'groupInvite', { groupID, userIDs: [c.uid] }));
      const page = expectSuccess(await as(s, a, 'groupMembers', { groupID, page: 1, pageSize: 10 }));
      expect(page.total).toBe(4);
      expect(page.list.map((m) => m.userID)).toEqual([owner.uid, b.uid, a.uid, c.uid]);
      expect(page.list[1]).toMatchObject({ role: GroupRole.Admin, permissions: ['mute'] });
      expectSuccess(await as(s, c, 'groupSetNickname', { groupID, groupNickname: 'Keeper_%' }));
      const found = expectSuccess(
        await as(s, a, 'groupMembers', { groupID, keyword: 'keeper_%', page: 1, pageSize: 10 }),
      );
      expect(found.list.map((m) => m.userID)).toEqual([c.uid]);
      // A keyword of digits also matches nicknames, and the test server's carry counters ("Nick
      // tu24x003"): with the id's digits in them, every member matched (seen in CI). Letters only here.
      for (const [who, nickname] of [
        [owner, 'Olive'],
        [a, 'Ann'],
        [b, 'Bea'],
        [c, 'Cleo'],
      ] as const)
        await s.ctx.database.db.update(users).set({ nickname }).where(eq(users.id, who.id));
      const byId = expectSuccess(
        await as(s, a, 'groupMembers', { groupID, keyword: c.uid, page: 1, pageSize: 10 }),
      );
      expect(byId.list.map((m) => m.userID)).toEqual([c.uid]);
      const none = expectSuccess(
        await as(s, a, 'groupMembers', { groupID, keyword: '%%', page: 1, pageSize: 10 }),
      );
      expect(none.total).toBe(0);
      const outsider = (await people(s, 1))[0]!;
      expectRefusal(
        await as(s, outsider, 'groupMembers', { groupID, page: 1, pageSize: 10 }),
        ErrorCode.GroupGone,
      );
      expectRefusal(await as(s, outsider, 'groupConfig', { groupID }), ErrorCode.GroupGone);
      expectRefusal(await as(s, outsider, 'groupConfig', { groupID: '2147483647' }), ErrorCode.GroupNotFound);
      expectRefusal(await as(s, outsider, 'groupConfig', { groupID: '9999999999' }), ErrorCode.GroupNotFound);
    });
  });
});
