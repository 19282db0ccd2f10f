import { describe, expect, it } from 'vitest';

import type { MatchEvent } from '../../../protocol/matchEvents';
import { commentaryVtt, CUE_SECONDS, cueText, vttTime } from './commentary';

const match = { sportId: 1, home: 'Quartz FC', away: 'Basalt' };
const ev = (over: Partial<MatchEvent>): MatchEvent => ({
  id: 1,
  kind: 'goal',
  side: 'home',
  period: 1,
  minute: 22,
  second: 10,
  at: 100_000,
  player: 'Ann Lee',
  number: 9,
  playerOut: null,
  points: null,
  score: [1, 0],
  ...over,
});

describe('commentary track', () => {
  it('writes WebVTT times, hours past two digits too', () => {
    expect(vttTime(0)).toBe('00:00:00.000');
    expect(vttTime(83.5)).toBe('00:01:23.500');
    expect(vttTime(3600 * 123 + 1.25)).toBe('123:00:01.250');
    expect(vttTime(-4)).toBe('00:00:00.000');
  });

  it('tells each event with its clock, player, team and score', () => {
    expect(cueText(match, ev({}))).toBe("⚽ 23' · Ann Lee (9) · Quartz FC 1-0 Basalt");
    expect(
      cueText(match, ev({ kind: 'yellowCard', side: 'away', score: null, player: 'Bo', number: null })),
    ).toBe("🟨 23' · Bo · Basalt");
    expect(
      cueText(
        match,
        ev({ kind: 'substitution', player: 'In Man', playerOut: 'Out Man', minute: 66, second: 0 }),
      ),
    ).toBe("🔄 67' · ↑ In Man ↓ Out Man · Quartz FC");
    expect(
      cueText({ ...match, sportId: 4 }, ev({ kind: 'score', points: 2, player: null, minute: 3, second: 5 })),
    ).toBe('➕ 3:05 · +2 · Quartz FC · Quartz FC 1-0 Basalt');
  });

  it('places cues from the origin in time order, leaves out those before it', () => {
    const vtt = commentaryVtt(
      match,
      [ev({ id: 3, at: 160_000 }), ev({ id: 2, at: 40_000 }), ev({ id: 1, at: 100_000 })],
      70_000,
    );
    const lines = vtt.split('\n');
    expect(lines[0]).toBe('WEBVTT');
    const cues = lines.filter((l) => l.includes('-->'));
    expect(cues).toEqual([
      `00:00:30.000 --> 00:00:${30 + CUE_SECONDS}.000`,
      `00:01:30.000 --> 00:01:${String(30 + CUE_SECONDS).padStart(2, '0')}.000`,
    ]);
    expect(lines[lines.indexOf(cues[0]!) - 1]).toBe('1');
  });
});
