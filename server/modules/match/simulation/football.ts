import type { Rng } from './random';
import { initialState, MINUTE, Script, type SimState, type Timeline } from './script';

/** Football layout (protocol/matchScore.ts): score, half-time, red, yellow, corners, after ET, penalties. */
const SCORE = 0;
const HALF_TIME = 1;
const RED = 2;
const YELLOW = 3;
const CORNERS = 4;
const AFTER_ET = 5;
const PENALTIES = 6;

export const footballInitial = (): SimState => initialState(7);

type Side = 'homeScore' | 'awayScore';

/** Match incidents of `minutes` of play, each at a random minute, in time order. */
function incidents(
  r: Rng,
  minutes: number,
  strength: number,
): { minute: number; side: Side; index: number }[] {
  const out: { minute: number; side: Side; index: number }[] = [];
  const rates: [number, number][] = [
    [SCORE, 1.3],
    [YELLOW, 2],
    [CORNERS, 5],
    [RED, 0.08],
  ];
  for (let m = 0; m < minutes; m++) {
    for (const [index, perNinety] of rates) {
      for (const side of ['homeScore', 'awayScore'] as const) {
        const bias = side === 'homeScore' ? strength : 1 - strength;
        if (r.chance((perNinety / 90) * 2 * bias)) out.push({ minute: m + r.next(), side, index });
      }
    }
  }
  return out.sort((a, b) => a.minute - b.minute);
}

function play(script: Script, r: Rng, from: number, minutes: number, strength: number): void {
  for (const i of incidents(r, minutes, strength)) {
    script.at(from + i.minute * MINUTE, 'score', (s) => {
      s[i.side][i.index] = (s[i.side][i.index] ?? 0) + 1;
      // After extra time started, index 5 carries the running score (it includes the regular time).
      if (i.index === SCORE && s.feedStatus === 'extraTime') s[i.side][AFTER_ET] = s[i.side][SCORE]!;
    });
  }
}

/**
 * 45 minutes plus stoppage, 15 minutes half time, 45 plus stoppage; a knockout match that ends
 * level goes to 30 minutes of extra time, then to penalties. Real time: one minute is one minute.
 */
export function footballTimeline(r: Rng): Timeline {
  const script = new Script(footballInitial());
  const strength = 0.35 + r.next() * 0.3;
  const knockout = r.chance(0.25);
  script.period(0, 'firstHalf', 1);
  const first = 45 + r.int(1, 4);
  play(script, r, 0, first, strength);
  let t = first * MINUTE;
  script.at(t, 'break', (s) => {
    s.feedStatus = 'halfTime';
    s.periodStartedAt = null;
    s.homeScore[HALF_TIME] = s.homeScore[SCORE]!;
    s.awayScore[HALF_TIME] = s.awayScore[SCORE]!;
  });
  t += 15 * MINUTE;
  script.period(t, 'secondHalf', 2);
  const second = 45 + r.int(2, 6);
  play(script, r, t, second, strength);
  t += second * MINUTE;
  const level = () => script.now.homeScore[SCORE] === script.now.awayScore[SCORE];
  if (!knockout || !level()) return script.end(t);

  script.pause(t, 'breakBeforeExtraTime');
  t += 5 * MINUTE;
  script.period(t, 'extraTime', 3);
  script.at(t, 'score', (s) => {
    s.homeScore[AFTER_ET] = s.homeScore[SCORE]!;
    s.awayScore[AFTER_ET] = s.awayScore[SCORE]!;
  });
  const extra = 30 + r.int(1, 3);
  play(script, r, t, extra, strength);
  t += extra * MINUTE;
  if (!level()) return script.end(t, 'finishedAfterExtraTime');

  script.period(t, 'penalties', 4);
  let kick = 0;
  const score = () => [script.now.homeScore[PENALTIES]!, script.now.awayScore[PENALTIES]!] as const;
  // Five each, then sudden death, one kick every 45 s.
  for (let round = 0; round < 30; round++) {
    for (const side of ['homeScore', 'awayScore'] as const) {
      kick++;
      const scored = r.chance(0.75);
      script.at(t + kick * 45_000, 'score', (s) => {
        if (scored) s[side][PENALTIES] = (s[side][PENALTIES] ?? 0) + 1;
      });
    }
    const [h, a] = score();
    if (round >= 4 && h !== a) break;
  }
  const [h, a] = score();
  if (h === a) script.at(t + (kick + 1) * 45_000, 'score', (s) => (s.homeScore[PENALTIES]! += 1));
  return script.end(t + (kick + 2) * 45_000, 'finishedAfterPenalties');
}
