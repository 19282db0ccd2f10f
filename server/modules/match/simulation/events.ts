import { SportId } from '../../../../protocol/match';
import type { LineupPlayer, Lineups, MatchEventKind, MatchSide } from '../../../../protocol/matchEvents';
import { displayScore } from '../../../../protocol/matchScore';
import { rng, type Rng, seedOf } from './random';
import { MINUTE, SECOND, type SimEvent, type SimState, type Timeline } from './script';

/**
 * The match events of a simulated match, read off its timeline (server/modules/match/simulation):
 * period starts and ends, the final whistle, and per sport what the script plays: football goals,
 * cards and shoot-out kicks (plus 3-5 substitutions a side in the second half, drawn from their own
 * seed so the score script is untouched), baseball runs, esports maps. Players come from the
 * line-ups, drawn from the seed: the same seed and line-ups always give the same events.
 */
export interface EventDraft {
  /** Position in the match's list: the event's key is `sim:<round>:<n>`. */
  n: number;
  kind: MatchEventKind;
  side: MatchSide | null;
  period: number;
  minute: number;
  second: number;
  /** Milliseconds after kickoff. */
  offsetMs: number;
  player: string | null;
  number: number | null;
  playerOut: string | null;
  points: number | null;
  score: [number, number] | null;
}

type Draft = Omit<EventDraft, 'n' | 'player' | 'number' | 'playerOut'> & {
  who: 'scorer' | 'card' | 'kicker' | 'sub' | null;
};

/** Football score layout (protocol/matchScore.ts). */
const GOALS = 0;
const RED = 2;
const YELLOW = 3;
const SHOOTOUT = 6;
/** Where the football clock of each period starts (minutes). */
const FOOTBALL_BASE: Record<number, number> = { 1: 0, 2: 45, 3: 90, 4: 120 };
const SIDES = [
  ['homeScore', 'home'],
  ['awayScore', 'away'],
] as const;

function clock(sportId: number, period: number, offsetMs: number, periodStart: number | null) {
  const elapsed = Math.max(0, offsetMs - (periodStart ?? offsetMs));
  const base = sportId === SportId.Football ? (FOOTBALL_BASE[period] ?? 0) : 0;
  return { minute: Math.floor(elapsed / MINUTE) + base, second: Math.floor(elapsed / SECOND) % 60 };
}

const total = (scores: readonly number[]) => scores.reduce((a, b) => a + b, 0);

function shown(sportId: number, s: SimState): [number, number] {
  const [h, a] = displayScore(sportId, s.homeScore, s.awayScore, s.vbScores);
  return [h.value, a.value];
}

/** What one step of the timeline did, as events (several when two things happened at once). */
function stepEvents(sportId: number, prev: SimState, e: SimEvent, kicks: { n: number }): Draft[] {
  const s = e.state;
  const at = (period: number, start: number | null) => ({
    period,
    ...clock(sportId, period, e.at, start),
    offsetMs: e.at,
    score: shown(sportId, s),
    points: null,
  });
  if (e.kind === 'start' || e.kind === 'period')
    return [{ kind: 'periodStart', side: null, who: null, ...at(s.period, s.periodStartedAt) }];
  if (e.kind === 'break')
    return [{ kind: 'periodEnd', side: null, who: null, ...at(prev.period, prev.periodStartedAt) }];
  if (e.kind === 'end')
    return [{ kind: 'matchEnd', side: null, who: null, ...at(prev.period, prev.periodStartedAt) }];
  const out: Draft[] = [];
  const here = at(s.period, s.periodStartedAt);
  for (const [key, side] of SIDES) {
    const grew = (i: number) => (s[key][i] ?? 0) - (prev[key][i] ?? 0);
    if (sportId === SportId.Football) {
      for (let g = 0; g < grew(GOALS); g++) out.push({ kind: 'goal', side, who: 'scorer', ...here });
      if (grew(YELLOW) > 0) out.push({ kind: 'yellowCard', side, who: 'card', ...here });
      if (grew(RED) > 0) out.push({ kind: 'redCard', side, who: 'card', ...here });
      if (grew(SHOOTOUT) > 0) out.push({ kind: 'shootoutScored', side, who: 'kicker', ...here });
    } else if (sportId === SportId.Baseball || sportId === SportId.Esports) {
      const points = total(s[key]) - total(prev[key]);
      if (points > 0) out.push({ kind: 'score', side, who: null, ...here, points });
    }
  }
  if (sportId === SportId.Football && s.feedStatus === 'penalties') {
    // Kicks alternate, home first; a kick that changed nothing was missed.
    const side: MatchSide = kicks.n % 2 === 0 ? 'home' : 'away';
    kicks.n++;
    if (out.length === 0) out.push({ kind: 'shootoutMissed', side, who: 'kicker', ...here });
  }
  return out;
}

/** 3-5 substitutions a side between the 55th and the 88th minute (their own seed). */
function substitutions(sportId: number, seed: number, timeline: Timeline): Draft[] {
  const second = timeline.events.find((e) => e.kind === 'period' && e.state.period === 2);
  if (!second || sportId !== SportId.Football) return [];
  const r = rng(seedOf(seed, 0x5b));
  const out: Draft[] = [];
  for (const [, side] of SIDES) {
    const count = r.int(3, 5);
    for (let i = 0; i < count; i++) {
      const offsetMs = second.at + r.int(10, 43) * MINUTE + r.int(0, 59) * SECOND;
      out.push({
        kind: 'substitution',
        side,
        who: 'sub',
        period: 2,
        ...clock(sportId, 2, offsetMs, second.at),
        offsetMs,
        points: null,
        score: null,
      });
    }
  }
  return out;
}

const WEIGHT: Record<string, number> = { FW: 5, MF: 3, DF: 1, GK: 0 };

function pick(r: Rng, players: LineupPlayer[], weight: (p: LineupPlayer) => number): LineupPlayer | null {
  const sum = players.reduce((a, p) => a + weight(p), 0);
  if (sum <= 0) return null;
  let roll = r.next() * sum;
  for (const p of players) {
    roll -= weight(p);
    if (roll < 0) return p;
  }
  return players.at(-1) ?? null;
}

/** Names the players of each event, keeping who is on the pitch (subs, red cards) in time order. */
function attribute(drafts: Draft[], seed: number, lineups: Lineups | null): EventDraft[] {
  const r = rng(seedOf(seed, 0xa7));
  const pitch = {
    home: lineups?.home.filter((p) => p.starter) ?? [],
    away: lineups?.away.filter((p) => p.starter) ?? [],
  };
  const bench = {
    home: lineups?.home.filter((p) => !p.starter) ?? [],
    away: lineups?.away.filter((p) => !p.starter) ?? [],
  };
  const out: EventDraft[] = [];
  for (const { who, ...d } of drafts) {
    const side = d.side;
    const on = side ? pitch[side] : [];
    const outfield = (p: LineupPlayer) => (p.position === 'GK' ? 0 : 1);
    let player: LineupPlayer | null = null;
    let playerOut: LineupPlayer | null = null;
    if (side && who === 'sub') {
      playerOut = pick(r, on, outfield);
      player = bench[side].find((p) => p.position === playerOut?.position) ?? bench[side][0] ?? null;
      if (!playerOut || !player) continue;
      pitch[side] = [...on.filter((p) => p !== playerOut), player];
      bench[side] = bench[side].filter((p) => p !== player);
    } else if (side && who) {
      player = pick(r, on, who === 'scorer' ? (p) => WEIGHT[p.position] ?? 1 : outfield);
      if (d.kind === 'redCard' && player) pitch[side] = on.filter((p) => p !== player);
    }
    out.push({
      ...d,
      n: out.length,
      player: player?.name ?? null,
      number: player?.number ?? null,
      playerOut: playerOut?.name ?? null,
    });
  }
  return out;
}

/** Every event of the simulated match of `sportId` played from `seed`, in time order. */
export function simulatedEvents(
  sportId: number,
  seed: number,
  timeline: Timeline,
  lineups: Lineups | null,
): EventDraft[] {
  const drafts: Draft[] = [];
  const kicks = { n: 0 };
  let prev: SimState | null = null;
  for (const e of timeline.events) {
    if (prev) drafts.push(...stepEvents(sportId, prev, e, kicks));
    else if (e.kind === 'start') drafts.push(...stepEvents(sportId, e.state, e, kicks));
    prev = e.state;
  }
  const subs = lineups ? substitutions(sportId, seed, timeline) : [];
  // Stable: at the same moment the script's own events come first.
  const merged = [...drafts, ...subs].sort((a, b) => a.offsetMs - b.offsetMs);
  return attribute(merged, seed, lineups);
}
