/** The demo group of the seed: what viewer01 sees after `npm start`. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { GroupRole } from '../../../protocol/group';
import { expectSuccess } from '../../../test/helpers/expectations';
import { startTestServer, type TestServer } from '../../../test/helpers/testServer';

describe('group seed', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ backend: 'pglite' });
  });
  afterAll(async () => {
    await s?.close();
  });

  it('shows the Weekend football club to viewer01, an admin there, with one unread message', async () => {
    const token = await s.login('viewer01');
    const list = expectSuccess(await s.call('groupList', {}, { token }));
    const club = list.find((g) => g.name === 'Weekend football club');
    expect(club).toMatchObject({
      role: GroupRole.Admin,
      memberCount: 3,
      status: 'active',
      joinVerification: true,
    });
    const members = expectSuccess(
      await s.call('groupMembers', { groupID: club!.groupID, page: 1, pageSize: 10 }, { token }),
    );
    expect(members.list.map((m) => m.nickname)).toEqual(['Coach Wang', 'Lily', 'Ken']);
    const max = expectSuccess(await s.call('groupMsgMax', { groupID: club!.groupID }, { token }));
    expect(max.maxSeq - max.hasReadSeq).toBe(1);
    const readers = expectSuccess(
      await s.call('groupReaders', { groupID: club!.groupID, seq: max.maxSeq }, { token }),
    );
    expect(readers.unread.map((m) => m.nickname)).toEqual(['Coach Wang', 'Lily']);
  });
});
