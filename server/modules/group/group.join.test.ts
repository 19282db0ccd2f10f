/** Invite links and joining: codes, verification and review, expiry, a full group, the codes of each refusal. */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { GROUP_APPLICATION_TTL_MS, inviteCodeOf, INVITE_CODE_PATTERN } from '../../../protocol/group';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { as, befriend, groupDigest, makeGroup, people, type Person } from './testKit';

const DAY_MS = 24 * 3600_000;

describe.each(BACKENDS)('group.join [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Person;
    let admin: Person;
    let member: Person;

    beforeAll(async () => {
      s = await startTestServer({ backend, env: { PUBLIC_URL: 'https://tribune.example.com/' } });
      [owner, admin, member] = (await people(s, 3)) as [Person, Person, Person];
      await befriend(s, owner, admin, member);
    });
    afterAll(async () => {
      await s?.close();
    });

    async function verifiedGroup(): Promise<{ groupID: string; code: string }> {
      const groupID = await makeGroup(s, owner, [admin, member], { joinVerification: true });
      expectSuccess(
        await as(s, owner, 'adminConfigAdd', { groupID, userID: admin.uid, permissions: ['reviewJoins'] }),
      );
      const link = expectSuccess(await as(s, owner, 'groupInviteLink', { groupID, days: 1 }));
      return { groupID, code: link.code };
    }

    it('makes a link of the public origin with the prefixed code; the QR text is the link', async () => {
      const groupID = await makeGroup(s, owner, [member]);
      const link = expectSuccess(await as(s, owner, 'groupQrCode', { groupID, days: 30 }));
      expect(link.code).toMatch(INVITE_CODE_PATTERN);
      expect(link.link).toBe(
        `https://tribune.example.com/#/group/join?type=1&inviter=${owner.uid}&code=${link.code}`,
      );
      expect(link.qrText).toBe(link.link);
      expect(inviteCodeOf(link.qrText)).toBe(link.code);
      expect(link.expiresAt).toBe(s.ctx.now() + 30 * DAY_MS);
      const other = expectSuccess(await as(s, owner, 'groupInviteLink', { groupID, days: 7 }));
      expect(other.code).not.toBe(link.code);
      expectRefusal(await as(s, member, 'groupInviteLink', { groupID, days: 7 }), ErrorCode.NoPermission);
    });

    it('takes a request with a reason, then the reviewer agrees: a member, with a joined notice', async () => {
      const { groupID, code } = await verifiedGroup();
      const [joiner] = (await people(s, 1)) as [Person];
      const info = expectSuccess(await as(s, joiner, 'groupCodeInfo', { code }));
      expect(info.card).toMatchObject({
        groupID,
        isMember: false,
        pendingApplicationID: null,
        joinVerification: true,
      });
      expect(info.inviter.uid).toBe(owner.uid);

      const before = await groupDigest(s);
      expectRefusal(await as(s, joiner, 'groupJoin', { groupID, code }), ErrorCode.JoinReasonRequired);
      expectRefusal(
        await as(s, joiner, 'groupJoin', { groupID, code, reason: '' }),
        ErrorCode.JoinReasonRequired,
      );
      expect(await groupDigest(s)).toBe(before);

      const asked = expectSuccess(
        await as(s, joiner, 'groupJoin', { groupID, code, reason: 'Left back, weekends' }),
      );
      expect(asked.state).toBe('pending');
      const id = asked.application!.id;
      expect(asked.application).toMatchObject({
        state: 'pending',
        reason: 'Left back, weekends',
        inviter: { uid: owner.uid },
      });
      expectRefusal(
        await as(s, joiner, 'groupJoin', { groupID, code, reason: 'again' }),
        ErrorCode.GroupApplicationPending,
      );
      expect(expectSuccess(await as(s, joiner, 'groupJoinInfo', { groupID })).pendingApplicationID).toBe(id);

      // Reviewers see it; a member does not review (1006).
      const listed = expectSuccess(await as(s, admin, 'groupApplicationList', {}));
      expect(listed.toReview.map((a) => a.id)).toContain(id);
      expect(listed.pendingToReview).toBeGreaterThanOrEqual(1);
      expect(expectSuccess(await as(s, joiner, 'groupApplicationList', {})).mine.map((a) => a.id)).toEqual([
        id,
      ]);
      expectRefusal(
        await as(s, member, 'groupApplicationResponse', { id, action: 'agree' }),
        ErrorCode.NoPermission,
      );
      expectRefusal(await as(s, member, 'groupApplicationList', { groupID }), ErrorCode.NoPermission);

      const agreed = expectSuccess(await as(s, admin, 'groupApplicationResponse', { id, action: 'agree' }));
      expect(agreed).toMatchObject({ state: 'agreed', handledBy: { uid: admin.uid } });
      const detail = expectSuccess(await as(s, joiner, 'groupConfig', { groupID }));
      expect(detail.self).not.toBeNull();
      expect(detail.group.memberCount).toBe(4);
      expectRefusal(
        await as(s, owner, 'groupApplicationResponse', { id, action: 'reject' }),
        ErrorCode.GroupApplicationHandled,
      );
      expectRefusal(
        await as(s, joiner, 'groupJoin', { groupID, code, reason: 'x' }),
        ErrorCode.AlreadyInGroup,
      );
      const max = expectSuccess(await as(s, joiner, 'groupMsgMax', { groupID }));
      expect(max.minSeq).toBeLessThan(max.maxSeq);
    });

    it('rejects one request and leaves the others pending', async () => {
      const { groupID, code } = await verifiedGroup();
      const [a, b] = (await people(s, 2)) as [Person, Person];
      const ra = expectSuccess(await as(s, a, 'groupJoin', { groupID, code, reason: 'a' })).application!;
      const rb = expectSuccess(await as(s, b, 'groupJoin', { groupID, reason: 'b' })).application!;
      expect(rb.inviter).toBeNull();
      expect(
        expectSuccess(await as(s, owner, 'groupApplicationResponse', { id: ra.id, action: 'reject' })).state,
      ).toBe('rejected');
      expectRefusal(await as(s, a, 'groupMsgMax', { groupID }), ErrorCode.GroupGone);
      const list = expectSuccess(await as(s, owner, 'groupApplicationList', { groupID }));
      expect(list.toReview.find((x) => x.id === rb.id)!.state).toBe('pending');
      expect(list.toReview.find((x) => x.id === ra.id)!.state).toBe('rejected');
      // Rejected, they may ask again.
      expect(expectSuccess(await as(s, a, 'groupJoin', { groupID, code, reason: 'please' })).state).toBe(
        'pending',
      );
    });

    it('reads an old request as expired (4041 to answer) and an old code as expired (4016)', async () => {
      const { groupID, code } = await verifiedGroup();
      const [a] = (await people(s, 1)) as [Person];
      const asked = expectSuccess(await as(s, a, 'groupJoin', { groupID, code, reason: 'a' })).application!;
      s.clock.advance(DAY_MS + 1);
      const before = await groupDigest(s);
      expectRefusal(await as(s, a, 'groupCodeInfo', { code }), ErrorCode.InviteExpired);
      expectRefusal(await as(s, a, 'groupJoin', { groupID, code, reason: 'a' }), ErrorCode.InviteExpired);
      expectRefusal(await as(s, a, 'groupJoin', { groupID, reason: 'a' }), ErrorCode.GroupApplicationPending);
      expectRefusal(
        await as(s, a, 'groupCodeInfo', { code: 'GROUP' + 'x'.repeat(24) }),
        ErrorCode.InviteExpired,
      );
      s.clock.advance(GROUP_APPLICATION_TTL_MS);
      expect(expectSuccess(await as(s, a, 'groupApplicationList', {})).mine[0]!.state).toBe('expired');
      expectRefusal(
        await as(s, owner, 'groupApplicationResponse', { id: asked.id, action: 'agree' }),
        ErrorCode.GroupApplicationHandled,
      );
      expect(await groupDigest(s)).toBe(before);
      // Another group's code does not open this one.
      const other = await makeGroup(s, owner, [member]);
      const otherCode = expectSuccess(
        await as(s, owner, 'groupInviteLink', { groupID: other, days: 7 }),
      ).code;
      expectRefusal(
        await as(s, a, 'groupJoin', { groupID, code: otherCode, reason: 'a' }),
        ErrorCode.InviteExpired,
      );
    });

    it('refuses to join a full group (4015), and agreeing to it keeps the request pending', async () => {
      const { groupID, code } = await verifiedGroup();
      const [a, b] = (await people(s, 2)) as [Person, Person];
      const asked = expectSuccess(await as(s, a, 'groupJoin', { groupID, code, reason: 'a' })).application!;
      await s.ctx.database.db.execute(
        sql`update groups set member_max = member_count where id = ${Number(groupID)}`,
      );
      const before = await groupDigest(s);
      expectRefusal(await as(s, b, 'groupJoin', { groupID, code, reason: 'b' }), ErrorCode.GroupFull);
      expectRefusal(
        await as(s, owner, 'groupApplicationResponse', { id: asked.id, action: 'agree' }),
        ErrorCode.GroupFull,
      );
      expect(await groupDigest(s)).toBe(before);
      expect(expectSuccess(await as(s, a, 'groupApplicationList', {})).mine[0]!.state).toBe('pending');
    });

    it('joins at once without verification; a demoted inviter’s code stops working', async () => {
      const groupID = await makeGroup(s, owner, [admin, member]);
      expectSuccess(
        await as(s, owner, 'adminConfigAdd', { groupID, userID: admin.uid, permissions: ['invite'] }),
      );
      const { code } = expectSuccess(await as(s, admin, 'groupInviteLink', { groupID, days: 7 }));
      const [a, b] = (await people(s, 2)) as [Person, Person];
      const joined = expectSuccess(await as(s, a, 'groupJoin', { groupID, code }));
      expect(joined.state).toBe('joined');
      expect(joined.detail!.group.memberCount).toBe(4);
      expectSuccess(await as(s, owner, 'adminConfigRemove', { groupID, userID: admin.uid }));
      expectRefusal(await as(s, b, 'groupCodeInfo', { code }), ErrorCode.InviteExpired);
      expectRefusal(await as(s, b, 'groupJoin', { groupID, code }), ErrorCode.InviteExpired);
      // By the card, without a code.
      expect(expectSuccess(await as(s, b, 'groupJoin', { groupID })).state).toBe('joined');
      expectRefusal(await as(s, b, 'groupJoin', { groupID: '2000000000' }), ErrorCode.GroupNotFound);
    });
  });
});
