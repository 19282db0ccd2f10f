import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import type { MatchCard } from '../../../protocol/match';
import { periodColumns } from './matchDisplay';
import { scoreTexts } from './matchScoreText';
import { useMatchText } from './useMatchText';

/** Scores per period (quarters, sets, innings, maps) or football's half time, cards and corners. */
export function PeriodTable({ match }: { match: MatchCard }) {
  const { t } = useLingui();
  const text = useMatchText();
  const captionId = useId();
  const columns = periodColumns(match.sportId, match.homeScore, match.awayScore, match.period);
  const scores = scoreTexts(match);
  if (!scores || columns.length === 0) return null;
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
