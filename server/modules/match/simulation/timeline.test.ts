import { describe, expect, it } from 'vitest';

import { displayStatus, SPORT_IDS, SportId } from '../../../../protocol/match';
import { displayScore } from '../../../../protocol/matchScore';
import { rng, seedOf } from './random';
import { stateAt } from './script';
import { buildTimeline, SIM_MAX_DURATION_MS, simulatedState } from './timeline';

const SEEDS = Array.from({ length: 40 }, (_, i) => seedOf(99, i));

describe('simulation timelines', () => {
  it.each(SPORT_IDS)(
    'sport %s: the same seed gives the same event sequence, another seed another',
    (sportId) => {
      const a = buildTimeline(sportId, 12345);
      const b = buildTimeline(sportId, 12345);
      expect(JSON.stringify(b)).toBe(JSON.stringify(a));
      const others = SEEDS.map((seed) => JSON.stringify(buildTimeline(sportId, seed)));
      expect(new Set(others).size).toBeGreaterThan(30);
    },
  );

  it.each(SPORT_IDS)(
    'sport %s: starts live at kickoff, moves forward, scores only grow, ends final',
    (sportId) => {
      for (const seed of SEEDS) {
        const { events, durationMs } = buildTimeline(sportId, seed);
        expect(events[0]!.at).toBe(0);
        expect(displayStatus(events[0]!.state.feedStatus)).toBe('live');
        expect(displayStatus(events.at(-1)!.state.feedStatus)).toBe('ended');
        expect(durationMs).toBe(events.at(-1)!.at);
        expect(durationMs).toBeLessThan(SIM_MAX_DURATION_MS);
        expect(durationMs).toBeGreaterThan(60 * 60_000);
        for (let i = 1; i < events.length; i++) {
          const [prev, next] = [events[i - 1]!, events[i]!];
          expect(next.at).toBeGreaterThanOrEqual(prev.at);
          for (const side of ['homeScore', 'awayScore'] as const)
            next.state[side].forEach((v, k) => expect(v).toBeGreaterThanOrEqual(prev.state[side][k] ?? 0));
          if (i < events.length - 1) expect(displayStatus(next.state.feedStatus)).toBe('live');
        }
      }
    },
  );

  it.each([SportId.Basketball, SportId.Tennis, SportId.Baseball, SportId.Esports, SportId.Volleyball])(
    'sport %s: every match has a winner by the §4 display',
    (sportId) => {
      for (const seed of SEEDS) {
        const last = buildTimeline(sportId, seed).events.at(-1)!.state;
        const [home, away] = displayScore(sportId, last.homeScore, last.awayScore, last.vbScores);
        expect(home.value).not.toBe(away.value);
      }
    },
  );

  it('plays football with half time (first half score kept at index 1) and knockout extra time or penalties', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const { events } = buildTimeline(SportId.Football, seedOf(5, i));
      const statuses = events.map((e) => e.state.feedStatus);
      expect(statuses).toContain('halfTime');
      const atHalf = events.find((e) => e.state.feedStatus === 'halfTime')!.state;
      expect(atHalf.homeScore[1]).toBe(atHalf.homeScore[0]);
      const last = events.at(-1)!.state;
      kinds.add(last.feedStatus);
      if (last.feedStatus === 'finishedAfterPenalties') {
        expect(last.homeScore[6]).not.toBe(last.awayScore[6]);
        expect(displayScore(1, last.homeScore, last.awayScore).some((s) => s.bracket !== null)).toBe(true);
      }
    }
    expect(kinds).toEqual(new Set(['finished', 'finishedAfterExtraTime', 'finishedAfterPenalties']));
  });

  it('gives the scheduled state with zero scores before kickoff and the final state long after', () => {
    const before = simulatedState(SportId.Volleyball, 7, -1000);
    expect(before).toMatchObject({
      feedStatus: 'scheduled',
      period: 0,
      periodStartedAt: null,
      vbScores: { pt: [0, 0] },
    });
    const timeline = buildTimeline(SportId.Volleyball, 7);
    expect(simulatedState(SportId.Volleyball, 7, 10 * 3600_000)).toEqual(timeline.events.at(-1)!.state);
    const middle = timeline.events[Math.floor(timeline.events.length / 2)]!;
    expect(stateAt(timeline, before, middle.at)).toEqual(
      timeline.events.filter((e) => e.at === middle.at).at(-1)!.state,
    );
  });

  it('draws the same numbers from the same seed', () => {
    const a = rng(77);
    const b = rng(77);
    const xs = Array.from({ length: 20 }, () => a.next());
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(seedOf(1, 2)).not.toBe(seedOf(2, 1));
  });
});
