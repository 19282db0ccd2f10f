import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

import { setSpoilerShield, useSpoilerShield } from '../../state/spoilerShield';
import { SwitchInput } from '../ui/SwitchInput';

/**
 * The spoiler shield setting (src/state/spoilerShield.ts), once at the top of the match pages: the
 * home (/match/0) and every column and search, above all their lists, where the cards it changes are.
 * One place rather than one per list: the home shows the popular, sport, results and column lists on
 * one page, and a switch on each would be the same switch several times. Not in the account settings:
 * a visitor has the shield too, and it is set where its effect shows.
 */
export function SpoilerShieldSwitch() {
  const on = useSpoilerShield();
  const hint = useId();
  return (
    <div className="spoiler-shield">
      <label className="spoiler-shield-switch">
        <SwitchInput checked={on} onChange={setSpoilerShield} describedBy={hint} testId="spoiler-shield" />
        <span>
          <Trans>Spoiler shield</Trans>
        </span>
      </label>
      <span id={hint} className="spoiler-shield-hint">
        <Trans>Hides the scores of the matches you booked or opened.</Trans>
      </span>
    </div>
  );
}
