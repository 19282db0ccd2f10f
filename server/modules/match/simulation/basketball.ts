import type { Rng } from './random';
import { initialState, MINUTE, SECOND, Script, type SimState, type Timeline } from './script';

export const basketballInitial = (): SimState => initialState(5);

const QUARTER_MS = 18 * MINUTE;
const OVERTIME_MS = 8 * MINUTE;

/** Baskets of one period: every 35-55 s one side scores 1, 2 or 3 points (into `index`). */
function play(script: Script, r: Rng, from: number, length: number, index: number, strength: number): void {
  let t = from + r.int(20, 40) * SECOND;
  while (t < from + length) {
    const side = r.chance(strength) ? 'homeScore' : 'awayScore';
    const roll = r.next();
    const points = roll < 0.12 ? 1 : roll < 0.75 ? 2 : 3;
    script.at(t, 'score', (s) => {
      s[side][index] = (s[side][index] ?? 0) + points;
    });
    t += r.int(35, 55) * SECOND;
  }
}

const total = (scores: number[]) => scores.reduce((a, b) => a + b, 0);

/** Four quarters (breaks of 3 minutes, half time 15), then overtimes of 8 minutes while level. */
export function basketballTimeline(r: Rng): Timeline {
  const script = new Script(basketballInitial());
  const strength = 0.42 + r.next() * 0.16;
  let t = 0;
  for (let q = 1; q <= 4; q++) {
    script.period(t, 'inPlay', q);
    play(script, r, t, QUARTER_MS, q - 1, strength);
    t += QUARTER_MS;
    if (q === 2) {
      script.pause(t, 'halfTime');
      t += 15 * MINUTE;
    } else if (q !== 4) {
      script.pause(t, 'break');
      t += 3 * MINUTE;
    }
  }
  // Overtime points all go into index 4 (§4 sums the first five).
  for (let ot = 5; total(script.now.homeScore) === total(script.now.awayScore); ot++) {
    script.pause(t, 'break');
    t += 2 * MINUTE;
    script.period(t, 'inPlay', ot);
    play(script, r, t, OVERTIME_MS, 4, strength);
    t += OVERTIME_MS;
    if (ot >= 7 && total(script.now.homeScore) === total(script.now.awayScore)) {
      script.at(t - SECOND, 'score', (s) => (s.homeScore[4]! += 1));
    }
  }
  return script.end(t);
}
