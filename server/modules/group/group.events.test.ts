/** What members' sockets hear after each change: notices (contentType 888) and the group events. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { EndpointName, RequestOf, ResponseOf } from '../../../protocol/api';
import type { GroupApplication, GroupNoticeContent } from '../../../protocol/group';
import { ContentType, type ImMessage } from '../../../protocol/im';
import { expectSuccess } from '../../../test/helpers/expectations';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';

describe.each(BACKENDS)('group events [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    beforeAll(async () => {
      im = await startImServer(backend);
    });
    afterAll(async () => {
      await im?.close();
    });

    async function call<N extends EndpointName>(
      who: ChatUser,
      name: N,
      body: RequestOf<N>,
    ): Promise<ResponseOf<N>> {
      return expectSuccess(await im.s.call(name, body, { token: who.token }));
    }

    it('delivers notices and events to members, reviewers, the applicant and the removed', async () => {
      const [owner, m1, m2, joiner] = [await im.user(), await im.user(), await im.user(), await im.user()];
      await im.befriend(owner, m1);
      await im.befriend(owner, m2);
      const [so, s1, s2, sj] = [
        await im.connect(owner),
        await im.connect(m1),
        await im.connect(m2),
        await im.connect(joiner),
      ];

      const { group } = await call(owner, 'groupCreate', {
        name: 'Sockets FC',
        avatar: null,
        memberUserIDs: [m1.userID, m2.userID],
        joinVerification: true,
      });
      const [created] = await s1.eventsAtLeast<ImMessage>('OnRecvNewMessage', 1);
      expect(created).toMatchObject({
        contentType: ContentType.SpecialGroup,
        conversationID: group.conversationID,
      });
      expect((JSON.parse(created!.content) as GroupNoticeContent).kind).toBe('created');
      const [added] = await s1.eventsAtLeast<{ members: unknown[] }>('OnGroupMemberAdded', 1);
      expect(added!.members).toHaveLength(3);

      const asked = await call(joiner, 'groupJoin', { groupID: group.groupID, reason: 'I can play in goal' });
      const [toReview] = await so.eventsAtLeast<GroupApplication>('OnGroupApplicationAdded', 1);
      expect(toReview!.id).toBe(asked.application!.id);
      expect(s1.events('OnGroupApplicationAdded')).toHaveLength(0);

      await call(owner, 'groupApplicationResponse', { id: asked.application!.id, action: 'agree' });
      const [accepted] = await sj.eventsAtLeast<GroupApplication>('OnGroupApplicationAccepted', 1);
      expect(accepted!.state).toBe('agreed');
      const joined = await s1.eventsAtLeast<{ members: { userID: string }[] }>('OnGroupMemberAdded', 2);
      expect(joined[1]!.members.map((m) => m.userID)).toEqual([joiner.userID]);

      await call(owner, 'groupMute', { groupID: group.groupID, userID: m1.userID, seconds: 3600 });
      const [changed] = await s1.eventsAtLeast<{ member: { userID: string; muteEndTime: number } }>(
        'OnGroupMemberInfoChanged',
        1,
      );
      expect(changed!.member).toMatchObject({ userID: m1.userID, muteEndTime: im.clock.now() + 3600_000 });

      await call(owner, 'groupKick', { groupID: group.groupID, userIDs: [m2.userID] });
      const [deleted] = await s2.eventsAtLeast<{ userIDs: string[]; reason: string }>(
        'OnGroupMemberDeleted',
        1,
      );
      expect(deleted).toMatchObject({ userIDs: [m2.userID], reason: 'removed' });
      await s2.waitFor(
        (f) =>
          f.event === 'OnRecvNewMessage' &&
          (JSON.parse((f.data as ImMessage).content) as GroupNoticeContent).kind === 'removed',
        'the removed notice',
      );
      // After removal m2 hears nothing more of the group.
      const heard = s2.received.length;
      await call(owner, 'groupSetInfo', { groupID: group.groupID, name: 'Sockets United' });
      await s1.waitFor(
        (f) => f.event === 'OnGroupInfoChanged' && (f.data as { name: string }).name === 'Sockets United',
        'rename',
      );
      expect(s2.received.length).toBe(heard);
    });
  });
});
