/** The platform's refused words: platform admins replace the list; room chat and private chat use it at once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';
import { checkContent } from '../im/contentRules';
import { as, platformAdmin, viewer } from './testKit';

describe('room.sensitiveWords', () => {
  let s: TestServer;

  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('starts with the built-in list, is replaced by a platform admin with the version it replaces', async () => {
    const admin = await platformAdmin(s);
    const start = expectSuccess(await as(s, admin, 'adminSensitiveWords', {}));
    expect(start.version).toBe(0);
    expect(start.words).toContain('freebet');
    const next = expectSuccess(
      await as(s, admin, 'adminSensitiveWordsSet', {
        words: ['spoiler alert', ' spoiler alert ', 'leak'],
        version: 0,
      }),
    );
    expect(next).toEqual({ words: ['spoiler alert', 'leak'], version: 1 });
    expectRefusal(
      await as(s, admin, 'adminSensitiveWordsSet', { words: [], version: 0 }),
      ErrorCode.InvalidInput,
    );
    expect(s.ctx.runtimes.refusedWords.current.contains('a SPOILER   alert!')).toBe(true);
    expect(s.ctx.runtimes.refusedWords.current.contains('freebet')).toBe(false);
    expect(() =>
      checkContent(101, JSON.stringify({ text: 'big leak' }), {
        isMedia: () => false,
        words: s.ctx.runtimes.refusedWords.current,
      }),
    ).toThrow();
    expectRefusal(await as(s, await viewer(s), 'adminSensitiveWords', {}), ErrorCode.NoPermission);
  });
});
