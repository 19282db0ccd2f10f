import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';

import { showToast } from '../../state/toasts';

interface Props {
  label: string;
  value: string;
  /** Masked until revealed (the push address, the live code); shown as is without it. */
  mask?: (value: string) => string;
  revealed?: boolean;
  onReveal?: (revealed: boolean) => void;
  /** The value as a link (the room address). */
  href?: string;
  testId: string;
  /** Under the value: when the code was made... */
  note?: ReactNode;
}

/** One address of the going-live card: its label, the value (masked or not), Reveal/Hide and Copy. */
export function AddressRow({ label, value, mask, revealed = false, onReveal, href, testId, note }: Props) {
  const { t } = useLingui();
  const labelId = useId();
  const hidden = mask !== undefined && !revealed;
  const shown = hidden ? mask(value) : value;

  function copy() {
    navigator.clipboard.writeText(value).then(
      () => showToast(t`Copied`, 'success'),
      () => showToast(t`Could not copy`, 'error'),
    );
  }

  return (
    <div className="live-address" data-testid={testId}>
      <dt id={labelId}>{label}</dt>
      <dd>
        <div className="live-address-line">
          {href ? (
            <a className="live-address-value" href={href} dir="ltr" data-testid={`${testId}-value`}>
              {shown}
            </a>
          ) : (
            <code
              className={`live-address-value${hidden ? ' masked' : ''}`}
              dir="ltr"
              aria-label={hidden ? t`${label} (hidden)` : undefined}
              data-testid={`${testId}-value`}
            >
              {shown}
            </code>
          )}
          <span className="live-address-buttons">
            {mask ? (
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-pressed={revealed}
                aria-describedby={labelId}
                onClick={() => onReveal?.(!revealed)}
                data-testid={`${testId}-reveal`}
              >
                {revealed ? <Trans>Hide</Trans> : <Trans>Reveal</Trans>}
              </button>
            ) : null}
            <button
              type="button"
              className="btn btn-secondary btn-small"
              aria-describedby={labelId}
              onClick={copy}
              data-testid={`${testId}-copy`}
            >
              <Trans>Copy</Trans>
            </button>
          </span>
        </div>
        {note}
      </dd>
    </div>
  );
}
