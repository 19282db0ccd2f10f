/**
 * Role × permission set × action matrix of the group rights (§6): every action tried by the owner,
 * an admin holding the permission it needs, an admin holding every other permission, a member and
 * someone outside the group; exactly the allowed calls succeed (and leave an audit row), the others
 * are refused (1006; 4014 outside the group) and change no row. Then the rank rule: nobody acts on
 * the owner, on an admin of equal rank or on themself.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { GROUP_PERMISSIONS, type GroupPermission } from '../../../protocol/groupConstants';
import {
  BACKENDS,
  backendAvailable,
  type Reply,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { picture, upload } from '../space/testKit';
import { as, auditOf, befriendAll, groupDigest, makeGroup, people, type Person } from './testKit';

type Actor = 'owner' | 'adminWith' | 'adminWithout' | 'member' | 'nonMember';
const ACTORS: Actor[] = ['owner', 'adminWith', 'adminWithout', 'member', 'nonMember'];

/** The pool: O owns, A is the acting admin, B another admin, M a member, T the member acted on, X outside, I invited. */
interface Cast {
  O: Person;
  A: Person;
  B: Person;
  M: Person;
  T: Person;
  X: Person;
  I: Person;
}

interface Scene {
  groupID: string;
  cast: Cast;
  /** A pending join request of I (groups made with verification). */
  applicationID?: number;
  /** An avatar upload of the acting user. */
  avatar?: string;
}

interface Action {
  /** The permission an admin needs, or 'owner' for the owner's own actions. */
  needs: GroupPermission | 'owner';
  verification?: boolean;
  avatar?: boolean;
  run(s: TestServer, actor: Person, scene: Scene): Promise<Reply<unknown>>;
}

const ACTIONS: Record<string, Action> = {
  editInfo: {
    needs: 'editInfo',
    run: (s, a, { groupID }) => as(s, a, 'groupSetInfo', { groupID, name: 'Renamed' }),
  },
  verification: {
    needs: 'editInfo',
    run: (s, a, { groupID }) => as(s, a, 'groupSetInfo', { groupID, joinVerification: true }),
  },
  notice: {
    needs: 'notice',
    run: (s, a, { groupID }) => as(s, a, 'groupSetInfo', { groupID, notice: 'Kick-off at 10' }),
  },
  avatar: {
    needs: 'editInfo',
    avatar: true,
    run: (s, a, { groupID, avatar }) => as(s, a, 'groupSetAvatar', { groupID, avatar: avatar! }),
  },
  mute: {
    needs: 'mute',
    run: (s, a, { groupID, cast }) => as(s, a, 'groupMute', { groupID, userID: cast.T.uid, seconds: 3600 }),
  },
  unmute: {
    needs: 'mute',
    run: (s, a, { groupID, cast }) => as(s, a, 'groupMute', { groupID, userID: cast.T.uid, seconds: 0 }),
  },
  remove: {
    needs: 'remove',
    run: (s, a, { groupID, cast }) => as(s, a, 'groupKick', { groupID, userIDs: [cast.T.uid] }),
  },
  reviewJoins: {
    needs: 'reviewJoins',
    verification: true,
    run: (s, a, { applicationID }) =>
      as(s, a, 'groupApplicationResponse', { id: applicationID!, action: 'agree' }),
  },
  deleteMessages: {
    needs: 'deleteMessages',
    run: (s, a, { groupID, cast }) => as(s, a, 'groupDeleteUserMessages', { groupID, userID: cast.T.uid }),
  },
  invite: {
    needs: 'invite',
    run: (s, a, { groupID, cast }) => as(s, a, 'groupInvite', { groupID, userIDs: [cast.I.uid] }),
  },
  inviteLink: {
    needs: 'invite',
    run: (s, a, { groupID }) => as(s, a, 'groupInviteLink', { groupID, days: 7 }),
  },
  adminAdd: {
    needs: 'owner',
    run: (s, a, { groupID, cast }) =>
      as(s, a, 'adminConfigAdd', { groupID, userID: cast.T.uid, permissions: ['mute'] }),
  },
  adminEdit: {
    needs: 'owner',
    run: (s, a, { groupID, cast }) =>
      as(s, a, 'adminConfigEdit', { groupID, userID: cast.B.uid, permissions: ['notice'] }),
  },
  adminRemove: {
    needs: 'owner',
    run: (s, a, { groupID, cast }) => as(s, a, 'adminConfigRemove', { groupID, userID: cast.B.uid }),
  },
  transfer: {
    needs: 'owner',
    run: (s, a, { groupID, cast }) => as(s, a, 'groupTransfer', { groupID, userID: cast.T.uid }),
  },
  dismiss: { needs: 'owner', run: (s, a, { groupID }) => as(s, a, 'groupDismiss', { groupID }) },
  muteAll: { needs: 'owner', run: (s, a, { groupID }) => as(s, a, 'groupMuteAll', { groupID, muted: true }) },
  clear: { needs: 'owner', run: (s, a, { groupID }) => as(s, a, 'groupClearMessages', { groupID }) },
};

/** §6 written out: the owner does everything; an admin what their set holds; members and outsiders none of these. */
function allowed(actor: Actor, action: Action): boolean {
  if (actor === 'owner') return true;
  if (actor === 'adminWith') return action.needs !== 'owner';
  return false;
}

function refusalOf(actor: Actor): ErrorCode {
  return actor === 'nonMember' ? ErrorCode.GroupGone : ErrorCode.NoPermission;
}

describe.each(BACKENDS)('group rights matrix [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let cast: Cast;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      const [O, A, B, M, T, X, I] = await people(s, 7);
      cast = { O: O!, A: A!, B: B!, M: M!, T: T!, X: X!, I: I! };
      await befriendAll(s, Object.values(cast));
    });
    afterAll(async () => {
      await s?.close();
    });

    function actorOf(actor: Actor): Person {
      return { owner: cast.O, adminWith: cast.A, adminWithout: cast.A, member: cast.M, nonMember: cast.X }[
        actor
      ];
    }

    /** A fresh group: O owns it; A an admin with the set the case asks for, B an admin with every permission. */
    async function scene(actor: Actor, action: Action): Promise<Scene> {
      const { O, A, B, M, T, I } = cast;
      const groupID = await makeGroup(s, O, [A, B, M, T], { joinVerification: action.verification ?? false });
      const set: GroupPermission[] =
        action.needs === 'owner'
          ? actor === 'adminWith'
            ? [...GROUP_PERMISSIONS]
            : []
          : actor === 'adminWith'
            ? [action.needs]
            : GROUP_PERMISSIONS.filter((p) => p !== action.needs);
      for (const [who, permissions] of [
        [A, set],
        [B, [...GROUP_PERMISSIONS]],
      ] as const) {
        const added = await as(s, O, 'adminConfigAdd', {
          groupID,
          userID: who.uid,
          permissions: [...permissions],
        });
        expect(added.body.success, JSON.stringify(added.body)).toBe(true);
      }
      const out: Scene = { groupID, cast };
      if (action.verification) {
        const joined = await as(s, I, 'groupJoin', { groupID, reason: 'I play on Sundays' });
        const data = joined.body.data as { application: { id: number } | null };
        out.applicationID = data.application!.id;
      }
      if (action.avatar)
        out.avatar = await upload(s, actorOf(actor), await picture(32, 32), { uploadType: 'avatar' });
      return out;
    }

    const cases = Object.entries(ACTIONS).flatMap(([name, action]) =>
      ACTORS.map((actor) => ({ name, action, actor })),
    );

    it.each(cases)('$name by $actor', async ({ action, actor }) => {
      const sc = await scene(actor, action);
      const before = await groupDigest(s);
      const auditBefore = (await auditOf(s, sc.groupID)).length;
      const reply = await action.run(s, actorOf(actor), sc);
      if (allowed(actor, action)) {
        expect(reply.body, JSON.stringify(reply.body)).toMatchObject({ success: true, code: 0 });
        expect(await groupDigest(s)).not.toBe(before);
        const audit = await auditOf(s, sc.groupID);
        expect(audit.length).toBeGreaterThan(auditBefore);
        expect(audit.at(-1)!.actor_id).toBe(actorOf(actor).id);
      } else {
        expect(reply.body, JSON.stringify(reply.body)).toMatchObject({
          success: false,
          code: refusalOf(actor),
        });
        expect(await groupDigest(s)).toBe(before);
      }
    });

    it('lets nobody act on the owner, on an admin of the same rank, or on themself', async () => {
      const { O, A, B, M, T } = cast;
      const groupID = await makeGroup(s, O, [A, B, M, T]);
      for (const who of [A, B])
        expect(
          (
            await as(s, O, 'adminConfigAdd', {
              groupID,
              userID: who.uid,
              permissions: [...GROUP_PERMISSIONS],
            })
          ).body.success,
        ).toBe(true);
      const targeted = (actor: Person, target: Person) => [
        () => as(s, actor, 'groupMute', { groupID, userID: target.uid, seconds: 3600 }),
        () => as(s, actor, 'groupMute', { groupID, userID: target.uid, seconds: 0 }),
        () => as(s, actor, 'groupKick', { groupID, userIDs: [target.uid] }),
        () => as(s, actor, 'groupDeleteUserMessages', { groupID, userID: target.uid }),
      ];
      const refused: [Person, Person][] = [
        [A, O],
        [A, B],
        [A, A],
        [O, O],
      ];
      for (const [actor, target] of refused)
        for (const call of targeted(actor, target)) {
          const before = await groupDigest(s);
          const reply = await call();
          expect(reply.body, JSON.stringify(reply.body)).toMatchObject({
            success: false,
            code: ErrorCode.NoPermission,
          });
          expect(await groupDigest(s)).toBe(before);
        }
      // A kick of two where one is out of reach removes neither.
      const before = await groupDigest(s);
      const both = await as(s, A, 'groupKick', { groupID, userIDs: [T.uid, B.uid] });
      expect(both.body.code).toBe(ErrorCode.NoPermission);
      expect(await groupDigest(s)).toBe(before);
      // The owner acts on an admin; an admin on a member.
      expect((await as(s, O, 'groupMute', { groupID, userID: B.uid, seconds: 3600 })).body.success).toBe(
        true,
      );
      expect((await as(s, A, 'groupMute', { groupID, userID: T.uid, seconds: 3600 })).body.success).toBe(
        true,
      );
      expect((await as(s, A, 'groupKick', { groupID, userIDs: [T.uid] })).body.success).toBe(true);
    });
  });
});
