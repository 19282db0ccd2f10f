import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';

import { MatchNotice } from '../../../protocol/matchScore';
import { onMatchUpdate, useMatchLive, watchedMatches } from '../../state/matchLive';
import { useReservations } from '../../state/reservations';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { noticeParts, noticeToShow } from './matchNotice';

/** Notices already shown in this tab (a notice arriving twice, or after a reconnect, shows once). */
const shown = new Set<string>();

/**
 * In-page toasts of the §3/§4 match status notifications (1 started, shown 0-0; 2 ended; 3 first
 * half ended) for the matches I booked (followed here, so their updates reach the tab over the
 * worker's socket) or watch (their live or match page is open). Mounted once, in the layout.
 */
export function useMatchNoticeToasts(): void {
  const { t } = useLingui();
  const { language } = useStore();
  const { list } = useReservations();
  const booked = list.map((r) => r.matchId);
  useMatchLive(booked);
  const current = useRef({ booked: new Set(booked), language, t });
  current.current = { booked: new Set(booked), language, t };

  useEffect(
    () =>
      onMatchUpdate((update) => {
        const { booked: mine, language: lang, t: tr } = current.current;
        const n = noticeToShow(update, mine, watchedMatches(), shown);
        if (!n) return;
        const { home, away, score } = noticeParts(n, lang);
        const text =
          n.status === MatchNotice.Started
            ? tr`${home} – ${away} has kicked off: ${score}`
            : n.status === MatchNotice.Ended
              ? tr`Full time: ${home} ${score} ${away}`
              : tr`Half time: ${home} ${score} ${away}`;
        showToast(text, 'info');
      }),
    [],
  );
}
