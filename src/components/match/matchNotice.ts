import type { Language } from '../../../protocol/language';
import type { MatchNotification, MatchUpdate } from '../../../protocol/matchLive';
import { noticeScore, sideScoreText } from '../../../protocol/matchScore';

/**
 * The in-page match status notifications of §3/§4 (1 started shown 0-0, 2 ended, 3 first half
 * ended), pure: which live update gives a toast (a match I booked or watch, each notice once) and
 * the names and score it shows.
 */

/** The key of a notice: the same moment of the same fixture is shown once, however often it arrives. */
export function noticeKey(update: Pick<MatchUpdate, 'matchId' | 'kickoffAt'>, n: MatchNotification): string {
  return `${update.matchId}:${update.kickoffAt}:${n.status}`;
}

/** The notification to show for `update`, or null (none, not mine, or already shown; it is then marked shown). */
export function noticeToShow(
  update: MatchUpdate,
  booked: ReadonlySet<number>,
  watched: ReadonlySet<number>,
  shown: Set<string>,
): MatchNotification | null {
  const n = update.notification;
  if (!n || !(booked.has(update.matchId) || watched.has(update.matchId))) return null;
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
