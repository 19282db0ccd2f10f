import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, type EndpointName, type RequestOf } from '../../../protocol/api';
import { ErrorCode } from '../../../protocol/errors';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';

/**
 * The console's access matrix (issue 20): every 'admin' call of the protocol table, whatever its body,
 * is refused to a visitor (1005), a bad token (1004), a viewer, an approved anchor, an assistant and a
 * banned anchor's revoked token... (1006), before its schema is read, so nothing it would do happens;
 * a platform admin's token and the CLI's admin key pass the access check (their empty body may then
 * fail the schema, which is the next check, never the access one).
 */
describe('admin calls: the access matrix', () => {
  let s: TestServer;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
    tokens.viewer = await s.login('viewer01');
    tokens.anchor = await s.login('anchor01');
    tokens.admin = await s.login('admin01');
    const pending = await s.createUser({ role: 'viewer', anchorStatus: 'pending' });
    tokens.applicant = await s.login(pending.username, pending.password);
  });
  afterAll(async () => {
    await s?.close();
  });

  const adminCalls = (Object.keys(api) as EndpointName[]).filter((n) => api[n].access === 'admin');
  const body = {} as RequestOf<EndpointName>;

  it('lists the console calls', () => {
    expect(adminCalls).toEqual(expect.arrayContaining(['adminAnchorList', 'adminReview', 'adminPush']));
  });

  it('refuses every admin call to every other caller, whatever the body', async () => {
    const refused: string[] = [];
    for (const name of adminCalls) {
      for (const [who, options, code] of [
        ['visitor', {}, ErrorCode.LoginRequired],
        ['bad token', { token: 'not-a-token' }, ErrorCode.LoginExpired],
        ['viewer', { token: tokens.viewer }, ErrorCode.NoPermission],
        ['anchor', { token: tokens.anchor }, ErrorCode.NoPermission],
        ['applicant', { token: tokens.applicant }, ErrorCode.NoPermission],
        [
          'wrong admin key',
          { token: tokens.viewer, headers: { 'x-admin-key': 'guess' } },
          ErrorCode.NoPermission,
        ],
      ] as const) {
        for (const sent of [body, { username: 'viewer01', action: 'ban', page: 1 }]) {
          const reply = await s.call(name, sent, options);
          if (reply.body.success || reply.body.code !== code) {
            refused.push(`${name} as ${who}: ${reply.status} ${JSON.stringify(reply.body).slice(0, 120)}`);
          }
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it('lets a platform admin and the admin key past the access check', async () => {
    const stopped: string[] = [];
    for (const name of adminCalls) {
      if (name === 'adminBackup') continue; // writes a file; its own tests call it
      for (const options of [
        { token: tokens.admin },
        { headers: { 'x-admin-key': s.ctx.secrets.adminKey } },
      ]) {
        const reply = await s.call(name, body, options);
        const accessCodes: number[] = [
          ErrorCode.LoginRequired,
          ErrorCode.LoginExpired,
          ErrorCode.NoPermission,
        ];
        if (accessCodes.includes(reply.body.code)) stopped.push(`${name}: ${reply.body.code}`);
        expect(reply.status, name).toBeLessThan(500);
      }
    }
    expect(stopped).toEqual([]);
  });
});
