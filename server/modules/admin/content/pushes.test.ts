/** The console's type 4 push: texts per language, audiences, links refused, counts and deliveries stored. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { pushComposeRequest } from '../../../../protocol/adminContent';
import { ErrorCode } from '../../../../protocol/errors';
import { PushType } from '../../../../protocol/push';
import { expectRefusal, expectSuccess } from '../../../../test/helpers/expectations';
import { type PushService, startPushService, type Subscriber } from '../../../../test/helpers/pushService';
import { failureOf, startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { adminPushes, auditLog, follows, users } from '../../../db/schema';

describe('admin content: pushes', () => {
  let s: TestServer;
  let push: PushService;
  let admin: string;
  beforeAll(async () => {
    push = await startPushService();
    s = await startTestServer({
      backend: 'pglite',
      env: { PUSH_EXTRA_HOSTS: push.host, PUSH_CA_FILE: push.caFile, MATCH_SIMULATOR: '0' },
    });
    admin = await s.login('admin01');
  });
  afterAll(async () => {
    await s?.close();
    await push?.close();
  });

  async function member(lang: string) {
    const u = await s.createUser({ role: 'viewer', anchorStatus: 'none' });
    const token = await s.login(u.username, u.password);
    const sub = push.subscriber();
    expectSuccess(
      await s.call(
        'pushToken',
        { platform: 3, pushToken: sub.token },
        { token, headers: { language: lang } },
      ),
    );
    return { ...u, sub };
  }
  const texts = {
    en: { title: 'Cup final tonight', body: 'Watch it live' },
    vie: { title: 'Chung kết tối nay', body: 'Xem trực tiếp' },
  };
  const link = { webActionType: 3 as const, webActionContent: 'https://example.com/final' };
  const lastOf = async (sub: Subscriber) =>
    (await push.waitFor(sub, push.messagesOf(sub).length || 1)).at(-1);

  it('refuses links that are not http(s), by the schema', () => {
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com',
      'mailto:a@b.c',
      '//example.com',
      'https://',
    ]) {
      const parsed = pushComposeRequest.safeParse({
        texts,
        webActionType: 3,
        webActionContent: bad,
        audience: { kind: 'all' },
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe('httpLink');
    }
    expect(
      pushComposeRequest.safeParse({
        texts,
        webActionType: 1,
        webActionContent: 'x1',
        audience: { kind: 'all' },
      }).success,
    ).toBe(false);
  });

  it('refuses a javascript: link over the API and stores nothing', async () => {
    const before = (await s.ctx.database.db.select().from(adminPushes)).length;
    const reply = await s.call(
      'adminPushSend',
      { texts, webActionType: 3, webActionContent: 'javascript:alert(1)', audience: { kind: 'all' } },
      { token: admin },
    );
    expectRefusal(reply, ErrorCode.InvalidInput);
    expect(failureOf(reply).issues).toEqual([{ path: 'webActionContent', rule: 'httpLink' }]);
    expect((await s.ctx.database.db.select().from(adminPushes)).length).toBe(before);
  });

  it('sends to one user in their language (English when theirs is not written), stores counts and an audit row', async () => {
    const vie = await member('vie');
    const tha = await member('tha');
    const sent = expectSuccess(
      await s.call(
        'adminPushSend',
        { texts, ...link, audience: { kind: 'user', username: vie.username } },
        { token: admin },
      ),
    );
    expect(sent).toMatchObject({ type: PushType.Custom, recipients: 1, sent: 1, failed: 0, delivered: 0 });
    const got = (await lastOf(vie.sub)) as {
      type: number;
      title: string;
      notify: { webActionContent: string };
    };
    expect(got).toMatchObject({
      type: 4,
      title: 'Chung kết tối nay',
      notify: { webActionContent: link.webActionContent },
    });

    s.clock.advance(1000);
    expectSuccess(
      await s.call(
        'adminPushSend',
        { texts, ...link, audience: { kind: 'user', username: tha.username } },
        { token: admin },
      ),
    );
    expect(await lastOf(tha.sub)).toMatchObject({ title: 'Cup final tonight', body: 'Watch it live' });

    const [audit] = await s.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      actor: 'user:admin01',
      action: 'push.custom',
      reason: 'Cup final tonight',
    });
    const history = expectSuccess(
      await s.call('adminPushHistory', { page: 1, pageSize: 10 }, { token: admin }),
    );
    expect(history.list[0]?.audience).toEqual({ kind: 'user', username: tha.username });
    expect(history.list[1]?.id).toBe(sent.id);

    // The service worker reports the popup: counted once per push and subscription.
    const report = { id: sent.id, endpoint: vie.sub.endpoint };
    expect(expectSuccess(await s.call('pushShown', report))).toEqual({ counted: true });
    expect(expectSuccess(await s.call('pushShown', report))).toEqual({ counted: false });
    expect(expectSuccess(await s.call('pushShown', { id: sent.id, endpoint: tha.sub.endpoint }))).toEqual({
      counted: false,
    });
    expect(expectSuccess(await s.call('pushShown', { id: 'nope', endpoint: vie.sub.endpoint }))).toEqual({
      counted: false,
    });
    const one = expectSuccess(await s.call('adminPushOne', { id: sent.id }, { token: admin }));
    expect(one.delivered).toBe(1);
  });

  it('reaches a language, and an anchor’s followers; unknown names are refused before anything is stored', async () => {
    const a = await member('ind');
    const b = await member('ind');
    const c = await member('por');
    const byLang = expectSuccess(
      await s.call(
        'adminPushSend',
        { texts, ...link, audience: { kind: 'language', language: 'ind' } },
        { token: admin },
      ),
    );
    expect(byLang.recipients).toBeGreaterThanOrEqual(2);
    await push.waitFor(a.sub, 1);
    await push.waitFor(b.sub, 1);
    expect(push.messagesOf(c.sub)).toHaveLength(0);

    const [anchor] = await s.ctx.database.db.select().from(users).where(eq(users.usernameLower, 'anchor01'));
    await s.ctx.database.db.insert(follows).values({ userId: c.id, anchorId: anchor!.id });
    const fans = expectSuccess(
      await s.call(
        'adminPushSend',
        {
          texts,
          webActionType: 2,
          webActionContent: String(anchor!.id),
          audience: { kind: 'followers', username: 'anchor01' },
        },
        { token: admin },
      ),
    );
    expect(fans.recipients).toBeGreaterThanOrEqual(1);
    expect(await push.waitFor(c.sub, 1)).toHaveLength(1);

    const before = (await s.ctx.database.db.select().from(adminPushes)).length;
    for (const audience of [
      { kind: 'user', username: 'nobody_here1' },
      { kind: 'followers', username: 'viewer01' },
    ] as const) {
      expectRefusal(
        await s.call('adminPushSend', { texts, ...link, audience }, { token: admin }),
        ErrorCode.UserNotFound,
      );
    }
    expect((await s.ctx.database.db.select().from(adminPushes)).length).toBe(before);
  });

  it('keeps the CLI push in the history too', async () => {
    s.clock.advance(1000);
    expectSuccess(await s.call('adminPush', { title: 'From the CLI' }, { token: admin }));
    const history = expectSuccess(
      await s.call('adminPushHistory', { page: 1, pageSize: 10 }, { token: admin }),
    );
    expect(history.list[0]).toMatchObject({ title: 'From the CLI', audience: { kind: 'all' } });
  });
});
