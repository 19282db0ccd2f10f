/**
 * Role × action matrix of the chat-room moderation (§6): every action tried by every role of a
 * room; only the allowed ones succeed, the others are refused (1006, guests 1005) and write
 * nothing. Then the target rules: nobody acts on the anchor or on themself, nor on an equal or
 * higher role; the room's staff limits; a mute "until the match ends" needs a live match.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  type Reply,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { rowsOf } from '../../db/rows';
import { insertMatch } from '../match/testKit';
import { grant } from '../wallet/grant';
import { anchor, as, type Member, platformAdmin, roomOf, viewer } from './testKit';

type Role = 'platform' | 'anchor' | 'assistant' | 'admin' | 'viewer' | 'guest';
type Action =
  | 'mute'
  | 'unmute'
  | 'muteAll'
  | 'unmuteAll'
  | 'blacklist'
  | 'unblacklist'
  | 'clear'
  | 'delete'
  | 'appoint'
  | 'revoke'
  | 'lists'
  | 'redPacket';

/** §6, written out here (not read from protocol/room.ts) so the test checks the server against it. */
const ALLOWED: Record<Role, Action[]> = {
  platform: [
    'mute',
    'unmute',
    'muteAll',
    'unmuteAll',
    'blacklist',
    'unblacklist',
    'clear',
    'delete',
    'appoint',
    'revoke',
    'lists',
  ],
  anchor: [
    'mute',
    'unmute',
    'muteAll',
    'unmuteAll',
    'blacklist',
    'unblacklist',
    'clear',
    'delete',
    'appoint',
    'revoke',
    'lists',
    'redPacket',
  ],
  assistant: [
    'mute',
    'unmute',
    'muteAll',
    'unmuteAll',
    'blacklist',
    'unblacklist',
    'clear',
    'delete',
    'lists',
  ],
  admin: ['mute', 'unmute', 'delete', 'lists'],
  viewer: [],
  guest: [],
};
const ROLES = Object.keys(ALLOWED) as Role[];
const ACTIONS: Action[] = [
  'mute',
  'unmute',
  'muteAll',
  'unmuteAll',
  'blacklist',
  'unblacklist',
  'clear',
  'delete',
  'appoint',
  'revoke',
  'lists',
  'redPacket',
];
const CASES = ROLES.flatMap((role) =>
  ACTIONS.map((action) => [role, action, ALLOWED[role].includes(action)] as const),
);

describe.each(BACKENDS)('room moderation matrix [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let owner: Member;
    let room: string;
    const people = {} as Record<Exclude<Role, 'guest'>, Member>;

    /** Everything a moderation call may write (audit rows included). */
    async function roomDigest(): Promise<string> {
      const result = await s.ctx.database.db.execute(sql`
        select (select count(*) from room_audit) as audit, (select count(*) from room_mutes) as mutes,
          (select count(*) from room_blacklist) as blacklist, (select count(*) from room_roles) as roles,
          (select md5(coalesce(json_agg(x order by x.room_key), '[]')::text) from room_state x) as state,
          (select count(*) from red_envelopes) as envelopes, (select count(*) from ledger) as ledger`);
      return JSON.stringify(rowsOf(result)[0]);
    }

    beforeAll(async () => {
      s = await startTestServer({ backend });
      owner = await anchor(s);
      room = roomOf(owner);
      people.anchor = owner;
      people.platform = await platformAdmin(s);
      people.assistant = await viewer(s);
      people.admin = await viewer(s);
      people.viewer = await viewer(s);
      expectSuccess(
        await as(s, owner, 'editUser', { roomID: room, userID: people.assistant.uid, role: 'assistant' }),
      );
      expectSuccess(
        await as(s, owner, 'editUser', { roomID: room, userID: people.admin.uid, role: 'admin' }),
      );
      for (const p of Object.values(people)) await grant(s.ctx, p.id, 'coin', 1000);
    });
    afterAll(async () => {
      await s?.close();
    });

    /**
     * `action` as `who` on a fresh target: `prepare` (by the anchor) sets up what the action undoes,
     * `act` performs it and answers every reply.
     */
    async function attempt(who: Member | undefined, action: Action) {
      const t = (await viewer(s)).uid;
      const paged = { roomID: room, page: 1, pageSize: 10 };
      const one = (reply: Promise<{ body: { success: boolean } }>) => async () => [await reply];
      const plan: Record<Action, { prepare?: () => Promise<unknown>; act: () => Promise<unknown[]> }> = {
        mute: {
          act: () => one(as(s, who, 'stopChat', { roomID: room, action: 'mute', userID: t, duration: 10 }))(),
        },
        unmute: {
          prepare: () => as(s, owner, 'stopChat', { roomID: room, action: 'mute', userID: t, duration: 30 }),
          act: () => one(as(s, who, 'stopChat', { roomID: room, action: 'unmute', userID: t }))(),
        },
        muteAll: { act: () => one(as(s, who, 'stopChat', { roomID: room, action: 'muteAll' }))() },
        unmuteAll: {
          prepare: () => as(s, owner, 'stopChat', { roomID: room, action: 'muteAll' }),
          act: () => one(as(s, who, 'stopChat', { roomID: room, action: 'unmuteAll' }))(),
        },
        blacklist: {
          act: () => one(as(s, who, 'roomBlacklistSet', { roomID: room, userID: t, on: true }))(),
        },
        unblacklist: {
          prepare: () => as(s, owner, 'roomBlacklistSet', { roomID: room, userID: t, on: true }),
          act: () => one(as(s, who, 'roomBlacklistSet', { roomID: room, userID: t, on: false }))(),
        },
        clear: { act: () => one(as(s, who, 'clearMsg', { roomID: room }))() },
        delete: { act: () => one(as(s, who, 'chatMessageDelete', { roomID: room, msgID: `${t}.abc123` }))() },
        appoint: { act: () => one(as(s, who, 'editUser', { roomID: room, userID: t, role: 'admin' }))() },
        revoke: {
          prepare: () => as(s, owner, 'editUser', { roomID: room, userID: t, role: 'admin' }),
          act: () => one(as(s, who, 'editUser', { roomID: room, userID: t, role: 'none' }))(),
        },
        lists: {
          act: async () => [
            await as(s, who, 'anchorUser', { roomID: room }),
            await as(s, who, 'roomMuteList', paged),
            await as(s, who, 'roomBlacklist', paged),
            await as(s, who, 'roomViewerHistory', paged),
            await as(s, who, 'roomAudit', paged),
          ],
        },
        redPacket: {
          act: () =>
            one(
              as(s, who, 'redPacketSend', {
                roomID: room,
                kind: 'ordinary',
                content: 'coin',
                count: 2,
                single: 5,
                limitHours: 3,
              }),
            )(),
        },
      };
      const step = plan[action];
      if (step.prepare) expectSuccess((await step.prepare()) as Reply<unknown>);
      return step.act as () => Promise<Reply<unknown>[]>;
    }

    it.each(CASES)('%s → %s: allowed %s', async (role, action, allowed) => {
      const who = role === 'guest' ? undefined : people[role];
      const act = await attempt(who, action);
      const before = await roomDigest();
      const replies = await act();
      if (allowed) for (const reply of replies) expectSuccess(reply);
      else {
        for (const reply of replies)
          expectRefusal(reply, role === 'guest' ? ErrorCode.LoginRequired : ErrorCode.NoPermission);
        expect(await roomDigest()).toBe(before);
      }
    });

    it('lets every logged-in user read the online viewer list, guests log in first', async () => {
      const paged = { roomID: room, page: 1, pageSize: 10 };
      for (const role of ['platform', 'anchor', 'assistant', 'admin', 'viewer'] as const) {
        const list = expectSuccess(await as(s, people[role], 'roomViewers', paged));
        expect(list.total).toBeGreaterThanOrEqual(0);
      }
      expectRefusal(await as(s, undefined, 'roomViewers', paged), ErrorCode.LoginRequired);
      // The other lists stay the moderators'.
      expectRefusal(await as(s, people.viewer, 'roomViewerHistory', paged), ErrorCode.NoPermission);
    });

    it('records who did what to whom in the audit list', async () => {
      const target = await viewer(s);
      expectSuccess(
        await as(s, people.admin, 'stopChat', {
          roomID: room,
          action: 'mute',
          userID: target.uid,
          duration: 60,
        }),
      );
      const audit = expectSuccess(await as(s, owner, 'roomAudit', { roomID: room, page: 1, pageSize: 10 }));
      expect(audit.list[0]).toMatchObject({
        actorID: people.admin.uid,
        action: 'mute',
        targetID: target.uid,
        detail: { duration: 60 },
      });
      const mutes = expectSuccess(
        await as(s, owner, 'roomMuteList', { roomID: room, page: 1, pageSize: 50 }),
      );
      expect(mutes.list.find((m) => m.userID === target.uid)).toMatchObject({
        by: people.admin.uid,
        until: s.clock.now() + 60 * 60_000,
      });
    });

    describe('targets', () => {
      const mute = (who: Member, uid: string) =>
        as(s, who, 'stopChat', { roomID: room, action: 'mute', userID: uid, duration: 10 });

      it('never mutes, blacklists or deletes the anchor, nor the caller itself', async () => {
        for (const who of [people.platform, people.assistant, people.admin]) {
          expectRefusal(await mute(who, owner.uid), ErrorCode.CannotModerateUser);
          expectRefusal(await mute(who, who.uid), ErrorCode.CannotModerateUser);
        }
        expectRefusal(await mute(owner, owner.uid), ErrorCode.CannotModerateUser);
        expectRefusal(
          await as(s, people.platform, 'roomBlacklistSet', { roomID: room, userID: owner.uid, on: true }),
          ErrorCode.CannotModerateUser,
        );
        expectRefusal(
          await as(s, people.admin, 'chatMessageDelete', { roomID: room, msgID: `${owner.uid}.abc` }),
          ErrorCode.CannotModerateUser,
        );
        // Deleting one's own message is allowed.
        expectSuccess(
          await as(s, people.admin, 'chatMessageDelete', { roomID: room, msgID: `${people.admin.uid}.abc` }),
        );
      });

      it('acts only on lower roles', async () => {
        expectRefusal(await mute(people.admin, people.assistant.uid), ErrorCode.CannotModerateUser);
        const otherAdmin = await viewer(s);
        expectSuccess(
          await as(s, owner, 'editUser', { roomID: room, userID: otherAdmin.uid, role: 'admin' }),
        );
        expectRefusal(await mute(people.admin, otherAdmin.uid), ErrorCode.CannotModerateUser);
        expectSuccess(await mute(people.assistant, people.admin.uid));
        expectSuccess(await mute(people.platform, people.assistant.uid));
        expectRefusal(await mute(owner, people.platform.uid), ErrorCode.CannotModerateUser);
        expectRefusal(
          await as(s, owner, 'editUser', { roomID: room, userID: people.platform.uid, role: 'admin' }),
          ErrorCode.CannotModerateUser,
        );
        expectRefusal(await mute(people.admin, '999999'), ErrorCode.UserNotFound);
      });

      it('keeps one small assistant per room', async () => {
        const second = await viewer(s);
        expectRefusal(
          await as(s, owner, 'editUser', { roomID: room, userID: second.uid, role: 'assistant' }),
          ErrorCode.RoomStaffLimit,
        );
        const staff = expectSuccess(await as(s, owner, 'anchorUser', { roomID: room }));
        expect(staff.filter((p) => p.role === 'assistant').map((p) => p.userID)).toEqual([
          people.assistant.uid,
        ]);
      });

      it('mutes until the match ends only where a match is live', async () => {
        const target = await viewer(s);
        const byMatch = { roomID: room, action: 'mute', userID: target.uid, duration: 'match' } as const;
        expectRefusal(await as(s, owner, 'stopChat', byMatch), ErrorCode.MuteNeedsMatch);
        const matchId = await insertMatch(s.ctx, {
          kickoffAt: s.clock.now() - 600_000,
          feedStatus: 'firstHalf',
        });
        const inMatchRoom = { ...byMatch, roomID: `match_${matchId}` };
        expectRefusal(await as(s, owner, 'stopChat', inMatchRoom), ErrorCode.NoPermission);
        const muted = expectSuccess(await as(s, people.platform, 'stopChat', inMatchRoom));
        expect(muted).toMatchObject({ until: null, matchId });
        const auth = expectSuccess(await as(s, target, 'anchorUserAuth', { roomID: `match_${matchId}` }));
        expect(auth).toMatchObject({ role: 'viewer', actions: [], mute: { until: null, matchId } });
      });

      it('refuses unknown rooms with 1002', async () => {
        expectRefusal(await as(s, owner, 'clearMsg', { roomID: 'room_999999' }), ErrorCode.NotFound);
        expectRefusal(
          await as(s, owner, 'clearMsg', { roomID: `room_${people.viewer.id}` }),
          ErrorCode.NotFound,
        );
      });
    });
  });
});
