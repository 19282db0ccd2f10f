/** A member's own profile (/user/info/basic) and the anchor application from the user centre. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  failureOf,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { userTasks } from '../../db/schema';
import { anchor, as, type Member, viewer } from '../room/testKit';
import { picture, spaceDigest, upload } from '../space/testKit';

const APPLICATION: RequestOf<'anchorApplyFor'> = {
  birthday: { year: 1996, month: 5, day: 4 },
  gender: 'female',
  province: 'Guangdong',
  city: 'Shenzhen',
  hobbies: ['football'],
  profile: 'Weekend match talk',
  agreement: true,
};

describe.each(BACKENDS)('profile and application [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let admin: string;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      admin = await s.login('admin01');
    });
    afterAll(async () => {
      await s?.close();
    });

    const tasks = async (m: Member) =>
      (await s.ctx.database.db.select().from(userTasks).where(eq(userTasks.userId, m.id))).map(
        (t) => t.taskKey,
      );
    const review = (m: Member, action: 'approve' | 'reject', reason?: string) =>
      s.call(
        'adminReview',
        { username: m.username, action, ...(reason ? { reason } : {}) },
        { token: admin },
      );
    const messages = async (m: Member, language: string) =>
      expectSuccess(
        await s.call(
          'systemMessageList',
          { page: 1, pageSize: 10 },
          { token: m.token, headers: { language } },
        ),
      ).list;

    it('edits nickname and profile fields; a field left out keeps its value', async () => {
      const me = await viewer(s);
      const info = expectSuccess(
        await as(s, me, 'editProfile', {
          nickname: 'New Name',
          gender: 'male',
          birthday: { year: 1990, month: 2, day: 28 },
          height: 180,
          hobbies: ['tennis', 'chess'],
        }),
      );
      expect(info).toMatchObject({
        nickname: 'New Name',
        gender: 'male',
        birthday: '1990-02-28',
        height: 180,
        hobbies: ['tennis', 'chess'],
        avatar: null,
      });
      const again = expectSuccess(await as(s, me, 'editProfile', { profile: 'Hello' }));
      expect(again).toMatchObject({ nickname: 'New Name', height: 180, profile: 'Hello' });
      expect(expectSuccess(await as(s, me, 'userInfo', {}))).toMatchObject({ nickname: 'New Name' });
      expectRefusal(await as(s, me, 'editProfile', {}), ErrorCode.InvalidInput);
      const future = await as(s, me, 'editProfile', { birthday: { year: 2999, month: 1, day: 1 } });
      expect(failureOf(future).issues).toEqual([{ path: 'birthday', rule: 'date' }]);
      expectRefusal(await as(s, me, 'editProfile', { nickname: '<b>x</b>' }), ErrorCode.InvalidInput);
      expectRefusal(await s.call('editProfile', { nickname: 'Guest' }), ErrorCode.LoginRequired);
    });

    it('sets an avatar only from an own avatar upload; the first one records task_10', async () => {
      const me = await viewer(s);
      const other = await viewer(s);
      const theirs = await upload(s, other, await picture(64, 64), { uploadType: 'avatar' });
      const photo = await upload(s, me, await picture(64, 64));
      const before = await spaceDigest(s);
      for (const avatar of ['https://example.com/a.jpg', theirs, photo]) {
        const reply = await as(s, me, 'editProfile', { avatar });
        expectRefusal(reply, ErrorCode.InvalidInput);
        expect(failureOf(reply).issues).toEqual([{ path: 'avatar', rule: 'upload' }]);
      }
      expect(await spaceDigest(s)).toBe(before);
      expect(await tasks(me)).not.toContain('task_10');
      const mine = await upload(s, me, await picture(64, 64), { uploadType: 'avatar' });
      expect(expectSuccess(await as(s, me, 'editProfile', { avatar: mine })).avatar).toBe(mine);
      expect(await tasks(me)).toContain('task_10');
      expect(expectSuccess(await as(s, me, 'taskDoneStage', { taskKey: 'task_10' })).done).toBe(true);
      // The same avatar again, then none.
      expectSuccess(await as(s, me, 'editProfile', { avatar: mine, nickname: 'Same' }));
      expect(expectSuccess(await as(s, me, 'editProfile', { avatar: null })).avatar).toBeNull();
    });

    it('a member applies without a second account, keeps logging in, is rejected with a reason, re-applies, is approved', async () => {
      const me = await viewer(s);
      expect(expectSuccess(await as(s, me, 'anchorApplyForDetails', {}))).toEqual({
        status: 'none',
        reason: null,
        appliedAt: null,
        reviewedAt: null,
      });
      expectRefusal(
        await as(s, me, 'anchorApplyFor', { ...APPLICATION, agreement: false }),
        ErrorCode.AgreementRequired,
      );
      expectRefusal(await as(s, me, 'anchorApplyFor', { ...APPLICATION, city: ' ' }), ErrorCode.RegionEmpty);
      const applied = expectSuccess(await as(s, me, 'anchorApplyFor', APPLICATION));
      expect(applied).toEqual({
        status: 'pending',
        reason: null,
        appliedAt: s.clock.now(),
        reviewedAt: null,
      });
      expectRefusal(await as(s, me, 'anchorApplyFor', APPLICATION), ErrorCode.AccountUnderReview);
      // Still a member who logs in, under review.
      const login = expectSuccess(
        await s.call('passwordLogin', { username: me.username, password: 'start1234' }),
      );
      expect(login.userInfo).toMatchObject({ role: 'viewer', anchorStatus: 'pending', city: 'Shenzhen' });

      expectSuccess(await review(me, 'reject', 'Blurry avatar'));
      expect(expectSuccess(await as(s, me, 'anchorApplyForDetails', {}))).toMatchObject({
        status: 'rejected',
        reason: 'Blurry avatar',
      });
      await s.login(me.username, 'start1234');
      const [rejected] = await messages(me, 'en');
      expect(rejected).toMatchObject({ type: 32, title: 'Your anchor application was rejected' });
      expect(rejected!.body).toContain('Blurry avatar');
      expect((await messages(me, 'zh'))[0]!.title).toBe('您的主播申请未通过');

      s.clock.advance(1000);
      expect(expectSuccess(await as(s, me, 'anchorApplyFor', APPLICATION)).status).toBe('pending');
      expectSuccess(await review(me, 'approve'));
      const details = expectSuccess(await as(s, me, 'anchorApplyForDetails', {}));
      expect(details).toMatchObject({ status: 'approved', reason: null });
      expect(s.sms.messages.at(-1)!.text).toContain('approved');
      expect((await messages(me, 'tha'))[0]!.title).toBe('ใบสมัครสตรีมเมอร์ของคุณได้รับการอนุมัติแล้ว');
      // Now an anchor: the space is open, and another application is refused.
      expect(expectSuccess(await as(s, me, 'userInfo', {}))).toMatchObject({
        role: 'anchor',
        anchorStatus: 'approved',
      });
      expectSuccess(await as(s, me, 'imageList', { page: 1, pageSize: 10 }));
      expectRefusal(await as(s, me, 'anchorApplyFor', APPLICATION), ErrorCode.AlreadyAnchor);
    });

    it('refuses an application from an anchor (8003) and from a platform admin (1006)', async () => {
      const star = await anchor(s);
      expectRefusal(await as(s, star, 'anchorApplyFor', APPLICATION), ErrorCode.AlreadyAnchor);
      expect(expectSuccess(await as(s, star, 'anchorApplyForDetails', {})).status).toBe('approved');
      expectRefusal(await s.call('anchorApplyFor', APPLICATION, { token: admin }), ErrorCode.NoPermission);
    });

    it('records task_5 (and task_10 with an avatar) at registration', async () => {
      const phone = s.freshPhone();
      const username = s.freshUsername();
      const code = await s.requestCode(phone, 'register');
      const registered = await s.call('register', {
        ...APPLICATION,
        username,
        password: 'pass1234',
        confirmPassword: 'pass1234',
        areaCode: '86',
        phone,
        code,
        nickname: 'Task Five',
        hobbies: [],
        profile: '',
        height: null,
        weight: null,
        emotion: null,
        avatar: null,
      });
      expectSuccess(registered);
      const rows = await s.ctx.database.db.select().from(userTasks);
      const [user] = await s.ctx.database.db.query.users.findMany({
        where: (u, { eq: e }) => e(u.username, username),
      });
      expect(rows.filter((t) => t.userId === user!.id).map((t) => t.taskKey)).toEqual(['task_5']);
      expect(user!.appliedAt?.getTime()).toBe(s.clock.now());
    });
  });
});
