import { eventClock, type MatchEvent } from '../../../protocol/matchEvents';

/**
 * The commentary text track of a match (WebVTT), made from its events: one cue per event, shown for
 * CUE_SECONDS from the moment of the stream that shows it. Cue times count from `origin`, the
 * wall-clock moment at media time 0 of the viewer's player (live: from the playlist's
 * EXT-X-PROGRAM-DATE-TIME; replay: the kickoff). The text is made of symbols, clock, player and
 * team names only, so it reads the same in every language.
 */
export const CUE_SECONDS = 8;

export interface CommentaryMatch {
  sportId: number;
  home: string;
  away: string;
}

/** `hh:mm:ss.mmm` of WebVTT (hours grow past two digits when needed). */
export function vttTime(seconds: number): string {
  const ms = Math.max(0, Math.round(seconds * 1000));
  const h = Math.floor(ms / 3600_000);
  const m = Math.floor(ms / 60_000) % 60;
  const s = Math.floor(ms / 1000) % 60;
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const SYMBOL: Record<MatchEvent['kind'], string> = {
  goal: '⚽',
  ownGoal: '⚽ (OG)',
  goalDisallowed: '🚫 ⚽',
  yellowCard: '🟨',
  redCard: '🟥',
  substitution: '🔄',
  shootoutScored: '⚽ ✓',
  shootoutMissed: '⚽ ✗',
  score: '➕',
  periodStart: '▶',
  periodEnd: '⏸',
  matchEnd: '⏹',
};

/** One cue's text: symbol, clock, who, and the score after it when it has one. */
export function cueText(match: CommentaryMatch, e: MatchEvent): string {
  const team = e.side === 'home' ? match.home : e.side === 'away' ? match.away : null;
  const who = e.player ? `${e.player}${e.number !== null ? ` (${e.number})` : ''}` : null;
  const score = e.score ? `${match.home} ${e.score[0]}-${e.score[1]} ${match.away}` : null;
  const parts: string[] = [`${SYMBOL[e.kind]} ${eventClock(match.sportId, e)}`];
  if (e.kind === 'substitution') parts.push(`↑ ${e.player ?? '?'} ↓ ${e.playerOut ?? '?'}`);
  else if (who) parts.push(who);
  if (e.kind === 'score' && e.points !== null) parts.push(`+${e.points}`);
  if (team && (e.kind !== 'goal' || !score)) parts.push(team);
  if (score && e.kind !== 'substitution') parts.push(score);
  return parts.join(' · ').replace(/-->/g, '→');
}

/** The whole WebVTT file: cues in time order, those before `origin` left out. */
export function commentaryVtt(match: CommentaryMatch, events: readonly MatchEvent[], origin: number): string {
  const lines = ['WEBVTT', ''];
  const sorted = [...events].sort((a, b) => a.at - b.at || a.id - b.id);
  for (const e of sorted) {
    const start = (e.at - origin) / 1000;
    if (start < 0) continue;
    lines.push(`${e.id}`, `${vttTime(start)} --> ${vttTime(start + CUE_SECONDS)}`, cueText(match, e), '');
  }
  return `${lines.join('\n')}\n`;
}
