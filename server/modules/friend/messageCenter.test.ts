/** Demo seed, system messages (in the request language), common phrases and message settings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { DEFAULT_MESSAGE_SETTINGS, PHRASE_MAX_COUNT } from '../../../protocol/messageCenter';
import { expectRefusal, expectSuccess } from '../../../test/helpers/expectations';
import {
  BACKENDS,
  backendAvailable,
  startTestServer,
  type TestServer,
} from '../../../test/helpers/testServer';
import { as, person, type Person } from './testKit';

describe.each(BACKENDS)('message center [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let s: TestServer;
    let v1: Person;
    let v2: Person;
    let anchor: Person;

    beforeAll(async () => {
      s = await startTestServer({ backend });
      const demo = async (username: string, appNumber: string) =>
        ({ id: 0, appNumber, username, phone: '', token: await s.login(username) }) satisfies Person;
      v1 = await demo('viewer01', '10000002');
      v2 = await demo('viewer02', '10000003');
      anchor = await demo('anchor01', '10000004');
    });
    afterAll(async () => {
      await s?.close();
    });

    it('seeds viewer01 and viewer02 as friends and a pending request from viewer02 to anchor01', async () => {
      expect(expectSuccess(await as(s, v1, 'friendList', {})).map((f) => f.appNumber)).toEqual([
        v2.appNumber,
      ]);
      expect(expectSuccess(await as(s, v2, 'friendList', {})).map((f) => f.appNumber)).toEqual([
        v1.appNumber,
      ]);
      const requests = expectSuccess(await as(s, anchor, 'friendApplicationList', {}));
      expect(requests).toMatchObject({
        pendingReceived: 1,
        list: [{ direction: 'received', status: 'pending', user: { appNumber: v2.appNumber } }],
      });
    });

    it('counts, lists (paged, in the request language), reads and deletes system messages', async () => {
      expect(expectSuccess(await as(s, v2, 'systemMessageCount', {}))).toEqual({ unread: 3, total: 3 });
      const en = expectSuccess(
        await as(s, v2, 'systemMessageList', { page: 1, pageSize: 10 }, { language: 'en' }),
      );
      expect(en.total).toBe(3);
      expect(en.list.map((m) => [m.type, m.title])).toEqual([
        [31, 'Welcome to Tribune'],
        [31, 'Friend requests expire after three days'],
        [32, 'Keep your account safe'],
      ]);
      const zh = expectSuccess(
        await as(s, v2, 'systemMessageList', { page: 1, pageSize: 2 }, { language: 'zh' }),
      );
      expect(zh.list.map((m) => m.title)).toEqual(['欢迎来到 Tribune', '好友申请三天后过期']);
      const page2 = expectSuccess(
        await as(s, v2, 'systemMessageList', { page: 2, pageSize: 2 }, { language: 'tha' }),
      );
      expect(page2).toMatchObject({ total: 3, list: [{ title: 'รักษาบัญชีของคุณให้ปลอดภัย', read: false }] });

      const id = en.list[0]!.id;
      const detail = expectSuccess(await as(s, v2, 'systemMessageDetail', { id }, { language: 'por' }));
      expect(detail).toMatchObject({ id, read: true, title: 'Bem-vindo ao Tribune' });
      expect(expectSuccess(await as(s, v2, 'systemMessageCount', {}))).toEqual({ unread: 2, total: 3 });
      expectSuccess(await as(s, v2, 'systemMessageDetail', { id }));
      expect(expectSuccess(await as(s, v2, 'systemMessageCount', {})).unread).toBe(2);

      expectRefusal(await as(s, v1, 'systemMessageDetail', { id }), ErrorCode.NotFound);
      expectRefusal(await as(s, v1, 'systemMessageDelete', { ids: [id] }), ErrorCode.NotFound);
      expect(expectSuccess(await as(s, v2, 'systemMessageDelete', { ids: [id, 999999] }))).toEqual({
        deleted: 1,
      });
      expect(expectSuccess(await as(s, v2, 'systemMessageCount', {}))).toEqual({ unread: 2, total: 2 });
      expect(expectSuccess(await as(s, v1, 'systemMessageCount', {}))).toEqual({ unread: 3, total: 3 });
      expectRefusal(await as(s, v2, 'systemMessageList', { page: 1, pageSize: 101 }), ErrorCode.InvalidInput);
    });

    it('keeps at most 10 common phrases, in order, plain text of 1-100 characters', async () => {
      expect(expectSuccess(await as(s, v1, 'phraseListAll', {})).map((p) => p.text)).toEqual([
        'Hello!',
        'Great match today',
        'See you in the live room',
      ]);
      const me = await person(s);
      for (let i = 0; i < PHRASE_MAX_COUNT; i++) {
        expect(expectSuccess(await as(s, me, 'phraseAdd', { text: ` Phrase ${i} ` }))).toMatchObject({
          text: `Phrase ${i}`,
          sort: i,
        });
      }
      expectRefusal(await as(s, me, 'phraseAdd', { text: 'one too many' }), ErrorCode.PhraseLimit);
      for (const text of ['', '   ', 'x'.repeat(101), '<b>bold</b>', 'two\nlines']) {
        expectRefusal(await as(s, v2, 'phraseAdd', { text }), ErrorCode.InvalidInput);
      }
      expect(expectSuccess(await as(s, v2, 'phraseAdd', { text: 'x'.repeat(100) })).text).toHaveLength(100);
      const list = expectSuccess(await as(s, me, 'phraseListAll', {}));
      expect(list).toHaveLength(PHRASE_MAX_COUNT);

      const first = list[0]!;
      expect(expectSuccess(await as(s, me, 'phraseEdit', { id: first.id, text: 'Edited' }))).toEqual({
        ...first,
        text: 'Edited',
      });
      expectRefusal(await as(s, v1, 'phraseEdit', { id: first.id, text: 'Mine now' }), ErrorCode.NotFound);
      expectRefusal(await as(s, v1, 'phraseDelete', { id: first.id }), ErrorCode.NotFound);
      expectSuccess(await as(s, me, 'phraseDelete', { id: first.id }));
      expectRefusal(await as(s, me, 'phraseDelete', { id: first.id }), ErrorCode.NotFound);
      expectSuccess(await as(s, me, 'phraseAdd', { text: 'Room again' }));
      expect(expectSuccess(await as(s, me, 'phraseListAll', {})).at(-1)!.text).toBe('Room again');
    });

    it('reorders phrases only with exactly the caller’s ids', async () => {
      const me = await person(s);
      for (const text of ['a', 'b', 'c']) expectSuccess(await as(s, me, 'phraseAdd', { text }));
      const ids = expectSuccess(await as(s, me, 'phraseListAll', {})).map((p) => p.id);
      const reversed = [...ids].reverse();
      const sorted = expectSuccess(await as(s, me, 'phraseBatchSort', { ids: reversed }));
      expect(sorted.map((p) => [p.text, p.sort])).toEqual([
        ['c', 0],
        ['b', 1],
        ['a', 2],
      ]);
      const foreign = expectSuccess(await as(s, v1, 'phraseListAll', {}))[0]!.id;
      for (const bad of [
        ids.slice(0, 2),
        [...ids, ids[0]!],
        [ids[0]!, ids[1]!, foreign],
        [...ids, foreign],
        [999999],
      ]) {
        expectRefusal(await as(s, me, 'phraseBatchSort', { ids: bad }), ErrorCode.InvalidInput);
      }
      expect(expectSuccess(await as(s, me, 'phraseListAll', {}))).toEqual(sorted);
      expectRefusal(await as(s, me, 'phraseBatchSort', { ids: [] }), ErrorCode.InvalidInput);
    });

    it('reads the default message settings, saves changes per user', async () => {
      const me = await person(s);
      expect(expectSuccess(await as(s, me, 'messageSettingGet', {}))).toEqual(DEFAULT_MESSAGE_SETTINGS);
      const next = {
        messageNotification: false,
        messageInfoNotification: true,
        newMessageNotificationVoice: false,
      };
      expect(expectSuccess(await as(s, me, 'messageSettingSet', next))).toEqual(next);
      expect(expectSuccess(await as(s, me, 'messageSettingGet', {}))).toEqual(next);
      const all = { ...next, messageInfoNotification: false };
      expect(expectSuccess(await as(s, me, 'messageSettingSet', all))).toEqual(all);
      expect(expectSuccess(await as(s, v2, 'messageSettingGet', {}))).toEqual(DEFAULT_MESSAGE_SETTINGS);
      expectRefusal(
        await s.call('messageSettingSet', { messageNotification: false } as never, { token: me.token }),
        ErrorCode.InvalidInput,
      );
    });
  });
});
