import { describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import type { GroupCard } from '../../../protocol/group';
import { joinSearchOfLink, joinViewOfCard, joinViewOfCode, parseJoinSearch } from './groupJoin';

const card: GroupCard = {
  groupID: '7',
  name: 'Fans',
  avatar: null,
  memberCount: 3,
  memberMax: 2000,
  joinVerification: true,
  status: 'active',
  isMember: false,
  pendingApplicationID: null,
};

describe('joinViewOfCard', () => {
  it('is open for an active group with room that the caller is not in', () => {
    expect(joinViewOfCard(card)).toBe('open');
  });
  it('tells a member, a waiting request, a dismissed and a full group apart', () => {
    expect(joinViewOfCard({ ...card, isMember: true })).toBe('member');
    expect(joinViewOfCard({ ...card, pendingApplicationID: 4 })).toBe('pending');
    expect(joinViewOfCard({ ...card, status: 'dismissed' })).toBe('dismissed');
    expect(joinViewOfCard({ ...card, memberCount: 2000 })).toBe('full');
  });
});

describe('joinViewOfCode', () => {
  it('maps the group refusals and leaves the others as errors', () => {
    expect(joinViewOfCode(ErrorCode.InviteExpired)).toBe('expired');
    expect(joinViewOfCode(ErrorCode.GroupFull)).toBe('full');
    expect(joinViewOfCode(ErrorCode.GroupGone)).toBe('dismissed');
    expect(joinViewOfCode(ErrorCode.GroupNotFound)).toBe('notFound');
    expect(joinViewOfCode(ErrorCode.AlreadyInGroup)).toBe('member');
    expect(joinViewOfCode(ErrorCode.GroupApplicationPending)).toBe('pending');
    expect(joinViewOfCode(ErrorCode.Internal)).toBe('error');
  });
});

describe('parseJoinSearch', () => {
  it('keeps type, inviter and code as strings and drops the rest', () => {
    expect(parseJoinSearch({ type: 1, inviter: '12', code: 'GROUPabc', other: 'x' })).toEqual({
      type: '1',
      inviter: '12',
      code: 'GROUPabc',
    });
    expect(parseJoinSearch({ code: ['a'] })).toEqual({});
  });
});

describe('joinSearchOfLink', () => {
  const code = `GROUP${'a1'.repeat(12)}`;
  it('reads the type, inviter and code of an invite link', () => {
    expect(joinSearchOfLink(` https://x.test/#/group/join?type=1&inviter=42&code=${code} `)).toEqual({
      type: '1',
      inviter: '42',
      code,
    });
  });
  it('is undefined for a text without an invite code', () => {
    expect(joinSearchOfLink('https://x.test/#/group/join?type=1&inviter=42&code=GROUPshort')).toBeUndefined();
    expect(joinSearchOfLink('tribune:user:123')).toBeUndefined();
  });
});
