/** Match events read off simulated timelines: what each sport records, players, clocks, determinism. */
import { describe, expect, it } from 'vitest';

import { SportId } from '../../../../protocol/match';
import { demoLineups, demoSquad } from './lineups';
import { simulatedEvents } from './events';
import { seedOf } from './random';
import { buildTimeline } from './timeline';

const SEEDS = Array.from({ length: 30 }, (_, i) => seedOf(42, i));
const football = (seed: number) =>
  simulatedEvents(SportId.Football, seed, buildTimeline(SportId.Football, seed), demoLineups(1, 10, 11));

describe('simulated match events', () => {
  it('gives the same events for the same seed and line-ups, others for another seed', () => {
    expect(JSON.stringify(football(5))).toBe(JSON.stringify(football(5)));
    expect(new Set(SEEDS.map((s) => JSON.stringify(football(s)))).size).toBe(SEEDS.length);
  });

  it('records one goal event per goal, each with the score after it, and the final whistle last', () => {
    for (const seed of SEEDS) {
      const timeline = buildTimeline(SportId.Football, seed);
      const events = football(seed);
      const last = timeline.events.at(-1)!.state;
      const goals = events.filter((e) => e.kind === 'goal');
      expect(goals.filter((g) => g.side === 'home')).toHaveLength(last.homeScore[0]!);
      expect(goals.filter((g) => g.side === 'away')).toHaveLength(last.awayScore[0]!);
      expect(events.filter((e) => e.kind === 'yellowCard')).toHaveLength(
        last.homeScore[3]! + last.awayScore[3]!,
      );
      goals.forEach((g, i) => expect(g.score![0] + g.score![1]).toBe(i + 1));
      expect(events.at(-1)!.kind).toBe('matchEnd');
      expect(events.map((e) => e.n)).toEqual(events.map((_, i) => i));
      for (let i = 1; i < events.length; i++)
        expect(events[i]!.offsetMs).toBeGreaterThanOrEqual(events[i - 1]!.offsetMs);
    }
  });

  it('counts the football clock over the halves: second-half events are past the 45th minute', () => {
    for (const seed of SEEDS) {
      for (const e of football(seed).filter((x) => x.kind !== 'periodEnd' && x.kind !== 'matchEnd')) {
        if (e.period === 1) expect(e.minute).toBeLessThan(50);
        if (e.period === 2) expect(e.minute).toBeGreaterThanOrEqual(45);
        expect(e.second).toBeGreaterThanOrEqual(0);
        expect(e.second).toBeLessThan(60);
      }
    }
  });

  it('names scorers among the players on the pitch, and substitutes come off the bench 3-5 times a side', () => {
    const lineups = demoLineups(1, 10, 11)!;
    for (const seed of SEEDS) {
      const onPitch = {
        home: new Set(lineups.home.filter((p) => p.starter).map((p) => p.name)),
        away: new Set(lineups.away.filter((p) => p.starter).map((p) => p.name)),
      };
      const subs = { home: 0, away: 0 };
      for (const e of football(seed)) {
        if (!e.side) continue;
        if (e.kind === 'substitution') {
          subs[e.side]++;
          expect(onPitch[e.side].has(e.playerOut!)).toBe(true);
          expect(onPitch[e.side].has(e.player!)).toBe(false);
          onPitch[e.side].delete(e.playerOut!);
          onPitch[e.side].add(e.player!);
          expect(e.minute).toBeGreaterThanOrEqual(55);
        } else if (e.kind === 'goal' || e.kind === 'yellowCard' || e.kind === 'redCard') {
          expect(onPitch[e.side].has(e.player!)).toBe(true);
          const shirt = lineups[e.side].find((p) => p.name === e.player)!;
          expect(e.number).toBe(shirt.number);
          if (e.kind === 'redCard') onPitch[e.side].delete(e.player!);
        }
      }
      for (const n of Object.values(subs)) {
        expect(n).toBeGreaterThanOrEqual(3);
        expect(n).toBeLessThanOrEqual(5);
      }
    }
  });

  it('records shoot-out kicks of a match decided on penalties, scored ones matching the score', () => {
    let seen = 0;
    for (let i = 0; i < 300 && seen < 3; i++) {
      const seed = seedOf(5, i);
      const last = buildTimeline(SportId.Football, seed).events.at(-1)!.state;
      if (last.feedStatus !== 'finishedAfterPenalties') continue;
      seen++;
      const kicks = football(seed).filter((e) => e.kind.startsWith('shootout'));
      const scored = (side: string) =>
        kicks.filter((k) => k.kind === 'shootoutScored' && k.side === side).length;
      expect(scored('home')).toBe(last.homeScore[6]);
      expect(scored('away')).toBe(last.awayScore[6]);
      expect(kicks.some((k) => k.kind === 'shootoutMissed')).toBe(true);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('records baseball runs and esports maps as scores adding up to the result; basketball only periods', () => {
    for (const seed of SEEDS.slice(0, 10)) {
      for (const sportId of [SportId.Baseball, SportId.Esports]) {
        const timeline = buildTimeline(sportId, seed);
        const events = simulatedEvents(sportId, seed, timeline, null);
        const last = timeline.events.at(-1)!.state;
        const points = (side: string) =>
          events.filter((e) => e.kind === 'score' && e.side === side).reduce((a, e) => a + e.points!, 0);
        expect(points('home')).toBe(last.homeScore.reduce((a, b) => a + b, 0));
        expect(points('away')).toBe(last.awayScore.reduce((a, b) => a + b, 0));
      }
      const hoops = simulatedEvents(2, seed, buildTimeline(2, seed), demoLineups(2, 3, 4));
      expect(new Set(hoops.map((e) => e.kind))).toEqual(new Set(['periodStart', 'periodEnd', 'matchEnd']));
      expect(hoops.filter((e) => e.kind === 'periodStart').length).toBeGreaterThanOrEqual(4);
    }
  });
});

describe('demo line-ups', () => {
  it('fields 11 starters and 7 substitutes in football (one goalkeeper starting), 5 and 7 in basketball', () => {
    const squad = demoSquad(SportId.Football, 3);
    expect(squad.filter((p) => p.starter)).toHaveLength(11);
    expect(squad.filter((p) => !p.starter)).toHaveLength(7);
    expect(squad.filter((p) => p.starter && p.position === 'GK')).toHaveLength(1);
    const hoops = demoSquad(SportId.Basketball, 3);
    expect(hoops.filter((p) => p.starter).map((p) => p.position)).toEqual(['PG', 'SG', 'SF', 'PF', 'C']);
    expect(hoops.filter((p) => !p.starter)).toHaveLength(7);
  });

  it('gives a team the same squad every time, with unique names and shirt numbers; none for other sports', () => {
    for (let team = 1; team < 40; team++) {
      const squad = demoSquad(SportId.Football, team);
      expect(demoSquad(SportId.Football, team)).toEqual(squad);
      expect(new Set(squad.map((p) => p.number)).size).toBe(squad.length);
      expect(new Set(squad.map((p) => p.name)).size).toBe(squad.length);
    }
    expect(demoSquad(SportId.Football, 1)).not.toEqual(demoSquad(SportId.Football, 2));
    expect(demoLineups(SportId.Tennis, 1, 2)).toBeNull();
  });
});
