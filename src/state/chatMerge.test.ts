import { describe, expect, it } from 'vitest';

import type { Conversation } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import { badgeText, displayName, mergeConversations, mergeMessages, peerOf } from './chatMerge';

const conv = (id: string, time: number, isPinned = false): Conversation => ({
  conversationID: id,
  sessionType: 1,
  userID: id,
  showName: `name ${id}`,
  faceURL: null,
  recvMsgOpt: 0,
  isPinned,
  unreadCount: 0,
  maxSeq: 0,
  hasReadSeq: 0,
  latestMsg: null,
  latestMsgSendTime: time,
});

const msg = (id: string, seq: number, sendTime: number, status: StoredMessage['status'] = 'succeeded') =>
  ({ clientMsgID: id, seq, sendTime, status }) as StoredMessage;

describe('chat state lists', () => {
  it('orders conversations pinned first, then newest first, replacing by id', () => {
    const list = mergeConversations([conv('a', 1), conv('b', 2)], [conv('c', 3), conv('a', 0, true)]);
    expect(list.map((c) => c.conversationID)).toEqual(['a', 'c', 'b']);
  });

  it('merges messages by client id, seq order, unsent last', () => {
    const list = mergeMessages(
      [msg('x', 2, 20), msg('u', 0, 5, 'sending')],
      [msg('y', 1, 30), msg('u', 3, 40)],
    );
    expect(list.map((m) => `${m.clientMsgID}:${m.seq}`)).toEqual(['y:1', 'x:2', 'u:3']);
    const unsent = mergeMessages([msg('a', 0, 9, 'failed'), msg('b', 0, 3, 'sending')], [msg('c', 7, 1)]);
    expect(unsent.map((m) => m.clientMsgID)).toEqual(['c', 'b', 'a']);
  });

  it('shows 99+ above 99', () => {
    expect([0, 99, 100, 1000].map(badgeText)).toEqual(['0', '99', '99+', '99+']);
  });

  it('names a conversation started here by the peer it was opened with', () => {
    const started = { ...conv('7', 1), showName: '7' };
    expect(displayName(started, { userID: '7', showName: 'Ken', faceURL: null })).toBe('Ken');
    expect(displayName(conv('7', 1), { userID: '7', showName: 'Ken', faceURL: null })).toBe('name 7');
  });

  it('gives a group conversation the group as its peer, addressed by the conversation id', () => {
    const group = { ...conv('sg_42', 1), sessionType: 3, userID: '', groupID: '42', showName: 'Fans' };
    const peer = peerOf({ conversations: [group], peers: {} }, 'sg_42');
    expect(peer).toEqual({ userID: 'sg_42', showName: 'Fans', faceURL: null });
    const opened = peerOf(
      { conversations: [], peers: { sg_9: { userID: '9', showName: 'G', faceURL: null } } },
      'sg_9',
    );
    expect(opened?.userID).toBe('sg_9');
    expect(peerOf({ conversations: [conv('5', 1)], peers: {} }, '5')?.userID).toBe('5');
  });
});
