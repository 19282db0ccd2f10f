/** The console's rich-text pages: versions kept, the newest served, the seeded text as fallback, restore. */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../../test/helpers/expectations';
import { failureOf, startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { auditLog } from '../../../db/schema';

describe('admin content: rich-text pages', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
    admin = await s.login('admin01');
  });
  afterAll(async () => {
    await s?.close();
  });

  const publicDoc = async (lang: string) =>
    expectSuccess(await s.call('richText', { key: 'service' }, { headers: { language: lang } }));

  it('serves the seeded text until a version is saved, then the newest version of that language', async () => {
    const seeded = await publicDoc('tha');
    expect(seeded.html.length).toBeGreaterThan(0);
    const current = expectSuccess(
      await s.call('adminRichTextCurrent', { key: 'service', lang: 'tha' }, { token: admin }),
    );
    expect(current).toMatchObject({
      source: 'seed',
      versionId: null,
      title: seeded.title,
      html: seeded.html,
    });

    const v1 = expectSuccess(
      await s.call(
        'adminRichTextSave',
        {
          key: 'service',
          lang: 'tha',
          title: 'Terms v1',
          html: '<p>One</p><script>alert(1)</script>',
          baseVersionId: 0,
        },
        { token: admin },
      ),
    );
    s.clock.advance(1000);
    const v2 = expectSuccess(
      await s.call(
        'adminRichTextSave',
        { key: 'service', lang: 'tha', title: 'Terms v2', html: '<p>Two</p>', baseVersionId: v1.id },
        { token: admin },
      ),
    );
    expect(await publicDoc('tha')).toMatchObject({
      key: 'service',
      title: 'Terms v2',
      html: '<p>Two</p>',
    });
    // An edit started from v1 after v2 was saved is stale: refused, nothing saved.
    const stale = await s.call(
      'adminRichTextSave',
      { key: 'service', lang: 'tha', title: 'Late', html: '<p>Late</p>', baseVersionId: v1.id },
      { token: admin },
    );
    expectRefusal(stale, ErrorCode.InvalidInput);
    expect(failureOf(stale).issues).toEqual([{ path: 'baseVersionId', rule: 'stale' }]);
    // Another language still gets its seeded text.
    expect((await publicDoc('vie')).title).not.toBe('Terms v2');

    const list = expectSuccess(
      await s.call('adminRichTextVersions', { key: 'service', lang: 'tha', page: 1, pageSize: 10 } as never, {
        token: admin,
      }),
    );
    expect(list.total).toBe(2);
    expect(list.list.map((v) => v.id)).toEqual([v2.id, v1.id]);
    expect(list.list[0]).toMatchObject({ actor: 'user:admin01', title: 'Terms v2' });

    const old = expectSuccess(await s.call('adminRichTextVersion', { id: v1.id }, { token: admin }));
    expect(old.html).toContain('<script>');
    const restored = expectSuccess(await s.call('adminRichTextRestore', { id: v1.id }, { token: admin }));
    expect(restored.id).toBeGreaterThan(v2.id);
    expect(await publicDoc('tha')).toMatchObject({ title: 'Terms v1' });
    const [audit] = await s.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'richText.restore', target: `service:tha#${restored.id}` });
  });

  it('falls back to English for a language with neither version nor seed; refuses unknown versions', async () => {
    expectSuccess(
      await s.call(
        'adminRichTextSave',
        { key: 'question', lang: 'en', title: 'FAQ', html: '<p>Ask</p>', baseVersionId: 0 },
        { token: admin },
      ),
    );
    const any = await s.call('richText', { key: 'question' }, { headers: { language: 'hin' } });
    expect(any.body.success).toBe(true);
    expectRefusal(await s.call('adminRichTextVersion', { id: 999999 }, { token: admin }), ErrorCode.NotFound);
    expectRefusal(await s.call('adminRichTextRestore', { id: 999999 }, { token: admin }), ErrorCode.NotFound);
    expectRefusal(
      await s.call(
        'adminRichTextSave',
        { key: 'service', lang: 'en', title: '', html: 'x', baseVersionId: 0 },
        { token: admin },
      ),
      ErrorCode.InvalidInput,
    );
  });
});
