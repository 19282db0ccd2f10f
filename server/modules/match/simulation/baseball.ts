import type { Rng } from './random';
import { initialState, MINUTE, SECOND, Script, type SimState, type Timeline } from './script';

/** Baseball layout: runs per inning (nine, more in extra innings). */
export const baseballInitial = (): SimState => initialState(9);

function runs(r: Rng): number {
  const roll = r.next();
  return roll < 0.72 ? 0 : roll < 0.87 ? 1 : roll < 0.94 ? 2 : roll < 0.98 ? 3 : 4;
}

const total = (scores: number[]) => scores.reduce((a, b) => a + b, 0);

/** Nine innings of two halves (6-11 minutes each); the home half of the ninth only when needed. */
export function baseballTimeline(r: Rng): Timeline {
  const script = new Script(baseballInitial());
  let t = 0;
  for (let inning = 1; ; inning++) {
    script.period(t, 'inPlay', inning);
    for (const side of ['awayScore', 'homeScore'] as const) {
      const home = () => total(script.now.homeScore);
      const away = () => total(script.now.awayScore);
      if (side === 'homeScore' && inning >= 9 && home() > away()) break;
      const length = r.int(6, 11) * MINUTE;
      const scored = runs(r);
      for (let i = 0; i < scored; i++) {
        script.at(t + ((i + 1) * length) / (scored + 1), 'score', (s) => {
          s[side][inning - 1] = (s[side][inning - 1] ?? 0) + 1;
        });
      }
      t += length;
    }
    const level = total(script.now.homeScore) === total(script.now.awayScore);
    if (inning >= 9 && !level) break;
    if (inning >= 12 && level) {
      script.at(t - SECOND, 'score', (s) => (s.homeScore[inning - 1] = (s.homeScore[inning - 1] ?? 0) + 1));
      break;
    }
    script.pause(t, 'break');
    t += 2 * MINUTE;
  }
  return script.end(t);
}
