import { SportId } from '../../../../protocol/match';
import type { LineupPlayer, Lineups } from '../../../../protocol/matchEvents';
import { rng, seedOf } from './random';

/**
 * Demo line-ups of the seeded matches: a squad per team drawn from its id (the same team fields the
 * same squad in every match), 11 starters and 7 substitutes in football (one goalkeeper, four
 * defenders, four midfielders, two forwards), 5 and 7 in basketball. Names are made up.
 */
const FIRST = [
  'Adam',
  'Bruno',
  'Chen',
  'Dario',
  'Eli',
  'Felix',
  'Gabe',
  'Hugo',
  'Ivan',
  'Jonas',
  'Kai',
  'Leo',
  'Marco',
  'Nico',
  'Omar',
  'Pablo',
  'Quinn',
  'Rafa',
  'Sami',
  'Theo',
  'Umar',
  'Victor',
  'Wei',
  'Yuri',
];
const LAST = [
  'Almeida',
  'Brandt',
  'Castro',
  'Dias',
  'Evans',
  'Ferreira',
  'Gomez',
  'Hayes',
  'Ito',
  'Jensen',
  'Kovac',
  'Lima',
  'Moreau',
  'Novak',
  'Okafor',
  'Park',
  'Quiroga',
  'Rossi',
  'Santos',
  'Tanaka',
  'Ueda',
  'Vidal',
  'Wong',
  'Young',
  'Zhou',
];

const FOOTBALL_STARTERS = ['GK', 'DF', 'DF', 'DF', 'DF', 'MF', 'MF', 'MF', 'MF', 'FW', 'FW'];
const FOOTBALL_BENCH = ['GK', 'DF', 'DF', 'MF', 'MF', 'FW', 'FW'];
const BASKETBALL_STARTERS = ['PG', 'SG', 'SF', 'PF', 'C'];
const BASKETBALL_BENCH = ['PG', 'SG', 'SF', 'PF', 'C', 'SF', 'PF'];

/** The squad of demo team `teamId` of `sportId` (empty for sports without line-ups). */
export function demoSquad(sportId: number, teamId: number): LineupPlayer[] {
  const football = sportId === SportId.Football;
  if (!football && sportId !== SportId.Basketball) return [];
  const r = rng(seedOf(0x11e0, sportId, teamId));
  const starters = football ? FOOTBALL_STARTERS : BASKETBALL_STARTERS;
  const bench = football ? FOOTBALL_BENCH : BASKETBALL_BENCH;
  const numbers = new Set<number>();
  const names = new Set<string>();
  const player = (position: string, starter: boolean, index: number): LineupPlayer => {
    let number = football && index === 0 ? 1 : r.int(2, football ? 30 : 55);
    while (numbers.has(number)) number = (number % 98) + 2;
    numbers.add(number);
    let name = `${FIRST[r.int(0, FIRST.length - 1)]!} ${LAST[r.int(0, LAST.length - 1)]!}`;
    while (names.has(name))
      name = `${FIRST[r.int(0, FIRST.length - 1)]!} ${LAST[r.int(0, LAST.length - 1)]!}`;
    names.add(name);
    return { name, number, position, starter };
  };
  return [
    ...starters.map((p, i) => player(p, true, i)),
    ...bench.map((p, i) => player(p, false, starters.length + i)),
  ];
}

/** Both sides of a demo match, or null for sports without line-ups. */
export function demoLineups(sportId: number, homeTeamId: number, awayTeamId: number): Lineups | null {
  const home = demoSquad(sportId, homeTeamId);
  if (home.length === 0) return null;
  return { home, away: demoSquad(sportId, awayTeamId) };
}
