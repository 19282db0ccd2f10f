import { describe, expect, it } from 'vitest';

import { ContentType, IM_MAX_FRAME_BYTES, IM_REVOKE_WINDOW_MS } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import { messageActions } from '../components/chat/actions/messageActions';
import { canForward, canRevoke, mergedContent } from './chatActions';

const NOW = 1_800_000_000_000;

function message(change: Partial<StoredMessage> = {}): StoredMessage {
  return {
    serverMsgID: 's1',
    clientMsgID: 'c1',
    conversationID: 'si_1_2',
    seq: 4,
    sendID: '1',
    recvID: '2',
    sessionType: 1,
    contentType: ContentType.Text,
    content: JSON.stringify({ text: 'hello' }),
    sendTime: NOW - 1000,
    senderNickname: 'Lily',
    senderFaceUrl: null,
    status: 'succeeded',
    errCode: 0,
    ...change,
  };
}

describe('message actions', () => {
  it('revokes only my delivered messages inside the window', () => {
    expect(canRevoke(message(), '1', NOW)).toBe(true);
    expect(canRevoke(message(), '2', NOW)).toBe(false);
    expect(canRevoke(message({ sendTime: NOW - IM_REVOKE_WINDOW_MS }), '1', NOW)).toBe(false);
    expect(canRevoke(message({ status: 'sending' }), '1', NOW)).toBe(false);
    expect(canRevoke(message({ contentType: ContentType.Revoked }), '1', NOW)).toBe(false);
  });

  it('forwards delivered messages of sendable kinds only', () => {
    expect(canForward(message())).toBe(true);
    expect(canForward(message({ status: 'failed' }))).toBe(false);
    expect(canForward(message({ contentType: ContentType.Revoked }))).toBe(false);
  });

  it('offers a menu by kind and state', () => {
    expect(messageActions(message(), true, NOW)).toEqual([
      'copy',
      'quote',
      'forward',
      'select',
      'revoke',
      'delete',
    ]);
    expect(messageActions(message(), false, NOW)).toEqual(['copy', 'quote', 'forward', 'select', 'delete']);
    const picture = message({ contentType: ContentType.Picture });
    expect(messageActions(picture, false, NOW)).toEqual(['quote', 'forward', 'select', 'delete']);
    expect(messageActions(message({ status: 'failed' }), true, NOW)).toEqual(['delete']);
    expect(messageActions(message({ sendTime: NOW - IM_REVOKE_WINDOW_MS - 1 }), true, NOW)).not.toContain(
      'revoke',
    );
  });

  it('builds merged content with summaries and the messages, or nothing when it would not fit', () => {
    const list = [
      message(),
      message({ clientMsgID: 'c2', seq: 5, content: JSON.stringify({ text: 'bye' }) }),
    ];
    const merged = mergedContent(
      'History',
      list,
      (m) => m.senderNickname,
      (m) => m.clientMsgID,
    ) as {
      title: string;
      summaries: string[];
      messageIDs: string[];
      messages: { clientMsgID: string; content: string }[];
    };
    expect(merged.title).toBe('History');
    expect(merged.summaries).toEqual(['Lily: c1', 'Lily: c2']);
    expect(merged.messageIDs).toEqual(['c1', 'c2']);
    expect(merged.messages.map((m) => m.content)).toEqual(list.map((m) => m.content));
    const big = Array.from({ length: 20 }, (_, i) =>
      message({
        clientMsgID: `b${i}`,
        content: JSON.stringify({ text: 'x'.repeat(IM_MAX_FRAME_BYTES / 20) }),
      }),
    );
    expect(
      mergedContent(
        'Big',
        big,
        () => 'n',
        () => 'p',
      ),
    ).toBeUndefined();
  });
});
