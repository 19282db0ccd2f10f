/** The console's refused words: add, remove, import a file (text only), test a sentence, stale versions. */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REFUSED_WORDS_FILE_MAX_BYTES } from '../../../../protocol/adminContent';
import { ErrorCode } from '../../../../protocol/errors';
import { expectRefusal, expectSuccess } from '../../../../test/helpers/expectations';
import { failureOf, startTestServer, type TestServer } from '../../../../test/helpers/testServer';
import { auditLog, settings } from '../../../db/schema';
import { type ApiError } from '../../../http/apiError';
import { wordsOfFile } from './wordsService';

function wordsOfFileRefusal(text: string): string | undefined {
  try {
    wordsOfFile(Buffer.from(text).toString('base64'));
    return undefined;
  } catch (error) {
    return ((error as ApiError).extra.issues as { rule: string }[])[0]?.rule;
  }
}

describe('admin content: refused words', () => {
  let s: TestServer;
  let admin: string;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
    admin = await s.login('admin01');
  });
  afterAll(async () => {
    await s?.close();
  });

  const as = { token: '' };
  const version = async () =>
    expectSuccess(await s.call('adminWordsList', { page: 1, pageSize: 10 }, { token: admin })).version;
  const stored = async () =>
    (await s.ctx.database.db.select().from(settings).where(eq(settings.key, 'sensitiveWords')))[0]?.value;
  const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64');

  it('adds and removes words with the list version, each change audited; a stale version changes nothing', async () => {
    as.token = admin;
    const v0 = await version();
    const added = expectSuccess(
      await s.call(
        'adminWordsAdd',
        { words: ['Spoilerbet', ' match fixing ', 'spoilerbet'], version: v0 },
        as,
      ),
    );
    expect(added.changed).toBe(2);
    expect(added.version).toBe(v0 + 1);
    const page = expectSuccess(
      await s.call('adminWordsList', { page: 1, pageSize: 10, query: 'spoiler' }, as),
    );
    expect(page.list).toEqual([{ word: 'Spoilerbet' }]);
    expect(s.ctx.runtimes.refusedWords.current.contains('get your SPOILER bet here')).toBe(true);

    const [audit] = await s.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actor: 'user:admin01', action: 'words.add' });

    const before = await stored();
    const reply = await s.call('adminWordsAdd', { words: ['late'], version: v0 }, as);
    expectRefusal(reply, ErrorCode.InvalidInput);
    expect(failureOf(reply).issues).toEqual([{ path: 'version', rule: 'stale' }]);
    expect(await stored()).toEqual(before);

    const removed = expectSuccess(
      await s.call('adminWordsRemove', { words: ['SPOILERBET'], version: v0 + 1 }, as),
    );
    expect(removed).toMatchObject({ changed: 1, version: v0 + 2 });
    expect(s.ctx.runtimes.refusedWords.current.contains('spoilerbet')).toBe(false);
  });

  it('refuses words with control characters or over the length cap', async () => {
    const v = await version();
    for (const word of ['bad\u0000word', 'tab\tword', 'x'.repeat(51)]) {
      expectRefusal(
        await s.call('adminWordsAdd', { words: [word], version: v }, { token: admin }),
        ErrorCode.InvalidInput,
      );
    }
    expect(await version()).toBe(v);
  });

  it('tests a sentence against the saved list and names the words that matched', async () => {
    const v = await version();
    expectSuccess(await s.call('adminWordsAdd', { words: ['leakedodds'], version: v }, { token: admin }));
    const hit = expectSuccess(
      await s.call('adminWordsTest', { sentence: 'Get LEAKED odds today' }, { token: admin }),
    );
    expect(hit).toEqual({ refused: true, matched: ['leakedodds'] });
    const clean = expectSuccess(
      await s.call('adminWordsTest', { sentence: 'What a goal' }, { token: admin }),
    );
    expect(clean).toEqual({ refused: false, matched: [] });
  });

  it('imports a text file, one word a line or comma separated', async () => {
    const v = await version();
    const done = expectSuccess(
      await s.call(
        'adminWordsImport',
        { fileName: 'words.csv', contentBase64: b64('\ufeffalpha1,beta2\r\ngamma3，delta4\n\n'), version: v },
        { token: admin },
      ),
    );
    expect(done.changed).toBe(4);
    const [audit] = await s.ctx.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit?.action).toBe('words.import');
  });

  it('refuses a file that is not text, with its reason, and changes nothing', async () => {
    const v = await version();
    const before = await stored();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const cases: [Buffer | string, string][] = [
      [png, 'binary'],
      [Buffer.from([0x61, 0x62, 0xff, 0xfe, 0x63]), 'utf8'],
      ['one\u0000two', 'control'],
      [' \n , \n', 'empty'],
      ['ok\n' + 'y'.repeat(60), 'wordLength'],
    ];
    for (const [content, rule] of cases) {
      const reply = await s.call(
        'adminWordsImport',
        { fileName: 'words.txt', contentBase64: b64(content), version: v },
        { token: admin },
      );
      expect(reply.body.success).toBe(false);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.code).toBe(ErrorCode.FileFormat);
      expect(failureOf(reply).issues).toEqual([{ path: 'file', rule }]);
    }
    // Over the size cap: refused by the schema (or, far over it, by the body limit), never a 500.
    for (const size of [REFUSED_WORDS_FILE_MAX_BYTES + 3, 80 * 1024]) {
      const reply = await s.call(
        'adminWordsImport',
        { fileName: 'words.txt', contentBase64: b64('a,'.repeat(size / 2)), version: v },
        { token: admin },
      );
      expect([ErrorCode.InvalidInput, ErrorCode.FileFormat, ErrorCode.BodyTooLarge]).toContain(
        reply.body.code,
      );
    }
    expect(wordsOfFileRefusal('a'.repeat(REFUSED_WORDS_FILE_MAX_BYTES + 1))).toBe('fileSize');
    expect(await stored()).toEqual(before);
  });
});
