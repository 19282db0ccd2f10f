import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { MatchNotice } from '../../../protocol/matchScore';
import { onMatchUpdate, useMatchLive, useSocketUps, watchedMatches } from '../../state/matchLive';
import { holdsNotice, onSyncedNotice } from '../../state/matchSyncStore';
import { useReservations } from '../../state/reservations';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { crossedNoticeToShow, noticeParts, noticeToShow } from './matchNotice';

/** Notices already shown in this tab (a notice arriving twice, or after a reconnect, shows once). */
const shown = new Set<string>();

/**
 * In-page toasts of the §3/§4 match status notifications (1 started, shown 0-0; 2 ended; 3 first
 * half ended) for the matches I booked (followed here, so their updates reach the tab over the
 * worker's socket) or watch (their live or match page is open). Mounted once, in the layout. A match
 * whose view follows the video (issue 21) gives its toast when the video passes the moment.
 */
export function useMatchNoticeToasts(): void {
  const { t } = useLingui();
  const { language } = useStore();
  const { list } = useReservations();
  const booked = list.map((r) => r.matchId);
  useMatchLive(booked);
  const key = booked.join(',');
  const current = useRef({ booked: new Set<number>(), language });
  useEffect(() => {
    current.current = { booked: new Set(key ? key.split(',').map(Number) : []), language };
  }, [key, language]);
  // Mounted for good in the layout: keeps the count of socket ups in step even when no match view is open.
  useSocketUps();

  useEffect(() => {
    const toast = (status: MatchNotice, home: string, away: string, score: string) =>
      showToast(
        status === MatchNotice.Started
          ? t`${home} – ${away} has kicked off: ${score}`
          : status === MatchNotice.Ended
            ? t`Full time: ${home} ${score} ${away}`
            : t`Half time: ${home} ${score} ${away}`,
        'info',
      );
    const offUpdates = onMatchUpdate((update) => {
      const n = noticeToShow(update, current.current.booked, watchedMatches(), shown, holdsNotice);
      if (!n) return;
      const { home, away, score } = noticeParts(n, current.current.language);
      toast(n.status, home, away, score);
    });
    const offPassed = onSyncedNotice((passed) => {
      const n = crossedNoticeToShow(passed, shown);
      if (n) toast(n.status, n.home, n.away, n.score);
    });
    return () => {
      offUpdates();
      offPassed();
    };
  }, [t]);
}
