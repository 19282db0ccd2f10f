/** Bad input on the socket (issue: "Bad input"): each frame answered with a code, nothing stored, socket usable. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { IM_BAD_FRAME_LIMIT, IM_MAX_FRAME_BYTES, ImCloseCode } from '../../../protocol/im';
import type { ImClient, Received } from '../../../test/helpers/imClient';
import { type ChatUser, type ImServer, startImServer, text } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';

function frame(userID: string, over: Record<string, unknown>): string {
  return JSON.stringify({ reqFuncName: 'SendMessage', operationID: 'op-bad', userID, data: '{}', ...over });
}

describe.each(BACKENDS)('im bad frames [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let a: ChatUser;
    let b: ChatUser;

    beforeAll(async () => {
      im = await startImServer(backend);
      [a, b] = [await im.user(), await im.user()];
      await im.befriend(a, b);
    });
    afterAll(async () => {
      await im?.close();
    });

    /** Sends a raw frame and waits for the next frame that is not an event. */
    async function answer(client: ImClient, raw: string | Buffer, binary = false): Promise<Received> {
      const seen = client.received.length;
      client.sendRaw(raw, binary);
      return client.waitFor(
        (f, i = client.received.indexOf(f)) => i >= seen && !f.event.startsWith('On'),
        'an answer',
      );
    }

    it('answers every kind of bad frame with a code and stores nothing, the socket staying usable', async () => {
      const ca = await im.connect(a);
      const valid = JSON.stringify(text(b, 'valid'));
      const cases: [string, string | Buffer, number, boolean?][] = [
        ['malformed JSON', '{"reqFuncName":', ErrorCode.InvalidInput],
        ['not an object', '[1,2,3]', ErrorCode.InvalidInput],
        [
          'unknown reqFuncName',
          frame(a.userID, { reqFuncName: 'DropAllTables', data: valid }),
          ErrorCode.InvalidInput,
        ],
        [
          'missing operationID',
          frame(a.userID, { operationID: undefined, data: valid }),
          ErrorCode.InvalidInput,
        ],
        ['extra frame field', frame(a.userID, { data: valid, admin: true }), ErrorCode.InvalidInput],
        ['data not a string', frame(a.userID, { data: text(b, 'x') }), ErrorCode.InvalidInput],
        ['malformed data string', frame(a.userID, { data: '{"clientMsgID":' }), ErrorCode.InvalidInput],
        ['data of the wrong shape', frame(a.userID, { data: '{"clientMsgID":1}' }), ErrorCode.InvalidInput],
        [
          'unknown data field',
          frame(a.userID, { data: JSON.stringify({ ...text(b, 'x'), isAdmin: 1 }) }),
          ErrorCode.InvalidInput,
        ],
        [
          '__proto__ in data',
          frame(a.userID, { data: valid.replace('{', '{"__proto__":{"x":1},') }),
          ErrorCode.InvalidInput,
        ],
        [
          'NUL byte in text',
          frame(a.userID, { data: JSON.stringify(text(b, 'a\u0000b')) }),
          ErrorCode.InvalidInput,
        ],
        [
          'group session type',
          frame(a.userID, { data: JSON.stringify({ ...text(b, 'x'), sessionType: 2 }) }),
          ErrorCode.InvalidInput,
        ],
        ['forged userID', frame(a.userID, { userID: b.userID, data: valid }), ErrorCode.NoPermission],
        ['oversize frame', frame(a.userID, { data: 'x'.repeat(IM_MAX_FRAME_BYTES) }), ErrorCode.BodyTooLarge],
        ['binary frame', Buffer.from(frame(a.userID, { data: valid })), ErrorCode.InvalidInput, true],
        [
          'empty data for an empty function',
          frame(a.userID, { reqFuncName: 'GetNewestSeq', data: '' }),
          ErrorCode.InvalidInput,
        ],
        [
          'pull range reversed',
          frame(a.userID, {
            reqFuncName: 'PullMessageBySeqs',
            data: '{"conversationID":"si_1_2","begin":5,"end":1}',
          }),
          ErrorCode.InvalidInput,
        ],
      ];
      expect(cases.length).toBeLessThan(IM_BAD_FRAME_LIMIT);
      const problems: string[] = [];
      const before = [await im.count('messages'), await im.count('conversations')];
      for (const [label, raw, code, binary] of cases) {
        const reply = await answer(ca, raw, binary);
        if (reply.errCode !== code)
          problems.push(`${label}: ${reply.errCode} ${JSON.stringify(reply.data)}, expected ${code}`);
        if (reply.errMsg === '') problems.push(`${label}: no errMsg`);
        if (problems.length === 0) await ca.ok('GetLoginStatus');
      }
      expect(problems).toEqual([]);
      expect([await im.count('messages'), await im.count('conversations')]).toEqual(before);
      // Still usable: a real message goes through.
      await ca.ok('SendMessage', text(b, 'after the bad frames'));
      expect(await im.count('messages')).toBe(before[0]! + 1);
      await ca.close();
    });

    it('echoes the unknown function name and operationID in the answer', async () => {
      const ca = await im.connect(a);
      const reply = await answer(ca, frame(a.userID, { reqFuncName: 'NoSuchFunc', operationID: 'op-42' }));
      expect(reply).toMatchObject({
        event: 'NoSuchFunc',
        operationID: 'op-42',
        errCode: ErrorCode.InvalidInput,
      });
      await ca.close();
    });

    it(`closes with ${ImCloseCode.TooManyBadFrames} after ${IM_BAD_FRAME_LIMIT} bad frames in a minute`, async () => {
      const ca = await im.connect(a);
      for (let i = 0; i < IM_BAD_FRAME_LIMIT; i++) ca.sendRaw('not json');
      expect(await ca.closed).toEqual({ code: ImCloseCode.TooManyBadFrames, reason: 'too many bad frames' });
      expect(ca.received.filter((f) => f.errCode === ErrorCode.InvalidInput)).toHaveLength(
        IM_BAD_FRAME_LIMIT,
      );
    });
  });
});
