import type { Rng } from './random';
import { initialState, MINUTE, SECOND, Script, type SimState, type Timeline } from './script';

/** Tennis layout: [set 1 games, set 1 tie-break, set 2 games, set 2 tie-break, set 3 ...]. */
export const tennisInitial = (): SimState => initialState(6);

/** Best of three sets; games of 3-6 minutes, the server holding most of them; 7-point tie-break at 6-6. */
export function tennisTimeline(r: Rng): Timeline {
  const script = new Script(tennisInitial());
  const strength = 0.4 + r.next() * 0.2;
  const sets = [0, 0];
  let t = 0;
  let server = r.int(0, 1);
  for (let set = 1; sets[0]! < 2 && sets[1]! < 2; set++) {
    const games = 2 * (set - 1);
    const tie = games + 1;
    if (set === 1) script.period(t, 'inPlay', 1);
    else {
      script.pause(t, 'break');
      t += 2 * MINUTE;
      script.period(t, 'inPlay', set);
    }
    const won = [0, 0];
    while (
      !((won[0]! >= 6 || won[1]! >= 6) && Math.abs(won[0]! - won[1]!) >= 2) &&
      !(won[0] === 7 || won[1] === 7)
    ) {
      if (won[0] === 6 && won[1] === 6) {
        const points = [0, 0];
        while (!((points[0]! >= 7 || points[1]! >= 7) && Math.abs(points[0]! - points[1]!) >= 2)) {
          t += r.int(25, 50) * SECOND;
          const p = r.chance(strength) ? 0 : 1;
          points[p]!++;
          script.at(t, 'score', (s) => {
            (p === 0 ? s.homeScore : s.awayScore)[tie] = points[p]!;
          });
        }
        const w = points[0]! > points[1]! ? 0 : 1;
        won[w]!++;
        t += 20 * SECOND;
        script.at(t, 'score', (s) => {
          (w === 0 ? s.homeScore : s.awayScore)[games] = won[w]!;
        });
        break;
      }
      t += r.int(180, 360) * SECOND;
      const hold = server === 0 ? 0.62 + (strength - 0.5) : 0.62 - (strength - 0.5);
      const w = r.chance(hold) ? server : 1 - server;
      won[w]!++;
      script.at(t, 'score', (s) => {
        (w === 0 ? s.homeScore : s.awayScore)[games] = won[w]!;
      });
      server = 1 - server;
    }
    sets[won[0]! > won[1]! ? 0 : 1]!++;
  }
  return script.end(t + 30 * SECOND);
}
