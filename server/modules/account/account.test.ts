/**
 * Every account call of §7 and every refusal of §4/§8, run against each database backend.
 * Over 400 lines on purpose: one server per backend is built once (PGlite takes seconds to start),
 * and splitting the file would build it again for each part.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { userInfoSchema } from '../../../protocol/account';
import type { RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import { SMS_CODE_TTL_MS } from '../../../protocol/rules';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  DEMO_PASSWORD,
  rowCounts,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { TOKEN_TTL_MS } from '../../http/auth';
import { CODE_TOKEN_TTL_MS } from '../../services/codeToken';

const PHONE = {
  admin01: '13800000000',
  viewer01: '13800000001',
  anchor01: '13800000011',
  anchor02: '13800000012',
  pending01: '13800000013',
  banned01: '13800000015',
} as const;
const SECURITY_CODE = '246810';

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

function registration(over: Partial<RequestOf<'register'>> = {}): RequestOf<'register'> {
  return {
    username: 'newstar01',
    password: 'pass1234',
    confirmPassword: 'pass1234',
    areaCode: '86',
    phone: '13911111111',
    code: '000000',
    agreement: true,
    nickname: 'New Star',
    birthday: { year: 1998, month: 2, day: 28 },
    gender: 'female',
    province: 'Guangdong',
    city: 'Shenzhen',
    height: 165,
    weight: 50,
    emotion: 'single',
    hobbies: ['football', 'music'],
    profile: 'I stream football.',
    avatar: null,
    ...over,
  };
}

describe.each(BACKENDS)('account [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    const adminKey = () => ({ 'x-admin-key': s.ctx.secrets.adminKey });

    beforeAll(async () => {
      s = await startTestServer({ backend });
    });
    afterAll(async () => {
      await s?.close();
    });

    describe('account.passwordLogin', () => {
      it('returns a token and userInfo without the password hash', async () => {
        const data = expectSuccess(
          await s.call('passwordLogin', { username: 'anchor01', password: DEMO_PASSWORD }),
        );
        expect(data.token).toMatch(/^[\w-]{32,}$/);
        expect(data.userInfo).toMatchObject({
          username: 'anchor01',
          role: 'anchor',
          anchorStatus: 'approved',
          nickname: 'Coach Wang',
        });
        expect(Object.keys(data.userInfo).sort()).toEqual(Object.keys(userInfoSchema.shape).sort());
        expect(data.userInfo.phone).toBe('138****0011');
        const text = JSON.stringify(data);
        expect(text).not.toMatch(/argon2|passwordHash|password_hash|securityCode/);
        expect(text).not.toContain(PHONE.anchor01);
      });

      it('finds the username in any letter case', async () => {
        expectSuccess(await s.call('passwordLogin', { username: 'ANCHOR01', password: DEMO_PASSWORD }));
      });

      it('lets a viewer log in', async () => {
        const data = expectSuccess(
          await s.call('passwordLogin', { username: 'viewer01', password: DEMO_PASSWORD }),
        );
        expect(data.userInfo).toMatchObject({ role: 'viewer', anchorStatus: 'none' });
      });

      it('refuses a wrong password with 3018, the answer an unknown username gets', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: 'anchor01', password: 'wrong1234' }),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
      });

      it('refuses an unknown username with 3018', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: 'nobody999', password: DEMO_PASSWORD }),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
      });

      it('refuses a phone typed as username with a wrong password with 3015', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: PHONE.anchor01, password: 'wrong1234' }),
          ErrorCode.PhoneMissingOrWrongPassword,
        );
      });

      it('refuses an unknown phone typed as username with 3015', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: '13999999999', password: DEMO_PASSWORD }),
          ErrorCode.PhoneMissingOrWrongPassword,
        );
      });

      it('accepts a phone typed as username with the right password', async () => {
        const data = expectSuccess(
          await s.call('passwordLogin', { username: PHONE.anchor01, password: DEMO_PASSWORD }),
        );
        expect(data.userInfo.username).toBe('anchor01');
      });

      it('refuses an empty username and password with 3001', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: '', password: '' }),
          ErrorCode.UsernameOrPasswordEmpty,
        );
      });

      it('refuses an empty username with 3020', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: '', password: DEMO_PASSWORD }),
          ErrorCode.UsernameEmpty,
        );
        expectRefusal(
          await s.call('passwordLogin', { username: '   ', password: DEMO_PASSWORD }),
          ErrorCode.UsernameEmpty,
        );
      });

      it('refuses an empty password with 3001', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: 'anchor01', password: '' }),
          ErrorCode.UsernameOrPasswordEmpty,
        );
      });

      it.each([
        ['pending01', ErrorCode.RegistrationUnderReview],
        ['rejected01', ErrorCode.RegistrationRejected],
        ['banned01', ErrorCode.AnchorBanned],
        ['perma01', ErrorCode.PermanentlyBanned],
        ['blocked01', ErrorCode.AccountForbidden],
      ])('refuses %s with %i', async (username, code) => {
        const before = await rowCounts(s.ctx);
        expectRefusal(await s.call('passwordLogin', { username, password: DEMO_PASSWORD }), code);
        expect((await rowCounts(s.ctx)).sessions).toBe(before.sessions);
      });

      it('checks the password before telling the account state', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: 'banned01', password: 'wrong1234' }),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
      });
    });

    describe('account.securityCode', () => {
      it('refuses anchor02 without its security code with 3027', async () => {
        expectRefusal(
          await s.call('passwordLogin', { username: 'anchor02', password: DEMO_PASSWORD }),
          ErrorCode.SecurityCodeRequired,
        );
      });

      it('refuses a wrong security code with 3026', async () => {
        expectRefusal(
          await s.call('passwordLogin', {
            username: 'anchor02',
            password: DEMO_PASSWORD,
            securityCode: '135790',
          }),
          ErrorCode.SecurityCodeWrong,
        );
      });

      it('logs anchor02 in with the right security code', async () => {
        const data = expectSuccess(
          await s.call('passwordLogin', {
            username: 'anchor02',
            password: DEMO_PASSWORD,
            securityCode: SECURITY_CODE,
          }),
        );
        expect(data.userInfo.username).toBe('anchor02');
      });
    });

    describe('account.phoneLogin', () => {
      it('logs in with code_token, web_get_phone_code and the SMS code', async () => {
        s.clock.advance(3600_000);
        const token = expectSuccess(await s.call('codeToken', {}));
        expect(token.expiresInMs).toBe(CODE_TOKEN_TTL_MS);
        const sent = expectSuccess(
          await s.call('getPhoneCode', {
            areaCode: '86',
            phone: PHONE.anchor01,
            purpose: 'login',
            codeToken: token.codeToken,
          }),
        );
        expect(sent.resendAfterMs).toBe(60_000);
        const code = s.lastCode(PHONE.anchor01);
        const data = expectSuccess(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code }),
        );
        expect(data.userInfo.username).toBe('anchor01');
        expect(JSON.stringify(data)).not.toContain('argon2');
      });

      it('accepts a code once only', async () => {
        const code = await s.requestCode(PHONE.anchor01, 'login');
        expectSuccess(await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code }));
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code }),
          ErrorCode.CodeWrongOrExpired,
        );
      });

      it('refuses a wrong code with 3024 and still takes the right one after', async () => {
        const code = await s.requestCode(PHONE.anchor01, 'login');
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code: otherCode(code) }),
          ErrorCode.SmsCodeWrong,
        );
        expectSuccess(await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code }));
      });

      it('kills a code after five wrong tries', async () => {
        const code = await s.requestCode(PHONE.anchor01, 'login');
        for (let i = 0; i < 5; i++) {
          expectRefusal(
            await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code: otherCode(code) }),
            ErrorCode.SmsCodeWrong,
          );
        }
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code }),
          ErrorCode.CodeWrongOrExpired,
        );
      });

      it('refuses an expired code with 3025', async () => {
        const code = await s.requestCode(PHONE.anchor01, 'login');
        s.clock.advance(SMS_CODE_TTL_MS + 1);
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor01, code }),
          ErrorCode.CodeWrongOrExpired,
        );
      });

      it('refuses a code sent for another purpose', async () => {
        const code = await s.requestCode(PHONE.viewer01, 'register');
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.viewer01, code }),
          ErrorCode.CodeWrongOrExpired,
        );
      });

      it('refuses to send a login code to an unknown phone with 3005', async () => {
        const { codeToken } = expectSuccess(await s.call('codeToken', {}));
        const before = s.sms.messages.length;
        expectRefusal(
          await s.call('getPhoneCode', { areaCode: '86', phone: '13977777777', purpose: 'login', codeToken }),
          ErrorCode.AnchorNotRegistered,
        );
        expect(s.sms.messages.length).toBe(before);
      });

      it('refuses a phone that does not fit its country code with 3016', async () => {
        const { codeToken } = expectSuccess(await s.call('codeToken', {}));
        expectRefusal(
          await s.call('getPhoneCode', { areaCode: '65', phone: '13800000011', purpose: 'login', codeToken }),
          ErrorCode.WrongPhoneOrAreaCode,
        );
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: '23800000011', code: '123456' }),
          ErrorCode.WrongPhoneOrAreaCode,
        );
      });

      it('spends a code token once, and refuses forged and expired ones with 3025', async () => {
        s.clock.advance(3600_000);
        const { codeToken } = expectSuccess(await s.call('codeToken', {}));
        expectSuccess(
          await s.call('getPhoneCode', {
            areaCode: '86',
            phone: PHONE.viewer01,
            purpose: 'login',
            codeToken,
          }),
        );
        const sent = s.sms.messages.length;
        expectRefusal(
          await s.call('getPhoneCode', { areaCode: '86', phone: '13800000002', purpose: 'login', codeToken }),
          ErrorCode.CodeWrongOrExpired,
        );
        expect(s.sms.messages.length).toBe(sent);
        const [exp, nonce] = codeToken.split('.');
        expectRefusal(
          await s.call('getPhoneCode', {
            areaCode: '86',
            phone: PHONE.viewer01,
            purpose: 'login',
            codeToken: `${exp}.${nonce}.forged`,
          }),
          ErrorCode.CodeWrongOrExpired,
        );
        const late = expectSuccess(await s.call('codeToken', {}));
        s.clock.advance(CODE_TOKEN_TTL_MS + 1);
        expectRefusal(
          await s.call('getPhoneCode', {
            areaCode: '86',
            phone: PHONE.viewer01,
            purpose: 'login',
            codeToken: late.codeToken,
          }),
          ErrorCode.CodeWrongOrExpired,
        );
      });

      it.each([
        [PHONE.pending01, ErrorCode.RegistrationUnderReview],
        [PHONE.banned01, ErrorCode.AnchorBanned],
      ])('refuses %s by its account state (%i)', async (phone, errorCode) => {
        const code = await s.requestCode(phone, 'login');
        expectRefusal(await s.call('phoneLogin', { areaCode: '86', phone, code }), errorCode);
      });

      it('asks anchor02 for its security code (3027), then logs in with it', async () => {
        const code = await s.requestCode(PHONE.anchor02, 'login');
        expectRefusal(
          await s.call('phoneLogin', { areaCode: '86', phone: PHONE.anchor02, code }),
          ErrorCode.SecurityCodeRequired,
        );
        expectSuccess(
          await s.call('phoneLogin', {
            areaCode: '86',
            phone: PHONE.anchor02,
            code,
            securityCode: SECURITY_CODE,
          }),
        );
      });
    });

    describe('account.register', () => {
      it('submits for review, refuses login with 3006 until an admin approves, then sends the SMS notice', async () => {
        const username = s.freshUsername();
        const phone = s.freshPhone();
        const code = await s.requestCode(phone, 'register');
        const before = await rowCounts(s.ctx);
        const data = expectSuccess(await s.call('register', registration({ username, phone, code })));
        expect(data).toEqual({ status: 'pending' });
        expect((await rowCounts(s.ctx)).users).toBe(before.users + 1);
        expectRefusal(
          await s.call('passwordLogin', { username, password: 'pass1234' }),
          ErrorCode.RegistrationUnderReview,
        );

        const pending = expectSuccess(
          await s.call('adminAnchorList', { status: 'pending' }, { headers: adminKey() }),
        );
        expect(pending.map((r) => r.username)).toContain(username);

        const approved = await s.post(
          '/web/admin/anchor_review',
          { username, action: 'approve' },
          { headers: adminKey() },
        );
        expect(expectSuccess(approved)).toMatchObject({ username, anchorStatus: 'approved' });
        const notice = s.sms.messages.at(-1)!;
        expect(notice).toMatchObject({ areaCode: '86', phone });
        expect(notice.text).toContain('approved');
        expect(notice.text).toContain(username);

        const login = expectSuccess(await s.call('passwordLogin', { username, password: 'pass1234' }));
        expect(login.userInfo).toMatchObject({
          username,
          role: 'anchor',
          anchorStatus: 'approved',
          nickname: 'New Star',
          birthday: '1998-02-28',
          gender: 'female',
          province: 'Guangdong',
          city: 'Shenzhen',
          height: 165,
          weight: 50,
          emotion: 'single',
          hobbies: ['football', 'music'],
          profile: 'I stream football.',
        });
      });

      it('refuses a wrong SMS code with 3024 and no code at all with 3025', async () => {
        const phone = s.freshPhone();
        expectRefusal(
          await s.call('register', registration({ username: s.freshUsername(), phone })),
          ErrorCode.CodeWrongOrExpired,
        );
        const code = await s.requestCode(phone, 'register');
        expectRefusal(
          await s.call(
            'register',
            registration({ username: s.freshUsername(), phone, code: otherCode(code) }),
          ),
          ErrorCode.SmsCodeWrong,
        );
      });

      it('tells whether the password matches a viewer phone only with its SMS code (3011), writing nothing', async () => {
        const viewer = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
        const other = { phone: viewer.phone, password: 'other1234', confirmPassword: 'other1234' };
        const before = await rowCounts(s.ctx);
        // Without the code the answer is the code's, whatever the password: no password oracle.
        expectRefusal(
          await s.call('register', registration({ username: s.freshUsername(), ...other })),
          ErrorCode.CodeWrongOrExpired,
        );
        const code = await s.requestCode(viewer.phone, 'register');
        expectRefusal(
          await s.call('register', registration({ username: s.freshUsername(), ...other, code })),
          ErrorCode.PasswordDiffersFromApp,
        );
        expect(await rowCounts(s.ctx)).toEqual({ ...before, smsCodes: before.smsCodes + 1 });
      });

      it('turns a viewer account into an application when the app password matches; the member still logs in', async () => {
        const viewer = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
        const code = await s.requestCode(viewer.phone, 'register');
        const body = registration({
          username: viewer.username,
          password: viewer.password,
          confirmPassword: viewer.password,
          phone: viewer.phone,
          code,
        });
        expect(expectSuccess(await s.call('register', body))).toEqual({ status: 'pending' });
        const login = expectSuccess(
          await s.call('passwordLogin', { username: viewer.username, password: viewer.password }),
        );
        expect(login.userInfo).toMatchObject({ role: 'viewer', anchorStatus: 'pending' });
        const details = expectSuccess(await s.call('anchorApplyForDetails', {}, { token: login.token }));
        expect(details).toMatchObject({ status: 'pending', reason: null, appliedAt: s.clock.now() });
      });

      it('lets a rejected applicant apply again', async () => {
        const rejected = await s.createUser({ anchorStatus: 'rejected' });
        const code = await s.requestCode(rejected.phone, 'register');
        const body = registration({
          username: rejected.username,
          password: rejected.password,
          confirmPassword: rejected.password,
          phone: rejected.phone,
          code,
        });
        expect(expectSuccess(await s.call('register', body))).toEqual({ status: 'pending' });
      });

      const refusals: [string, () => Partial<RequestOf<'register'>>, ErrorCode][] = [
        ['an existing username with 3009', () => ({ username: 'anchor01' }), ErrorCode.UsernameExists],
        [
          'an existing username in other case with 3009',
          () => ({ username: 'ANCHOR01' }),
          ErrorCode.UsernameExists,
        ],
        [
          'a differing confirm password with 3023',
          () => ({ confirmPassword: 'pass12345' }),
          ErrorCode.ConfirmPasswordDiffers,
        ],
        ['an unaccepted agreement with 3028', () => ({ agreement: false }), ErrorCode.AgreementRequired],
        [
          'a phone not fitting +86 with 3016',
          () => ({ phone: '23800000000' }),
          ErrorCode.WrongPhoneOrAreaCode,
        ],
        [
          'a phone not fitting +65 with 3016',
          () => ({ areaCode: '65', phone: '71234567' }),
          ErrorCode.WrongPhoneOrAreaCode,
        ],
        [
          'Feb 29 of a non-leap year with 1000',
          () => ({ birthday: { year: 2023, month: 2, day: 29 } }),
          ErrorCode.InvalidInput,
        ],
        [
          'month 13 with 1000',
          () => ({ birthday: { year: 2000, month: 13, day: 1 } }),
          ErrorCode.InvalidInput,
        ],
        [
          'a future birthday with 1000',
          () => ({ birthday: { year: new Date().getFullYear() + 1, month: 1, day: 1 } }),
          ErrorCode.InvalidInput,
        ],
        ['an empty region with 3019', () => ({ province: '', city: '' }), ErrorCode.RegionEmpty],
        ['an empty city with 3019', () => ({ city: '' }), ErrorCode.RegionEmpty],
        ['an empty phone with 3008', () => ({ phone: '' }), ErrorCode.PhoneEmpty],
        ['an empty username with 3020', () => ({ username: '' }), ErrorCode.UsernameEmpty],
        [
          'a username breaking the §5 rule with 1000',
          () => ({ username: 'abcdefgh' }),
          ErrorCode.InvalidInput,
        ],
        [
          'a password breaking the §5 rule with 1000',
          () => ({ password: '12345678', confirmPassword: '12345678' }),
          ErrorCode.InvalidInput,
        ],
        [
          'an avatar that is not our upload with 1000',
          () => ({ avatar: 'https://evil.example/a.png' }),
          ErrorCode.InvalidInput,
        ],
        [
          'the phone of an approved anchor with 3010',
          () => ({ phone: PHONE.anchor01 }),
          ErrorCode.PhoneAlreadyAnchor,
        ],
        [
          'the phone of a pending applicant with 3012',
          () => ({ phone: PHONE.pending01 }),
          ErrorCode.AccountUnderReview,
        ],
      ];
      it.each(refusals)('refuses %s and writes nothing', async (_name, over, errorCode) => {
        const before = await rowCounts(s.ctx);
        expectRefusal(
          await s.call(
            'register',
            registration({ username: s.freshUsername(), phone: s.freshPhone(), ...over() }),
          ),
          errorCode,
        );
        expect(await rowCounts(s.ctx)).toEqual(before);
      });
    });

    describe('account.checkUsername', () => {
      it('says a new name is free and a taken one (any case) is not', async () => {
        expect(expectSuccess(await s.call('checkUsername', { username: s.freshUsername() }))).toEqual({
          available: true,
        });
        expect(expectSuccess(await s.call('checkUsername', { username: 'anchor01' }))).toEqual({
          available: false,
        });
        expect(expectSuccess(await s.call('checkUsername', { username: 'Anchor01' }))).toEqual({
          available: false,
        });
      });

      it('refuses a name breaking the §5 rule with 1000', async () => {
        expectRefusal(await s.call('checkUsername', { username: 'ab1' }), ErrorCode.InvalidInput);
      });
    });

    describe('account.changePassword', () => {
      it('refuses a wrong old password with 3002', async () => {
        const token = await s.login('viewer01');
        expectRefusal(
          await s.call(
            'changePassword',
            { oldPassword: 'wrong1234', newPassword: 'next1234', confirmPassword: 'next1234' },
            { token },
          ),
          ErrorCode.WrongPassword,
        );
      });

      it('refuses the same password with 3029, a differing confirm with 3023, a weak one with 1000', async () => {
        const token = await s.login('viewer01');
        expectRefusal(
          await s.call(
            'changePassword',
            { oldPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
            { token },
          ),
          ErrorCode.SamePassword,
        );
        expectRefusal(
          await s.call(
            'changePassword',
            { oldPassword: DEMO_PASSWORD, newPassword: 'next1234', confirmPassword: 'next12345' },
            { token },
          ),
          ErrorCode.ConfirmPasswordDiffers,
        );
        expectRefusal(
          await s.call(
            'changePassword',
            { oldPassword: DEMO_PASSWORD, newPassword: 'nextnext', confirmPassword: 'nextnext' },
            { token },
          ),
          ErrorCode.InvalidInput,
        );
      });

      it('needs a login (1005)', async () => {
        expectRefusal(
          await s.call('changePassword', {
            oldPassword: DEMO_PASSWORD,
            newPassword: 'next1234',
            confirmPassword: 'next1234',
          }),
          ErrorCode.LoginRequired,
        );
      });

      it('changes the password and revokes the other sessions but not the current one', async () => {
        const user = await s.createUser();
        const current = await s.login(user.username, user.password);
        const other = await s.login(user.username, user.password);
        expectSuccess(
          await s.call(
            'changePassword',
            { oldPassword: user.password, newPassword: 'next1234', confirmPassword: 'next1234' },
            { token: current },
          ),
        );
        expect(expectSuccess(await s.call('userInfo', {}, { token: current })).username).toBe(user.username);
        expectRefusal(await s.call('userInfo', {}, { token: other }), ErrorCode.LoginExpired);
        expectRefusal(
          await s.call('passwordLogin', { username: user.username, password: user.password }),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
        await s.login(user.username, 'next1234');
      });
    });

    describe('account.resetPassword', () => {
      it('resets with an SMS code and revokes every session', async () => {
        const user = await s.createUser();
        const first = await s.login(user.username, user.password);
        const second = await s.login(user.username, user.password);
        const code = await s.requestCode(user.phone, 'reset');
        expectSuccess(
          await s.call('resetPassword', {
            areaCode: '86',
            phone: user.phone,
            code,
            newPassword: 'fresh1234',
            confirmPassword: 'fresh1234',
          }),
        );
        expectRefusal(await s.call('userInfo', {}, { token: first }), ErrorCode.LoginExpired);
        expectRefusal(await s.call('userInfo', {}, { token: second }), ErrorCode.LoginExpired);
        expectRefusal(
          await s.call('passwordLogin', { username: user.username, password: user.password }),
          ErrorCode.UsernameMissingOrWrongPassword,
        );
        await s.login(user.username, 'fresh1234');
      });

      it('refuses a wrong code with 3024 and a differing confirm with 3023', async () => {
        const user = await s.createUser();
        const code = await s.requestCode(user.phone, 'reset');
        expectRefusal(
          await s.call('resetPassword', {
            areaCode: '86',
            phone: user.phone,
            code: otherCode(code),
            newPassword: 'fresh1234',
            confirmPassword: 'fresh1234',
          }),
          ErrorCode.SmsCodeWrong,
        );
        expectRefusal(
          await s.call('resetPassword', {
            areaCode: '86',
            phone: user.phone,
            code,
            newPassword: 'fresh1234',
            confirmPassword: 'fresh4321',
          }),
          ErrorCode.ConfirmPasswordDiffers,
        );
        await s.login(user.username, user.password);
      });

      it('refuses to send a reset code to an unknown phone with 3005', async () => {
        const { codeToken } = expectSuccess(await s.call('codeToken', {}));
        expectRefusal(
          await s.call('getPhoneCode', {
            areaCode: '86',
            phone: s.freshPhone(),
            purpose: 'reset',
            codeToken,
          }),
          ErrorCode.AnchorNotRegistered,
        );
      });
    });

    describe('account.changePhone', () => {
      it('refuses a phone bound to another account with 3013', async () => {
        const user = await s.createUser();
        const token = await s.login(user.username, user.password);
        expectRefusal(
          await s.call('changePhone', { areaCode: '86', phone: PHONE.viewer01, code: '123456' }, { token }),
          ErrorCode.PhoneBoundToOther,
        );
        const { codeToken } = expectSuccess(await s.call('codeToken', {}));
        expectRefusal(
          await s.call('getPhoneCode', {
            areaCode: '86',
            phone: PHONE.viewer01,
            purpose: 'changePhone',
            codeToken,
          }),
          ErrorCode.PhoneBoundToOther,
        );
      });

      it('binds a new phone proven by a code sent to it', async () => {
        const user = await s.createUser();
        const token = await s.login(user.username, user.password);
        const phone = s.freshPhone();
        const code = await s.requestCode(phone, 'changePhone');
        expectRefusal(
          await s.call('changePhone', { areaCode: '86', phone, code: otherCode(code) }, { token }),
          ErrorCode.SmsCodeWrong,
        );
        expectSuccess(await s.call('changePhone', { areaCode: '86', phone, code }, { token }));
        expect(expectSuccess(await s.call('userInfo', {}, { token })).phone).toBe(
          `${phone.slice(0, 3)}****${phone.slice(-4)}`,
        );
        await s.login(phone, user.password);
      });
    });

    describe('account.session', () => {
      it('userInfo answers the logged-in user without secrets', async () => {
        const token = await s.login('anchor01');
        const info = expectSuccess(await s.call('userInfo', {}, { token }));
        expect(info).toMatchObject({
          username: 'anchor01',
          appNumber: '10000004',
          areaCode: '86',
          phone: '138****0011',
        });
        expect(userInfoSchema.safeParse(info).success).toBe(true);
        expect(JSON.stringify(info)).not.toMatch(/argon2|passwordHash|securityCode/);
      });

      it('userInfo needs a token (1005) and a live one (2321)', async () => {
        expectRefusal(await s.call('userInfo', {}), ErrorCode.LoginRequired);
        expectRefusal(await s.call('userInfo', {}, { token: 'not-a-real-token' }), ErrorCode.LoginExpired);
      });

      it('isUsefulToken says whether the sent token is live', async () => {
        const token = await s.login('viewer02');
        expect(expectSuccess(await s.call('isUsefulToken', {}, { token }))).toEqual({ useful: true });
        expect(expectSuccess(await s.call('isUsefulToken', {}, { token: `Bearer ${token}` }))).toEqual({
          useful: true,
        });
        expect(expectSuccess(await s.call('isUsefulToken', {}))).toEqual({ useful: false });
        expect(expectSuccess(await s.call('isUsefulToken', {}, { token: 'garbage' }))).toEqual({
          useful: false,
        });
      });

      it('tokenInfo gives the uid and a 30-day expiry', async () => {
        const at = s.clock.now();
        const login = expectSuccess(
          await s.call('passwordLogin', { username: 'viewer02', password: DEMO_PASSWORD }),
        );
        const info = expectSuccess(await s.call('tokenInfo', {}, { token: login.token }));
        expect(info.uid).toBe(login.userInfo.uid);
        expect(info.expiresAt).toBe(at + TOKEN_TTL_MS);
        expect(typeof info.createdAt).toBe('number');
      });

      it('logout revokes the token (then userInfo answers 2321) and leaves other sessions alone', async () => {
        const token = await s.login('viewer02');
        const other = await s.login('viewer02');
        expectSuccess(await s.call('logout', {}, { token }));
        expectRefusal(await s.call('userInfo', {}, { token }), ErrorCode.LoginExpired);
        expect(expectSuccess(await s.call('isUsefulToken', {}, { token }))).toEqual({ useful: false });
        expectRefusal(await s.call('logout', {}, { token }), ErrorCode.LoginExpired);
        expectSuccess(await s.call('userInfo', {}, { token: other }));
      });

      it('setLanguage keeps the language on the account', async () => {
        const user = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
        const token = await s.login(user.username, user.password);
        expect(expectSuccess(await s.call('userInfo', {}, { token })).languageType).toBeNull();
        expectSuccess(await s.call('setLanguage', { languageType: 'tha' }, { token }));
        expect(expectSuccess(await s.call('userInfo', {}, { token })).languageType).toBe('tha');
        const again = expectSuccess(
          await s.call('passwordLogin', { username: user.username, password: user.password }),
        );
        expect(again.userInfo.languageType).toBe('tha');
      });

      it('refuses a token older than 30 days with 2321', async () => {
        const token = await s.login('viewer02');
        const later = await startTestServer({
          backend,
          shareDatabaseWith: s,
          now: () => s.clock.now() + TOKEN_TTL_MS + 1,
        });
        try {
          expectRefusal(await later.call('userInfo', {}, { token }), ErrorCode.LoginExpired);
          expect(expectSuccess(await later.call('isUsefulToken', {}, { token }))).toEqual({ useful: false });
        } finally {
          await later.close();
        }
        expectSuccess(await s.call('userInfo', {}, { token }));
      });
    });

    describe('admin.review', () => {
      it('refuses list and review to non-admin users with 1006 and to visitors with 1005', async () => {
        for (const username of ['viewer01', 'anchor01']) {
          const token = await s.login(username);
          expectRefusal(await s.call('adminAnchorList', {}, { token }), ErrorCode.NoPermission);
          expectRefusal(
            await s.call('adminReview', { username: 'pending01', action: 'approve' }, { token }),
            ErrorCode.NoPermission,
          );
        }
        expectRefusal(await s.call('adminAnchorList', {}), ErrorCode.LoginRequired);
        expectRefusal(
          await s.call('adminAnchorList', {}, { headers: { 'x-admin-key': 'wrong-key' } }),
          ErrorCode.LoginRequired,
        );
      });

      it('lists anchors by state for admin01 and for the admin key', async () => {
        const token = await s.login('admin01');
        const all = expectSuccess(await s.call('adminAnchorList', {}, { token }));
        const names = all.map((r) => r.username);
        expect(names).toEqual(
          expect.arrayContaining(['anchor01', 'pending01', 'rejected01', 'banned01', 'perma01']),
        );
        expect(names).not.toContain('viewer01');
        expect(all.every((r) => r.anchorStatus !== 'none')).toBe(true);
        const pending = expectSuccess(
          await s.call('adminAnchorList', { status: 'pending' }, { headers: adminKey() }),
        );
        expect(pending.length).toBeGreaterThan(0);
        expect(pending.every((r) => r.anchorStatus === 'pending')).toBe(true);
        expect(pending.map((r) => r.username)).toContain('pending01');
      });

      it('rejects (then login answers 3007) and approves a rejected applicant', async () => {
        const token = await s.login('admin01');
        const user = await s.createUser({ anchorStatus: 'pending' });
        expect(
          expectSuccess(
            await s.call(
              'adminReview',
              { username: user.username, action: 'reject', reason: 'blurry photo' },
              { token },
            ),
          ).anchorStatus,
        ).toBe('rejected');
        expectRefusal(
          await s.call('passwordLogin', { username: user.username, password: user.password }),
          ErrorCode.RegistrationRejected,
        );
        expectSuccess(await s.call('adminReview', { username: user.username, action: 'approve' }, { token }));
        await s.login(user.username, user.password);
      });

      it('refuses an unknown user with 1002 and a step the state does not allow with 1000', async () => {
        expectRefusal(
          await s.call('adminReview', { username: 'nobody999', action: 'approve' }, { headers: adminKey() }),
          ErrorCode.NotFound,
        );
        expectRefusal(
          await s.call('adminReview', { username: 'anchor01', action: 'approve' }, { headers: adminKey() }),
          ErrorCode.InvalidInput,
        );
      });

      it('ban revokes the sessions (then 403) and login answers 3003; unban lets the anchor back', async () => {
        const user = await s.createUser();
        const token = await s.login(user.username, user.password);
        expectSuccess(
          await s.call(
            'adminReview',
            { username: user.username, action: 'ban', reason: 'spam' },
            { headers: adminKey() },
          ),
        );
        expectRefusal(await s.call('userInfo', {}, { token }), ErrorCode.Forbidden);
        expect(expectSuccess(await s.call('isUsefulToken', {}, { token }))).toEqual({ useful: false });
        expectRefusal(
          await s.call('passwordLogin', { username: user.username, password: user.password }),
          ErrorCode.AnchorBanned,
        );
        expectSuccess(
          await s.call('adminReview', { username: user.username, action: 'unban' }, { headers: adminKey() }),
        );
        await s.login(user.username, user.password);
      });

      it('a permanent ban makes login answer 3017', async () => {
        const user = await s.createUser();
        expectSuccess(
          await s.call(
            'adminReview',
            { username: user.username, action: 'permaBan' },
            { headers: adminKey() },
          ),
        );
        expectRefusal(
          await s.call('passwordLogin', { username: user.username, password: user.password }),
          ErrorCode.PermanentlyBanned,
        );
      });
    });

    describe('system.region', () => {
      let blocked: TestServer;
      beforeAll(async () => {
        blocked = await startTestServer({ backend, shareDatabaseWith: s, env: { BLOCKED_REGIONS: 'XX,YY' } });
      });
      afterAll(async () => {
        await blocked?.close();
      });

      it('refuses a blocked region with 7898 on every call', async () => {
        const login = await blocked.call(
          'passwordLogin',
          { username: 'anchor01', password: DEMO_PASSWORD },
          { headers: { 'cf-ipcountry': 'XX' } },
        );
        expectRefusal(login, ErrorCode.RegionForbidden);
        expect(login.body.data).toMatchObject({ region: 'XX' });
        expectRefusal(
          await blocked.call('footerInfo', {}, { headers: { 'cf-ipcountry': 'yy' } }),
          ErrorCode.RegionForbidden,
        );
        expectRefusal(
          await blocked.call('allEnums', {}, { headers: { 'cf-ipcountry': 'XX' } }),
          ErrorCode.RegionForbidden,
        );
      });

      it('serves other regions and requests without the header', async () => {
        expectSuccess(
          await blocked.call(
            'passwordLogin',
            { username: 'anchor01', password: DEMO_PASSWORD },
            { headers: { 'cf-ipcountry': 'FR' } },
          ),
        );
        expectSuccess(await blocked.call('footerInfo', {}));
        expectSuccess(await s.call('footerInfo', {}, { headers: { 'cf-ipcountry': 'XX' } }));
      });
    });

    describe('system.language', () => {
      const tha = { headers: { language: 'tha' } };

      it('answers the footer in the requested language', async () => {
        const footer = expectSuccess(await s.call('footerInfo', {}, tha));
        expect(footer.groups.map((g) => g.key)).toEqual(['match', 'anchor', 'platform']);
        expect(footer.groups[0]!.title).toBe('ถ่ายทอดสดการแข่งขัน');
        expect(footer.groups[0]!.links[0]).toEqual({ text: 'ฟุตบอล', href: '#/match/1' });
        expect(footer.groups[2]!.links.map((l) => l.href)).toEqual([
          '#/user/tutorial',
          '#/user/contract/service',
          '#/user/contract/privacy',
        ]);
        expect(footer.filing).toBe('เลขทะเบียน: ICP 2026000001-1');
      });

      it('answers match and anchor columns in the requested language', async () => {
        const matches = expectSuccess(await s.call('matchColumn', {}, tha));
        expect(matches.slice(0, 2)).toEqual([
          { raceType: 0, name: 'ยอดนิยม' },
          { raceType: 1, name: 'ฟุตบอล' },
        ]);
        const anchors = expectSuccess(await s.call('anchorColumn', {}, tha));
        expect(anchors.find((a) => a.anchorType === 4)).toMatchObject({
          text: 'บันเทิง',
          name: '娱乐',
          nameTh: 'บันเทิง',
          nameEn: 'Entertainment',
        });
      });

      it('answers enums in the requested language and the global config', async () => {
        const enums = expectSuccess(await s.call('allEnums', {}, tha));
        expect(enums.gender).toContainEqual({ value: 'male', label: 'ชาย' });
        expect(expectSuccess(await s.call('globalConfig', {}, tha))).toEqual({ imMsgTimeout: 7 });
      });

      it('falls back to zh for a missing or unknown language', async () => {
        expect(expectSuccess(await s.call('matchColumn', {}))[1]).toEqual({ raceType: 1, name: '足球' });
        expect(expectSuccess(await s.call('matchColumn', {}, { headers: { language: 'xx' } }))[1]).toEqual({
          raceType: 1,
          name: '足球',
        });
      });
    });
  });
});
