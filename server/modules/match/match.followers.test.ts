/** SubscribeMatches and OnMatchUpdate: updates published on the bus reach exactly the followers. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ErrorCode } from '../../../protocol/errors';
import { MATCH_SUBSCRIPTIONS_MAX, MATCH_UPDATE_CHANNEL } from '../../../protocol/matchLive';
import type { ImClient } from '../../../test/helpers/imClient';
import { type ImServer, startImServer } from '../../../test/helpers/imServer';
import { matches } from '../../db/schema';
import { recordMoments } from './momentStore';
import { insertMatch } from './testKit';
import { updateOf } from './updates';

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
    expect(await guest.ok('SubscribeMatches', { matchIds: [90011, 90012] })).toEqual({
      matchIds: [90011, 90012],
    });
    expect(await member.ok('SubscribeMatches', { matchIds: [90012] })).toEqual({ matchIds: [90012] });
    await publish(90011, 1);
    await publish(90012, 1);
    const guestGot = await guest.eventsAtLeast<{ matchId: number }>('OnMatchUpdate', 2);
    const memberGot = await member.eventsAtLeast<{ matchId: number }>('OnMatchUpdate', 1);
    expect(guestGot.map((d) => d.matchId)).toEqual([90011, 90012]);
    expect(memberGot.map((d) => d.matchId)).toEqual([90012]);
  });

  it('replaces the followed list, and an empty list stops the updates', async () => {
    await member.ok('SubscribeMatches', { matchIds: [] });
    await publish(90012, 2);
    await guest.eventsAtLeast('OnMatchUpdate', 3);
    expect(member.events('OnMatchUpdate')).toHaveLength(1);
  });

  it('sends each match a socket starts to follow as it is now, once, before the reply', async () => {
    const id = await insertMatch(im.s.ctx, {
      kickoffAt: Date.now() - 60_000,
      feedStatus: 'firstHalf',
      homeScore: [2],
      awayScore: [1],
    });
    const watcher = await im.guest();
    expect(await watcher.ok('SubscribeMatches', { matchIds: [id, 90013] })).toEqual({
      matchIds: [id, 90013],
    });
    const [state] = watcher.events<{
      matchId: number;
      homeScore: number[];
      awayScore: number[];
      notification: unknown;
    }>('OnMatchUpdate');
    expect(state).toMatchObject({ matchId: id, homeScore: [2], awayScore: [1], notification: null });
    expect(state).not.toHaveProperty('events');
    // Following it still (another id added): nothing is sent again for it.
    await watcher.ok('SubscribeMatches', { matchIds: [id, 90014] });
    expect(watcher.events('OnMatchUpdate')).toHaveLength(1);
    await watcher.close();
  });

  it('places a match sent as it is now at the moment its state began (its moment), not at the call', async () => {
    const id = await insertMatch(im.s.ctx, {
      kickoffAt: Date.now() - 600_000,
      feedStatus: 'firstHalf',
      homeScore: [1],
      awayScore: [0],
    });
    const [row] = await im.s.ctx.database.db.select().from(matches).where(eq(matches.id, id));
    const began = Date.now() - 42_000;
    await recordMoments(im.s.ctx.database.db, [{ ...updateOf(row!, null, began), matchId: id }]);
    const watcher = await im.guest();
    await watcher.ok('SubscribeMatches', { matchIds: [id] });
    const [state] = watcher.events<{ matchId: number; at: number }>('OnMatchUpdate');
    expect(state).toMatchObject({ matchId: id, at: began });
    await watcher.close();
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
