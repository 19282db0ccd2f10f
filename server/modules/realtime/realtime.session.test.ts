/** Admission and session life of the messaging socket: tokens, guests, revocation, logout, shutdown. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GUEST_ID_PATTERN, IM_PATH, ImCloseCode } from '../../../protocol/im';
import { sessions } from '../../db/schema';
import { hashToken } from '../../http/auth';
import { expectSuccess } from '../../../test/helpers/expectations';
import { ImClient } from '../../../test/helpers/imClient';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';
import { REVALIDATE_MS } from './connection';

describe.each(BACKENDS)('im session [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let a: ChatUser;

    beforeAll(async () => {
      im = await startImServer(backend);
      a = await im.user();
    });
    afterAll(async () => {
      await im?.close();
    });

    it('refuses a bad token (4002), a sendID of another user (4001) and a bad query (4005)', async () => {
      const cases: [Parameters<ImServer['connect']>[1], number][] = [
        [{ token: 'not-a-token' }, ImCloseCode.TokenInvalid],
        [{ sendID: String(a.id + 1000) }, ImCloseCode.SendIdMismatch],
        [{ platformID: 99 }, ImCloseCode.BadQuery],
        [{ platformID: 'web' }, ImCloseCode.BadQuery],
      ];
      for (const [query, code] of cases) {
        const client = await im.connect(a, query);
        expect((await client.closed).code).toBe(code);
        expect(client.events('OnConnectSuccess')).toEqual([]);
      }
      for (const sendID of ['', '5', 'guest_', 'guest_<script>', `guest_${'x'.repeat(60)}`]) {
        const client = await im.guest(sendID);
        expect((await client.closed).code).toBe(ImCloseCode.BadQuery);
      }
    });

    it('gives out the socket address and a guest id that connects read-only', async () => {
      const url = expectSuccess(await im.s.call('openImUrl', {}, { headers: { host: im.httpUrl.slice(7) } }));
      expect(url.wsUrl).toBe(im.wsUrl);
      expect(url.guestID).toMatch(GUEST_ID_PATTERN);
      const domain = expectSuccess(
        await im.s.call('systemDomain', {}, { headers: { host: 'chat.example.com' } }),
      );
      expect(domain).toEqual({ domain: 'ws://chat.example.com' });
      const guest = await ImClient.connect(url.wsUrl, { sendID: url.guestID });
      expect(guest.events('OnConnectSuccess')).toEqual([{ userID: url.guestID, guest: true }]);
      await guest.close();
    });

    it('closes the socket of a token logged out over HTTP at once, and only that one', async () => {
      const other = await im.s.login(a.username, 'start1234');
      const [first, second] = [await im.connect(a), await im.connect(a, { token: other })];
      expectSuccess(await im.s.call('logout', {}, { token: a.token }));
      expect(await first.closed).toEqual({ code: ImCloseCode.TokenInvalid, reason: 'session revoked' });
      expect(first.events('OnKickedOffline')).toEqual([{ reason: 'session revoked' }]);
      expect(await second.ok('GetLoginStatus')).toEqual({ status: 3, userID: a.userID });
      a = { ...a, token: other };
      await second.close();
    });

    it('closes a socket whose session was revoked elsewhere before answering its next call', async () => {
      const client = await im.connect(a);
      await im.s.ctx.database.db
        .update(sessions)
        .set({ revokedAt: new Date(im.clock.now()) })
        .where(and(eq(sessions.tokenHash, hashToken(a.token))));
      im.clock.advance(REVALIDATE_MS);
      const reply = client.call('GetNewestSeq');
      expect((await client.closed).code).toBe(ImCloseCode.TokenInvalid);
      await expect(reply).rejects.toThrow(/socket closed/);
      a = { ...a, token: await im.s.login(a.username, 'start1234') };
    });

    it('logs out with the Logout function (close 1000) and counts sockets per user', async () => {
      const [one, two] = [await im.connect(a), await im.connect(a)];
      expect(await im.s.ctx.runtimes.realtime.presence.socketCount(a.id)).toBe(2);
      expect(await one.ok('Logout')).toEqual({});
      expect((await one.closed).code).toBe(ImCloseCode.Logout);
      await two.close();
      await expect
        .poll(() => im.s.ctx.runtimes.realtime.presence.socketCount(a.id), { timeout: 15_000 })
        .toBe(0);
    });

    it('answers 404 to an upgrade on another path', async () => {
      const client = await ImClient.connect(im.wsUrl.replace(IM_PATH, '/elsewhere'), {
        sendID: 'guest_abcdefgh',
      });
      expect((await client.closed).code).toBe(1006);
    });
  });
});

describe('im shutdown', () => {
  it('closes every socket with 1001 when the app closes', async () => {
    const im = await startImServer('pglite');
    const a = await im.user();
    const [user, guest] = [await im.connect(a), await im.guest()];
    await im.s.close();
    expect((await user.closed).code).toBe(ImCloseCode.ServerClosing);
    expect((await guest.closed).code).toBe(ImCloseCode.ServerClosing);
  });
});
