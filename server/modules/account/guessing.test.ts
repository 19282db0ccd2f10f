/**
 * Guessing and probing, as an attacker would: parallel guesses at one SMS code, code checks spread
 * over many codes, wrong security codes, phone numbers probed through web_get_phone_code, usernames
 * probed through the login. Each test failed before its fix (issue 13).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { SMS_PER_IP_PER_HOUR } from '../../../protocol/rules';
import { expectRefusal } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { CODE_CHECKS_PER_IP_PER_HOUR, CODE_CHECKS_PER_PHONE_PER_HOUR, issueCode } from './smsCodes';

const SECURITY_CODE = '246810';
const HOUR_MS = 3600_000;

function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
}

describe.each(BACKENDS)('guessing [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;

    beforeAll(async () => {
      s = await startTestServer({ backend });
    });
    afterAll(async () => {
      await s?.close();
    });

    const reset = (phone: string, code: string, ip?: string) =>
      s.call(
        'resetPassword',
        { areaCode: '86', phone, code, newPassword: 'fresh1234', confirmPassword: 'fresh1234' },
        ip ? { remoteAddress: ip } : {},
      );

    it('compares at most 5 guesses at one code, however many arrive at once', async () => {
      const user = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      const code = await s.requestCode(user.phone, 'reset');
      // Fifteen parallel wrong guesses (under the per-phone cap), each from its own address.
      const replies = await Promise.all(
        Array.from({ length: CODE_CHECKS_PER_PHONE_PER_HOUR - 5 }, () => reset(user.phone, otherCode(code))),
      );
      const compared = replies.filter((r) => r.body.code === ErrorCode.SmsCodeWrong).length;
      expect(compared).toBe(5);
      for (const r of replies) {
        expect([ErrorCode.SmsCodeWrong, ErrorCode.CodeWrongOrExpired]).toContain(r.body.code);
      }
      // The code is dead: even the right one no longer works.
      expectRefusal(await reset(user.phone, code), ErrorCode.CodeWrongOrExpired);
    });

    it('caps code checks per phone an hour, across fresh codes', async () => {
      s.clock.advance(HOUR_MS);
      const user = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
      const answers: number[] = [];
      // A fresh code every 5 guesses (sent without the resend cooldown, as if over many phones' worth
      // of time within the hour): the per-code cap alone would allow unlimited guesses.
      for (let i = 0; i < CODE_CHECKS_PER_PHONE_PER_HOUR + 1; i++) {
        if (i % 5 === 0) await issueCode(s.ctx, { areaCode: '86', phone: user.phone, purpose: 'reset' });
        answers.push((await reset(user.phone, otherCode(s.lastCode(user.phone)))).body.code);
      }
      expect(
        answers.slice(0, CODE_CHECKS_PER_PHONE_PER_HOUR).every((c) => c === ErrorCode.SmsCodeWrong),
      ).toBe(true);
      expect(answers.at(-1)).toBe(ErrorCode.TooManyRequests);
    });

    it('caps code checks per address an hour, across phones', async () => {
      s.clock.advance(HOUR_MS);
      const ip = '192.0.2.77';
      const codes: number[] = [];
      for (let i = 0; i < CODE_CHECKS_PER_IP_PER_HOUR + 1; i++) {
        codes.push((await reset(s.freshPhone(), '123456', ip)).body.code);
      }
      expect(
        codes.slice(0, CODE_CHECKS_PER_IP_PER_HOUR).every((c) => c === ErrorCode.CodeWrongOrExpired),
      ).toBe(true);
      expect(codes.at(-1)).toBe(ErrorCode.TooManyRequests);
    });

    it('counts wrong security codes as failed logins: the right one is refused after too many', async () => {
      s.clock.advance(HOUR_MS);
      for (let i = 0; i < 10; i++) {
        expectRefusal(
          await s.call('passwordLogin', {
            username: 'anchor02',
            password: 'demo1234',
            securityCode: '000000',
          }),
          ErrorCode.SecurityCodeWrong,
        );
      }
      expectRefusal(
        await s.call('passwordLogin', {
          username: 'anchor02',
          password: 'demo1234',
          securityCode: SECURITY_CODE,
        }),
        ErrorCode.TooManyRequests,
      );
      s.clock.advance(HOUR_MS);
      expect(
        (
          await s.call('passwordLogin', {
            username: 'anchor02',
            password: 'demo1234',
            securityCode: SECURITY_CODE,
          })
        ).body.success,
      ).toBe(true);
    });

    it('limits phone probing before saying whether a phone is bound to an account', async () => {
      s.clock.advance(HOUR_MS);
      const ip = '192.0.2.88';
      const bound = await Promise.all(
        Array.from({ length: SMS_PER_IP_PER_HOUR + 2 }, () =>
          s.createUser({ role: 'viewer', anchorStatus: 'none' }),
        ),
      );
      const token = await s.login(bound[0]!.username, bound[0]!.password);
      const answers: number[] = [];
      for (const user of bound.slice(1)) {
        const codeToken = await s.call('codeToken', {}, { remoteAddress: ip });
        const reply = await s.call(
          'getPhoneCode',
          {
            areaCode: '86',
            phone: user.phone,
            purpose: 'changePhone',
            codeToken: codeToken.body.data.codeToken,
          },
          { remoteAddress: ip, token },
        );
        answers.push(reply.body.code);
      }
      expect(answers.slice(0, SMS_PER_IP_PER_HOUR).every((c) => c === ErrorCode.PhoneBoundToOther)).toBe(
        true,
      );
      // Past the limit the prober learns nothing more about the phones.
      expect(answers.at(-1)).toBe(ErrorCode.TooManyRequests);
    });

    it('gives an unknown username and a wrong password the same answer', async () => {
      const unknown = await s.call('passwordLogin', { username: 'nobody987', password: 'wrong1234' });
      const wrong = await s.call('passwordLogin', { username: 'viewer01', password: 'wrong1234' });
      expect(unknown.body.code).toBe(ErrorCode.UsernameMissingOrWrongPassword);
      expect(wrong.body).toEqual(unknown.body);
    });
  });
});
