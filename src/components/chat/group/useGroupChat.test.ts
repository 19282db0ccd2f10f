import { describe, expect, it } from 'vitest';

import type { GroupDetail } from '../../../../protocol/group';
import { GroupRole } from '../../../../protocol/groupConstants';
import { silenceOf } from './useGroupChat';

const detail = (
  self: Partial<NonNullable<GroupDetail['self']>> | null,
  group: Partial<GroupDetail['group']> = {},
) =>
  ({
    group: { status: 'active', muteAll: false, ...group },
    self: self ? { role: GroupRole.Member, muteEndTime: 0, permissions: [], ...self } : null,
  }) as GroupDetail;

describe('why I cannot write in a group', () => {
  it('says muted until when while my mute runs, and nothing once it ended', () => {
    expect(silenceOf(detail({ muteEndTime: 5000 }), 1000)).toEqual({ kind: 'muted', until: 5000 });
    expect(silenceOf(detail({ muteEndTime: 5000 }), 5000)).toBeNull();
  });

  it('stops members, not the owner or admins, while everyone is muted', () => {
    expect(silenceOf(detail({}, { muteAll: true }), 1)).toEqual({ kind: 'mutedAll' });
    expect(silenceOf(detail({ role: GroupRole.Admin }, { muteAll: true }), 1)).toBeNull();
    expect(silenceOf(detail({ role: GroupRole.Owner }, { muteAll: true }), 1)).toBeNull();
  });

  it('says gone when I left or the group was dismissed, and nothing before the group loads', () => {
    expect(silenceOf(detail(null), 1)).toEqual({ kind: 'gone', reason: 'left' });
    expect(silenceOf(detail({}, { status: 'dismissed' }), 1)).toEqual({ kind: 'gone', reason: 'dismissed' });
    expect(silenceOf(null, 1)).toBeNull();
  });
});
