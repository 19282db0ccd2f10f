import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../../protocol/errors';
import { startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { subscribeTopic } from '../../../adapters/topics';
import { accountRestrictions, auditLog, sessions, users } from '../../../db/schema';
import { topics } from '../../../services/topics';

/**
 * The console's review queue and accounts (issue 20): pending applications and the decisions,
 * restrictions in force / expired / lifted, login refused with until when, sessions revoked (and
 * their sockets told to close), bad input refused with a clear code and nothing changed.
 */
describe('admin accounts: review queue and restrictions', () => {
  let s: TestServer;
  let admin: string;
  const revokedHashes: string[] = [];
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
    admin = await s.login('admin01');
    await subscribeTopic(s.ctx.bus, topics.sessionRevoked, ({ tokenHash }) => revokedHashes.push(tokenHash));
  });
  afterAll(async () => {
    await s?.close();
  });

  const audits = async (target: string) =>
    s.ctx.database.db.select().from(auditLog).where(eq(auditLog.target, target));
  const restrictionsOf = async (userId: number) =>
    s.ctx.database.db.select().from(accountRestrictions).where(eq(accountRestrictions.userId, userId));

  describe('review queue', () => {
    it('lists a pending application with its fields, searchable', async () => {
      const applicant = await s.createUser({ role: 'anchor', anchorStatus: 'pending' });
      await s.ctx.database.db
        .update(users)
        .set({
          province: 'Guangdong',
          city: 'Shenzhen',
          profile: 'Derby expert',
          appliedAt: new Date(s.clock.now()),
        })
        .where(eq(users.id, applicant.id));
      const reply = await s.call('adminReviewQueue', { query: applicant.username }, { token: admin });
      expect(reply.body.success).toBe(true);
      expect(reply.body.data.total).toBe(1);
      expect(reply.body.data.list[0]).toMatchObject({
        username: applicant.username,
        phone: applicant.phone,
        province: 'Guangdong',
        city: 'Shenzhen',
        profile: 'Derby expert',
      });
      const byPhone = await s.call('adminReviewQueue', { query: applicant.phone }, { token: admin });
      expect(byPhone.body.data.list.map((r) => r.username)).toEqual([applicant.username]);
    });

    it('approves (SMS sent, audit row) and then refuses a second decision, unchanged', async () => {
      const applicant = await s.createUser({ role: 'anchor', anchorStatus: 'pending' });
      const ok = await s.call(
        'adminReviewDecide',
        { username: applicant.username, action: 'approve' } as never,
        { token: admin },
      );
      expect(ok.body).toMatchObject({ success: true, data: { anchorStatus: 'approved' } });
      expect(s.sms.messages.some((m) => m.phone === applicant.phone && /approved/.test(m.text))).toBe(true);
      const again = await s.call(
        'adminReviewDecide',
        { username: applicant.username, action: 'reject', reason: 'Too late' } as never,
        { token: admin },
      );
      expect(again.body.code).toBe(ErrorCode.ApplicationNotPending);
      const [row] = await s.ctx.database.db.select().from(users).where(eq(users.id, applicant.id));
      expect(row!.anchorStatus).toBe('approved');
      expect((await audits(applicant.username)).map((a) => a.action)).toEqual(['anchor.approve']);
      expect(await s.login(applicant.username, applicant.password)).toBeTruthy();
    });

    it('rejects only with a reason, and the decision history shows who decided', async () => {
      const applicant = await s.createUser({ role: 'viewer', anchorStatus: 'pending' });
      const noReason = await s.call(
        'adminReviewDecide',
        { username: applicant.username, action: 'reject' } as never,
        { token: admin },
      );
      expect(noReason.body.code).toBe(ErrorCode.InvalidInput);
      expect(JSON.stringify(noReason.body.data)).toContain('reason');
      const ok = await s.call(
        'adminReviewDecide',
        { username: applicant.username, action: 'reject', reason: 'Blurry avatar' } as never,
        { token: admin },
      );
      expect(ok.body.data.anchorStatus).toBe('rejected');
      const history = await s.call('adminReviewDecisions', { query: applicant.username }, { token: admin });
      expect(history.body.data.list).toEqual([
        expect.objectContaining({ actor: 'user:admin01', action: 'anchor.reject', reason: 'Blurry avatar' }),
      ]);
      const unknown = await s.call(
        'adminReviewDecide',
        { username: 'nobody_here_1', action: 'approve' } as never,
        { token: admin },
      );
      expect(unknown.body.code).toBe(ErrorCode.UserNotFound);
    });
  });

  describe('restrictions', () => {
    it('bans until a date: sessions revoked and announced, login refused saying until when', async () => {
      const viewer = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      const token = await s.login(viewer.username, viewer.password);
      const [session] = await s.ctx.database.db.select().from(sessions).where(eq(sessions.userId, viewer.id));
      const until = s.clock.now() + 3 * 86_400_000;
      const reply = await s.call(
        'adminAccountRestrict',
        { username: viewer.username, kind: 'banned', reason: 'Spam', until } as never,
        { token: admin },
      );
      expect(reply.body).toMatchObject({
        success: true,
        data: { revokedSessions: 1, account: { restriction: { kind: 'banned', until, reason: 'Spam' } } },
      });
      await expect.poll(() => revokedHashes).toContain(session!.tokenHash);
      const me = await s.call('tokenInfo', {}, { token });
      expect([ErrorCode.Forbidden, ErrorCode.LoginExpired]).toContain(me.body.code);
      const login = await s.call('passwordLogin', { username: viewer.username, password: viewer.password });
      expect(login.body).toMatchObject({
        success: false,
        code: ErrorCode.AccountBannedUntil,
        data: { until, reason: 'Spam' },
      });
      const code = await s.requestCode(viewer.phone, 'login');
      const byPhone = await s.call('phoneLogin', { areaCode: '86', phone: viewer.phone, code });
      expect(byPhone.body.code).toBe(ErrorCode.AccountBannedUntil);
      expect((await audits(viewer.username)).map((a) => a.action)).toEqual(['account.ban']);

      // Expired: the clock passes the end, the login works again (history kept).
      s.clock.advance(4 * 86_400_000);
      expect(await s.login(viewer.username, viewer.password)).toBeTruthy();
      const search = await s.call('adminAccountSearch', { query: viewer.username }, { token: admin });
      expect(search.body.data.list[0]!.restriction).toBeNull();
      expect(await restrictionsOf(viewer.id)).toHaveLength(1);
    });

    it('forbids login and bans for good until lifted; unban lifts every one with a reason', async () => {
      const viewer = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      for (const kind of ['loginForbidden', 'permaBanned'] as const) {
        const r = await s.call(
          'adminAccountRestrict',
          { username: viewer.username, kind, reason: `No ${kind}` },
          {
            token: admin,
          },
        );
        expect(r.body.success).toBe(true);
      }
      const refused = await s.call('passwordLogin', { username: viewer.username, password: viewer.password });
      expect(refused.body).toMatchObject({
        code: ErrorCode.PermanentlyBanned,
        data: { reason: 'No permaBanned' },
      });
      const noReason = await s.call('adminAccountUnrestrict', { username: viewer.username } as never, {
        token: admin,
      });
      expect(noReason.body.code).toBe(ErrorCode.InvalidInput);
      const lifted = await s.call(
        'adminAccountUnrestrict',
        { username: viewer.username, reason: 'Appeal accepted' },
        {
          token: admin,
        },
      );
      expect(lifted.body).toMatchObject({
        success: true,
        data: { lifted: 2, account: { restriction: null } },
      });
      expect(await s.login(viewer.username, viewer.password)).toBeTruthy();
      const rows = await restrictionsOf(viewer.id);
      expect(rows.every((r) => r.liftedAt !== null && r.liftedBy === 'user:admin01')).toBe(true);
      const again = await s.call(
        'adminAccountUnrestrict',
        { username: viewer.username, reason: 'Twice' },
        {
          token: admin,
        },
      );
      expect(again.body.code).toBe(ErrorCode.InvalidInput);
      expect((await audits(viewer.username)).map((a) => a.action).sort()).toEqual([
        'account.forbidLogin',
        'account.permaBan',
        'account.unban',
      ]);
    });

    it('shows the older disabled switch and lifts it with the unban', async () => {
      const blocked = await s.createUser({ role: 'viewer', anchorStatus: 'none', disabled: true });
      const search = await s.call(
        'adminAccountSearch',
        { query: blocked.username },
        {
          token: admin,
        },
      );
      expect(search.body.data.list[0]).toMatchObject({ disabled: true, restriction: null });
      const lifted = await s.call(
        'adminAccountUnrestrict',
        { username: blocked.username, reason: 'Cleared' },
        { token: admin },
      );
      expect(lifted.body).toMatchObject({ success: true, data: { lifted: 1, account: { disabled: false } } });
      expect(await s.login(blocked.username, blocked.password)).toBeTruthy();
    });

    it('refuses bad input with a clear code and changes nothing', async () => {
      const viewer = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      const cases = [
        [
          { username: viewer.username, kind: 'banned', reason: 'x', until: s.clock.now() - 1000 },
          ErrorCode.InvalidInput,
          'until',
        ],
        [{ username: viewer.username, kind: 'banned', reason: 'x' }, ErrorCode.InvalidInput, 'until'],
        [
          { username: viewer.username, kind: 'banned', reason: '  ', until: s.clock.now() + 86_400_000 },
          ErrorCode.InvalidInput,
          'reason',
        ],
        [{ username: 'nobody_here_2', kind: 'permaBanned', reason: 'x' }, ErrorCode.UserNotFound, ''],
        [{ username: 'admin01', kind: 'permaBanned', reason: 'x' }, ErrorCode.CannotRestrictAdmin, ''],
      ] as const;
      for (const [body, code, path] of cases) {
        const reply = await s.call('adminAccountRestrict', body, { token: admin });
        expect(reply.body.code, JSON.stringify(body)).toBe(code);
        if (path) expect(JSON.stringify(reply.body.data)).toContain(path);
      }
      expect(await restrictionsOf(viewer.id)).toEqual([]);
      expect(await audits(viewer.username)).toEqual([]);
      expect(await s.login('admin01')).toBeTruthy();
    });

    it('lists the sessions, revokes one and then all, and resets the security code by SMS', async () => {
      const viewer = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      await s.login(viewer.username, viewer.password);
      await s.login(viewer.username, viewer.password);
      const listed = await s.call('adminAccountSessions', { username: viewer.username }, { token: admin });
      expect(listed.body.data.active).toBe(2);
      const one = listed.body.data.list[0]!.id;
      const r1 = await s.call(
        'adminAccountRevokeSessions',
        { username: viewer.username, id: one },
        { token: admin },
      );
      expect(r1.body.data.revoked).toBe(1);
      await expect.poll(() => revokedHashes).toContain(one);
      const r2 = await s.call('adminAccountRevokeSessions', { username: viewer.username }, { token: admin });
      expect(r2.body.data.revoked).toBe(1);
      const after = await s.call('adminAccountSessions', { username: viewer.username }, { token: admin });
      expect(after.body.data.active).toBe(0);
      const missing = await s.call(
        'adminAccountRevokeSessions',
        { username: viewer.username, id: one },
        {
          token: admin,
        },
      );
      expect(missing.body.code).toBe(ErrorCode.NotFound);

      const reset = await s.call(
        'adminAccountResetSecurityCode',
        { username: viewer.username, reason: 'Lost it' },
        {
          token: admin,
        },
      );
      expect(reset.body.success).toBe(true);
      const sms = s.sms.messages.filter((m) => m.phone === viewer.phone).pop()!;
      const code = /security code of \S+ is (\d{6})/.exec(sms.text)![1]!;
      const without = await s.call('passwordLogin', { username: viewer.username, password: viewer.password });
      expect(without.body.code).toBe(ErrorCode.SecurityCodeRequired);
      expect(await s.login(viewer.username, viewer.password, code)).toBeTruthy();
      expect((await audits(viewer.username)).map((a) => a.action).sort()).toEqual([
        'account.securityCodeReset',
        'account.sessionRevoke',
        'account.sessionsRevokeAll',
      ]);
    });
  });
});
