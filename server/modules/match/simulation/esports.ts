import type { Rng } from './random';
import { initialState, MINUTE, Script, type SimState, type Timeline } from './script';

/** Esports layout: maps won, one entry per map (1 for the winner, 0 otherwise). */
export const esportsInitial = (): SimState => initialState(3);

/** Best of three maps of 28-45 minutes, 5-minute breaks. */
export function esportsTimeline(r: Rng): Timeline {
  const script = new Script(esportsInitial());
  const strength = 0.35 + r.next() * 0.3;
  const wins = [0, 0];
  let t = 0;
  for (let map = 1; wins[0]! < 2 && wins[1]! < 2; map++) {
    if (map > 1) {
      script.pause(t, 'break');
      t += 5 * MINUTE;
    }
    script.period(t, 'inPlay', map);
    t += r.int(28, 45) * MINUTE;
    const w = r.chance(strength) ? 0 : 1;
    wins[w]!++;
    script.at(t, 'score', (s) => {
      (w === 0 ? s.homeScore : s.awayScore)[map - 1] = 1;
    });
  }
  return script.end(t);
}
