/**
 * A sender's pace in a group (§5, §8): the same text to the same group within 10 s is refused
 * (4005), more than SEND_LIMIT messages in SEND_WINDOW_MS over every conversation is refused (4006,
 * data.interval in seconds). A refused message stores nothing and reaches no member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import type { ImMessage } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer, text } from '../../../test/helpers/imServer';
import { groupText, makeGroup } from './groupFixture';
import { DUPLICATE_WINDOW_MS, SEND_LIMIT, SEND_WINDOW_MS } from './sendRules';

interface Ack {
  seq: number;
}

describe('im group pace', () => {
  let im: ImServer;
  let sender: ChatUser;
  let member: ChatUser;
  let friend: ChatUser;
  let groupId: number;
  let otherGroupId: number;

  beforeAll(async () => {
    im = await startImServer('pglite');
    [sender, member, friend] = [await im.user(), await im.user(), await im.user()];
    await im.befriend(sender, friend);
    groupId = await makeGroup(im.s.ctx, sender.id, [member.id], 'Pace');
    otherGroupId = await makeGroup(im.s.ctx, sender.id, [member.id], 'Pace too');
  });
  afterAll(async () => {
    await im?.close();
  });

  it('refuses the same text to the same group within 10 s (4005), not to another group nor later', async () => {
    im.clock.advance(SEND_WINDOW_MS + 1000);
    const [c, m] = [await im.connect(sender), await im.connect(member)];
    await c.ok('SendMessage', groupText(groupId, 'same words'));
    const before = await im.count('messages');
    const again = await c.call('SendMessage', groupText(groupId, 'same words'));
    expect(again.errCode).toBe(ErrorCode.DuplicateContent);
    expect(await im.count('messages')).toBe(before);
    // Another group is another conversation; the content type is part of the rule too.
    await c.ok('SendMessage', groupText(otherGroupId, 'same words'));
    im.clock.advance(DUPLICATE_WINDOW_MS + 1000);
    const later = await c.ok<Ack>('SendMessage', groupText(groupId, 'same words'));
    expect(later.seq).toBe(2);
    const got = await m.eventsAtLeast<ImMessage>('OnRecvNewMessage', 3);
    expect(got.filter((x) => x.groupID === String(groupId)).map((x) => x.seq)).toEqual([1, 2]);
    await Promise.all([c.close(), m.close()]);
  });

  it('refuses a sender over the speaking interval (4006), counting private and group messages alike', async () => {
    im.clock.advance(SEND_WINDOW_MS + 1000);
    const c = await im.connect(sender);
    await c.ok('SendMessage', text(friend, 'a private one first'));
    for (let i = 1; i < SEND_LIMIT; i++) await c.ok('SendMessage', groupText(groupId, `burst ${i}`));
    const before = await im.count('messages');
    const refused = await c.call('SendMessage', groupText(groupId, 'one too many'));
    expect(refused.errCode).toBe(ErrorCode.SpeakingInterval);
    const interval = (refused.data as { interval: number }).interval;
    expect(interval).toBeGreaterThanOrEqual(1);
    expect(interval).toBeLessThanOrEqual(SEND_WINDOW_MS / 1000);
    expect(await im.count('messages')).toBe(before);
    // The text refused was not claimed: once the window passed it goes through.
    im.clock.advance(SEND_WINDOW_MS + 1000);
    await c.ok('SendMessage', groupText(groupId, 'one too many'));
    await c.close();
  });
});
