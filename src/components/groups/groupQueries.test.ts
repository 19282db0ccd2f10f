import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { groupOfEvent, invalidateGroup } from './groupQueries';

describe('groupOfEvent', () => {
  it('names the group of a group event', () => {
    expect(groupOfEvent('OnGroupMemberAdded', { groupID: '5', members: [] })).toBe('5');
    expect(groupOfEvent('OnGroupApplicationAdded', { id: 1, groupID: '9' })).toBe('9');
  });
  it('ignores other events and data without a group', () => {
    expect(groupOfEvent('OnRecvGroupReadReceipt', { groupID: '5' })).toBeUndefined();
    expect(groupOfEvent('OnFriendAdded', { groupID: '5' })).toBeUndefined();
    expect(groupOfEvent('OnGroupInfoChanged', null)).toBeUndefined();
    expect(groupOfEvent('OnGroupInfoChanged', { groupID: 5 })).toBeUndefined();
  });
});

describe('invalidateGroup', () => {
  it("marks the group's own loads, the list and the requests stale, not another group's", async () => {
    const client = new QueryClient();
    const keys = [
      ['groupConfig', { groupID: '5' }],
      ['groupMembers', { groupID: '5', page: 1, pageSize: 10 }],
      ['groupConfig', { groupID: '6' }],
      ['groupList', {}],
      ['groupApplicationList', {}],
      ['friendList', {}],
    ];
    for (const key of keys) client.setQueryData(key, { loaded: true });
    await invalidateGroup('5', client);
    const stale = keys.map((key) => client.getQueryState(key)?.isInvalidated);
    expect(stale).toEqual([true, true, false, true, true, false]);
  });
});
