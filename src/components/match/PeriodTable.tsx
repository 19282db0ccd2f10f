import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { MatchCard } from '../../../protocol/match';
import { periodColumns } from './matchDisplay';
import { scoreTexts } from './matchScoreText';
import { useMatchText } from './useMatchText';

const columnsOf = (m: MatchCard) => periodColumns(m.sportId, m.homeScore, m.awayScore, m.period);

/**
 * Scores per period (quarters, sets, innings, maps) or football's half time, cards and corners.
 * `known`: the match as the server has it, when `match` is what the video has reached (the live
 * page's sync). While that waits, nothing of the score may show, but the table does exist: its
 * place is held (the teams, a dash for the score, no period) so that it does not push the page
 * down when it fills (a layout shift of 0.07 under Lighthouse on the live page).
 */
export function PeriodTable({ match, known }: { match: MatchCard; known?: MatchCard }) {
  const { t } = useLingui();
  const text = useMatchText();
  const captionId = useId();
  const shown = { columns: columnsOf(match), scores: scoreTexts(match) };
  const ready = shown.scores !== null && shown.columns.length > 0;
  const waiting = !ready && known !== undefined && scoreTexts(known) !== null && columnsOf(known).length > 0;
  if (!ready && !waiting) return null;
  const columns = ready ? shown.columns : [];
  const scores = ready ? shown.scores! : ['–', '–'];
  const sides = [
    { name: match.home.name, key: 'home' as const },
    { name: match.away.name, key: 'away' as const },
  ];
  return (
    // It scrolls sideways on a phone: focusable, so the keyboard can scroll it, and named by its caption.
    <div
      className="period-table-wrap card"
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      data-testid="period-table"
      aria-busy={waiting}
    >
      <table className="period-table">
        <caption id={captionId}>
          <Trans>Match statistics</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t`Team`}</span>
            </th>
            {columns.map((c) => (
              <th scope="col" key={`${c.kind}-${c.n}`}>
                {text.column(c)}
              </th>
            ))}
            <th scope="col" className="period-total">
              <Trans>Score</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {sides.map((side, i) => (
            <tr key={side.key}>
              <th scope="row">{side.name}</th>
              {columns.map((c) => {
                const extra = side.key === 'home' ? c.homeExtra : c.awayExtra;
                return (
                  <td key={`${c.kind}-${c.n}`}>
                    {side.key === 'home' ? c.home : c.away}
                    {extra !== undefined ? <sup>{extra}</sup> : null}
                  </td>
                );
              })}
              <td className="period-total">{scores[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
