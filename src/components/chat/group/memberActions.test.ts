import { describe, expect, it } from 'vitest';

import { GROUP_ADMINS_MAX, GroupRole } from '../../../../protocol/groupConstants';
import { memberActions } from './memberActions';

const owner = { userID: '1', role: GroupRole.Owner, permissions: [] };
const muter = { userID: '2', role: GroupRole.Admin, permissions: ['mute' as const] };
const member = { userID: '3', role: GroupRole.Member, muteEndTime: 0 };
const admin = { userID: '4', role: GroupRole.Admin, muteEndTime: 0 };
const ctx = { isFriend: false, adminCount: 1, now: 1000 };
const MUTES = ['mute3600', 'mute43200', 'mute86400', 'mute604800', 'mute2592000'];

describe('the actions of a member name menu', () => {
  it('gives the owner everything on a member, and admin management on an admin', () => {
    expect(memberActions(owner, member, ctx)).toEqual([
      'mention',
      ...MUTES,
      'makeAdmin',
      'transfer',
      'deleteMessages',
      'remove',
    ]);
    expect(memberActions(owner, admin, ctx)).toContain('editPermissions');
    expect(memberActions(owner, admin, ctx)).toContain('revokeAdmin');
    expect(memberActions(owner, member, { ...ctx, adminCount: GROUP_ADMINS_MAX })).not.toContain('makeAdmin');
  });

  it('gives an admin only the actions of their permission set, on members only', () => {
    expect(memberActions(muter, member, ctx)).toEqual(['mention', ...MUTES]);
    expect(memberActions(muter, { ...member, muteEndTime: 5000 }, ctx)).toContain('unmute');
    expect(memberActions(muter, admin, ctx)).toEqual(['mention']);
    expect(memberActions(muter, { userID: '1', role: GroupRole.Owner, muteEndTime: 0 }, ctx)).toEqual([
      'mention',
    ]);
  });

  it('gives a member mention and a private message to friends, and nothing on oneself', () => {
    const me = { userID: '3', role: GroupRole.Member, permissions: [] };
    expect(memberActions(me, admin, { ...ctx, isFriend: true })).toEqual(['mention', 'message']);
    expect(memberActions(owner, { ...member, userID: '1' }, ctx)).toEqual([]);
    expect(memberActions(null, member, { ...ctx, isFriend: true })).toEqual(['message']);
  });
});
