import type { Language } from '../../../protocol/language';
import type { MatchNotification, MatchUpdate } from '../../../protocol/matchLive';
import { type MatchNotice, noticeScore, sideScoreText } from '../../../protocol/matchScore';
import type { SyncedNotice } from '../../state/matchSyncStore';

/**
 * The in-page match status notifications of §3/§4 (1 started shown 0-0, 2 ended, 3 first half
 * ended), pure: which live update gives a toast (a match I booked or watch, each notice once) and
 * the names and score it shows. A match whose view follows the video (issue 21) gives its toast when
 * the video passes the moment (crossedNoticeToShow), not when the update arrives.
 */

/** The key of a notice: the same moment of the same fixture is shown once, however often it arrives. */
export function noticeKey(
  update: Pick<MatchUpdate, 'matchId' | 'kickoffAt'>,
  n: Pick<MatchNotification, 'status'>,
): string {
  return `${update.matchId}:${update.kickoffAt}:${n.status}`;
}

/**
 * The notification to show for `update`, or null (none, not mine, held for the viewer's video, or
 * already shown; it is then marked shown). `held` says a synced view of the match waits for its video
 * to reach the update's moment (it shows the notice then, through crossedNoticeToShow).
 */
export function noticeToShow(
  update: MatchUpdate,
  booked: ReadonlySet<number>,
  watched: ReadonlySet<number>,
  shown: Set<string>,
  held: (matchId: number, at: number) => boolean = () => false,
): MatchNotification | null {
  const n = update.notification;
  if (!n || !(booked.has(update.matchId) || watched.has(update.matchId))) return null;
  if (held(update.matchId, update.at)) return null;
  const key = noticeKey(update, n);
  if (shown.has(key)) return null;
  shown.add(key);
  return n;
}

const pick = (names: Partial<Record<string, string>>, lang: Language): string =>
  names[lang] ?? names.en ?? Object.values(names).find((v) => !!v) ?? '';

/** Names in the reader's language (else English) and the §4 score of the notice (`0-0` when it started). */
export function noticeParts(n: MatchNotification, lang: Language) {
  const [home, away] = noticeScore(n.status, n.sportId, n.homeScore, n.awayScore, n.vbScores);
  return {
    home: pick(n.homeName, lang),
    away: pick(n.awayName, lang),
    score: `${sideScoreText(home)}-${sideScoreText(away)}`,
  };
}

/** The notice kind and the parts of a toast for a passed notice, or null when already shown (then marked shown). */
export function crossedNoticeToShow(
  n: SyncedNotice,
  shown: Set<string>,
): { status: MatchNotice; home: string; away: string; score: string } | null {
  const status = n.crossed.notice;
  const key = noticeKey(n, { status });
  if (shown.has(key)) return null;
  shown.add(key);
  const { homeScore, awayScore, vbScores } = n.crossed.moment;
  const [home, away] = noticeScore(status, n.sportId, homeScore, awayScore, vbScores);
  return { status, home: n.home, away: n.away, score: `${sideScoreText(home)}-${sideScoreText(away)}` };
}
