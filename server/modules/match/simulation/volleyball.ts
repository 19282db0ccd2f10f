import type { Rng } from './random';
import { initialState, MINUTE, SECOND, Script, type SimState, type Timeline } from './script';

/** Volleyball layout: points per set; `vbScores.pt` holds the sets won (the shown score). */
export const volleyballInitial = (): SimState => initialState(5, true);

/** Best of five sets to 25 (the fifth to 15), two clear points; a rally every 20-40 s. */
export function volleyballTimeline(r: Rng): Timeline {
  const script = new Script(volleyballInitial());
  const strength = 0.42 + r.next() * 0.16;
  const sets = [0, 0];
  let t = 0;
  for (let set = 1; sets[0]! < 3 && sets[1]! < 3; set++) {
    if (set > 1) {
      script.pause(t, 'break');
      t += 3 * MINUTE;
    }
    script.period(t, 'inPlay', set);
    const target = set === 5 ? 15 : 25;
    const points = [0, 0];
    while (!((points[0]! >= target || points[1]! >= target) && Math.abs(points[0]! - points[1]!) >= 2)) {
      t += r.int(20, 40) * SECOND;
      const p = r.chance(strength) ? 0 : 1;
      points[p]!++;
      script.at(t, 'score', (s) => {
        (p === 0 ? s.homeScore : s.awayScore)[set - 1] = points[p]!;
      });
    }
    const w = points[0]! > points[1]! ? 0 : 1;
    sets[w]!++;
    script.at(t + SECOND, 'score', (s) => {
      s.vbScores = { pt: [sets[0]!, sets[1]!] };
    });
    t += SECOND;
  }
  return script.end(t + 30 * SECOND);
}
