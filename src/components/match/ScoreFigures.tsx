import { useLingui } from '@lingui/react/macro';

/**
 * The two figures of a score line (the live page's header, an anchor room's score line): each side's
 * shown score, keyed on its goal count so a goal the video reaches replays the CSS animation once
 * (useGoalPulse); "vs" before there is a score.
 */
export function ScoreFigures({
  scores,
  pulse,
  className,
}: {
  scores: readonly [string, string] | null;
  pulse: { home: number; away: number };
  className: string;
}) {
  const { t } = useLingui();
  const side = (which: 'home' | 'away', index: 0 | 1) => (
    <span
      key={`${which}-${pulse[which]}`}
      className={pulse[which] > 0 ? 'score-goal' : undefined}
      data-testid={`score-${which}`}
      data-goal={pulse[which] || undefined}
    >
      {scores ? scores[index] : ''}
    </span>
  );
  return (
    <span className={className} aria-live="polite" aria-atomic="true">
      {side('home', 0)}
      <span className="score-sep" aria-hidden="true">
        {scores ? '–' : t`vs`}
      </span>
      {side('away', 1)}
    </span>
  );
}
