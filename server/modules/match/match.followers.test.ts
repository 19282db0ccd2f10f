/** SubscribeMatches and OnMatchUpdate: updates published on the bus reach exactly the followers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { MATCH_SUBSCRIPTIONS_MAX, MATCH_UPDATE_CHANNEL } from '../../../protocol/matchLive';
import type { ImClient } from '../../../test/helpers/imClient';
import { type ImServer, startImServer } from '../../../test/helpers/imServer';

function update(matchId: number, version: number) {
  return { matchId, version, sportId: 1, homeScore: [1], awayScore: [0] };
}

describe('live match updates on the messaging socket', () => {
  let im: ImServer;
  let guest: ImClient;
  let member: ImClient;

  beforeAll(async () => {
    im = await startImServer('pglite');
    guest = await im.guest();
    member = await im.connect(await im.user());
  });
  afterAll(async () => {
    await im?.close();
  });

  const publish = (matchId: number, version: number) =>
    im.s.ctx.bus.publish(MATCH_UPDATE_CHANNEL, JSON.stringify(update(matchId, version)));

  it('forwards an update to guests and members who follow the match, and to no one else', async () => {
    expect(await guest.ok('SubscribeMatches', { matchIds: [11, 12] })).toEqual({ matchIds: [11, 12] });
    expect(await member.ok('SubscribeMatches', { matchIds: [12] })).toEqual({ matchIds: [12] });
    await publish(11, 1);
    await publish(12, 1);
    const guestGot = await guest.eventsAtLeast<{ matchId: number }>('OnMatchUpdate', 2);
    const memberGot = await member.eventsAtLeast<{ matchId: number }>('OnMatchUpdate', 1);
    expect(guestGot.map((d) => d.matchId)).toEqual([11, 12]);
    expect(memberGot.map((d) => d.matchId)).toEqual([12]);
  });

  it('replaces the followed list, and an empty list stops the updates', async () => {
    await member.ok('SubscribeMatches', { matchIds: [] });
    await publish(12, 2);
    await guest.eventsAtLeast('OnMatchUpdate', 3);
    expect(member.events('OnMatchUpdate')).toHaveLength(1);
  });

  it('refuses a malformed or oversized list and forgets a socket that leaves', async () => {
    const tooMany = Array.from({ length: MATCH_SUBSCRIPTIONS_MAX + 1 }, (_, i) => i + 1);
    expect((await member.call('SubscribeMatches', { matchIds: tooMany })).errCode).toBe(
      ErrorCode.InvalidInput,
    );
    expect((await member.call('SubscribeMatches', { matchIds: [-1] })).errCode).toBe(ErrorCode.InvalidInput);
    expect((await member.call('SubscribeMatches', { matchIds: ['x'] })).errCode).toBe(ErrorCode.InvalidInput);
    const before = im.s.ctx.runtimes.match.followers.followedMatches;
    expect(before).toBeGreaterThan(0);
    await guest.close();
    await expect.poll(() => im.s.ctx.runtimes.match.followers.followedMatches, { timeout: 5000 }).toBe(0);
  });
});
