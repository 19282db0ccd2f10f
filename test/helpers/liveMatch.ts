import { expect } from 'vitest';

import type { MatchCard } from '../../protocol/match';
import { webData } from './webCall';

/** A football match the demo plays live now (from the public list): fails the test when there is none. */
export async function liveFootballMatch(origin: string): Promise<MatchCard> {
  const { list } = await webData<{ list: MatchCard[] }>(origin, '/web_race/match_list', {
    raceType: 1,
    status: 'live',
    pageSize: 100,
  });
  const match = list.find((m) => m.status === 'live');
  expect(match).toBeDefined();
  return match!;
}
