/** SendMessage refusals of §8 and the other functions' checks: each answers its code and stores nothing. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import type { ImClient } from '../../../test/helpers/imClient';
import { type ChatUser, type ImServer, startImServer, text } from '../../../test/helpers/imServer';
import { BACKENDS, backendAvailable } from '../../../test/helpers/testServer';
import { messages, users } from '../../db/schema';

describe.each(BACKENDS)('im refusals [%s]', (backend) => {
  describe.skipIf(!backendAvailable(backend))(`on ${backend}`, () => {
    let im: ImServer;
    let a: ChatUser;
    let b: ChatUser;
    let ca: ImClient;

    beforeAll(async () => {
      im = await startImServer(backend);
      [a, b] = [await im.user(), await im.user()];
      await im.befriend(a, b);
      ca = await im.connect(a);
    });
    afterAll(async () => {
      await im?.close();
    });

    async function refused(client: ImClient, name: string, data: unknown, code: number): Promise<unknown> {
      const before = await im.count('messages');
      const reply = await client.call(name, data);
      expect({ event: reply.event, errCode: reply.errCode }).toEqual({ event: name, errCode: code });
      expect(reply.errMsg).not.toBe('');
      expect(await im.count('messages')).toBe(before);
      return reply.data;
    }

    it('refuses non-friends (4008), either blacklist (4009) and unknown users (4012)', async () => {
      const [stranger, blocker, blocked] = [await im.user(), await im.user(), await im.user()];
      await refused(ca, 'SendMessage', text(stranger, 'hi'), ErrorCode.NotFriends);
      await im.befriend(a, blocker);
      await im.befriend(a, blocked);
      await im.block(blocker, a);
      await im.block(a, blocked);
      await refused(ca, 'SendMessage', text(blocker, 'hi'), ErrorCode.Blacklisted);
      await refused(ca, 'SendMessage', text(blocked, 'hi'), ErrorCode.Blacklisted);
      const cb = await im.connect(blocker);
      await refused(cb, 'SendMessage', text(a, 'hi'), ErrorCode.Blacklisted);
      await refused(ca, 'SendMessage', { ...text(b, 'hi'), recvID: '987654321' }, ErrorCode.UserNotFound);
      await refused(
        ca,
        'SendMessage',
        { ...text(b, 'hi'), recvID: 'guest_abcdefgh' },
        ErrorCode.UserNotFound,
      );
      await refused(ca, 'SendMessage', { ...text(b, 'hi'), recvID: a.userID }, ErrorCode.InvalidInput);
      await cb.close();
    });

    it('refuses bad content: unsupported kind 4018, malformed 1000, wrong file format 4018, sensitive words 4002', async () => {
      const base = text(b, 'x');
      await refused(ca, 'SendMessage', { ...base, contentType: 109 }, ErrorCode.FileFormat);
      await refused(ca, 'SendMessage', { ...base, contentType: 2101 }, ErrorCode.FileFormat);
      await refused(ca, 'SendMessage', { ...base, content: '{"text":' }, ErrorCode.InvalidInput);
      await refused(ca, 'SendMessage', { ...base, content: '{"text":""}' }, ErrorCode.InvalidInput);
      await refused(
        ca,
        'SendMessage',
        { ...base, content: '{"text":"a","extra":1}' },
        ErrorCode.InvalidInput,
      );
      const picture = (url: string) =>
        JSON.stringify({ bigPicture: { url, width: 10, height: 10, size: 100 } });
      const pic = { ...base, contentType: 102 };
      await refused(
        ca,
        'SendMessage',
        { ...pic, content: picture('/uploads/chat/20250101/0123456789abcdef01234567.exe') },
        ErrorCode.FileFormat,
      );
      await refused(
        ca,
        'SendMessage',
        { ...pic, content: picture('javascript:alert(1)//a.png') },
        ErrorCode.InvalidInput,
      );
      // Only files of our storage: no tracking pixel elsewhere, no path out of /uploads/.
      for (const url of ['https://tracker.example/p.png', '/uploads/../web/openapi.json'])
        await refused(ca, 'SendMessage', { ...pic, content: picture(url) }, ErrorCode.InvalidInput);
      await refused(
        ca,
        'SendMessage',
        { ...base, content: JSON.stringify({ text: 'free bet here' }) },
        ErrorCode.SensitiveWords,
      );
      await refused(
        ca,
        'SendMessage',
        { ...base, content: JSON.stringify({ text: '来赌博吧' }) },
        ErrorCode.SensitiveWords,
      );
      const video = {
        videoUrl: '/uploads/chat/20250101/0123456789abcdef01234567.mp4',
        duration: 61,
        size: 1000,
      };
      await refused(
        ca,
        'SendMessage',
        { ...base, contentType: 104, content: JSON.stringify(video) },
        ErrorCode.InvalidInput,
      );
      await ca.ok('SendMessage', {
        ...pic,
        content: picture('/uploads/chat/20250101/0123456789abcdef01234567.png'),
      });
    });

    it('stores a contact card with the nickname and face of the user it names, whatever the sender wrote', async () => {
      const [row] = await im.s.ctx.database.db.select().from(users).where(eq(users.id, b.id));
      const card = { userID: b.userID, nickname: 'Platform Support', faceURL: 'https://evil.example/x.png' };
      const sent = text(b, 'unused');
      await ca.ok('SendMessage', { ...sent, contentType: 108, content: JSON.stringify(card) });
      const [stored] = await im.s.ctx.database.db
        .select({ content: messages.content })
        .from(messages)
        .where(eq(messages.clientMsgId, sent.clientMsgID));
      expect(JSON.parse(stored!.content)).toEqual({
        userID: b.userID,
        nickname: row!.nickname,
        faceURL: row!.avatar ?? '',
      });
      const nobody = { userID: '987654321', nickname: 'Ghost', faceURL: '' };
      await refused(
        ca,
        'SendMessage',
        { ...text(b, 'x'), contentType: 108, content: JSON.stringify(nobody) },
        ErrorCode.UserNotFound,
      );
    });

    it('refuses the same text within 10 s (4005) and a sender over the speaking interval (4006)', async () => {
      im.clock.advance(11_000);
      await ca.ok('SendMessage', text(b, 'same words'));
      await refused(ca, 'SendMessage', text(b, 'same words'), ErrorCode.DuplicateContent);
      im.clock.advance(11_000);
      await ca.ok('SendMessage', text(b, 'same words'));
      for (let i = 1; i < 20; i++) await ca.ok('SendMessage', text(b, `burst ${i}`));
      const data = await refused(ca, 'SendMessage', text(b, 'one too many'), ErrorCode.SpeakingInterval);
      expect(data).toMatchObject({ interval: expect.any(Number) as number });
      im.clock.advance(11_000);
    });

    it('lets a guest read but not write (1005)', async () => {
      const guest = await im.guest();
      expect(await guest.ok('GetLoginStatus')).toEqual({ status: 4, userID: guest.userID });
      expect(await guest.ok('GetConversationList')).toEqual({ conversations: [], totalUnread: 0 });
      expect(await guest.ok('GetNewestSeq')).toEqual({ seqs: {} });
      await refused(guest, 'SendMessage', text(b, 'hi'), ErrorCode.LoginRequired);
      await refused(
        guest,
        'MarkConversationAsRead',
        { conversationID: 'si_1_2', hasReadSeq: 1 },
        ErrorCode.LoginRequired,
      );
      await refused(
        guest,
        'RevokeMessage',
        { conversationID: 'si_1_2', clientMsgID: 'x' },
        ErrorCode.LoginRequired,
      );
      await refused(
        guest,
        'DeleteMessage',
        { conversationID: 'si_1_2', clientMsgIDs: ['x'] },
        ErrorCode.LoginRequired,
      );
      await refused(
        guest,
        'PinConversation',
        { conversationID: 'si_1_2', isPinned: true },
        ErrorCode.LoginRequired,
      );
      await refused(
        guest,
        'SetConversationRecvOpt',
        { conversationID: 'si_1_2', recvMsgOpt: 0 },
        ErrorCode.LoginRequired,
      );
      await refused(
        guest,
        'PullMessageBySeqs',
        { conversationID: 'si_1_2', begin: 1, end: 1 },
        ErrorCode.NotInConversation,
      );
      await guest.close();
    });
  });
});
