import { describe, expect, it } from 'vitest';

import type { RoomMessage, RoomRole } from '../../../protocol/room';
import { moderationActions } from './moderation';

const from = (role: RoomRole, sendID = '5', kind: RoomMessage['kind'] = 'chat'): RoomMessage => ({
  msgID: `${sendID}.x`,
  kind,
  sendID,
  nickname: 'n',
  faceURL: null,
  role,
  contentType: kind === 'chat' ? 101 : 0,
  content: kind === 'chat' ? { text: 'hi' } : {},
  sendTime: 1,
});

describe('room name menu', () => {
  it('gives the anchor every action on a viewer, and revoke instead of appoint on a room admin', () => {
    expect(moderationActions('anchor', from('viewer'), '1')).toEqual([
      'mute10',
      'mute30',
      'mute60',
      'muteMatch',
      'unmute',
      'delete',
      'blacklist',
      'appoint',
      'assistant',
    ]);
    expect(moderationActions('anchor', from('admin'), '1').slice(-2)).toEqual(['assistant', 'revoke']);
    expect(moderationActions('anchor', from('assistant'), '1').at(-1)).toBe('revoke');
    expect(moderationActions('anchor', from('assistant'), '1')).not.toContain('assistant');
    // Only the anchor (and a platform admin) appoints.
    expect(moderationActions('assistant', from('viewer'), '1')).not.toContain('assistant');
    // A room without a match offers no "until the match ends".
    expect(moderationActions('anchor', from('viewer'), '1', false)).not.toContain('muteMatch');
    expect(moderationActions('anchor', from('viewer'), '1', true)).toContain('muteMatch');
  });

  it('gives a room admin mute and delete only, and nothing on an entry it cannot delete', () => {
    expect(moderationActions('admin', from('viewer'), '1')).toEqual([
      'mute10',
      'mute30',
      'mute60',
      'muteMatch',
      'unmute',
      'delete',
    ]);
    expect(moderationActions('admin', from('viewer', '5', 'enter'), '1')).not.toContain('delete');
  });

  it('offers nothing on oneself, the anchor, an equal rank, or to a viewer', () => {
    expect(moderationActions('anchor', from('viewer', '1'), '1')).toEqual([]);
    expect(moderationActions('assistant', from('anchor'), '1')).toEqual([]);
    expect(moderationActions('admin', from('admin'), '1')).toEqual([]);
    expect(moderationActions('viewer', from('viewer'), '1')).toEqual([]);
    expect(moderationActions('guest', from('viewer'), '1')).toEqual([]);
  });
});
