import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { ALL_ANCHOR_TYPE } from '../../../protocol/anchorConstants';
import { useStore } from '../../state/store';
import { anchorColumnName } from '../anchor/anchorColumnName';

/** The room's category: an anchor column of the store (§3), in the current language, not "All". */
export function CategoryField({
  value,
  onChange,
  error,
}: {
  value: number;
  onChange: (anchorType: number) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const { anchorColumns, language } = useStore();
  const id = useId();
  const columns = anchorColumns.filter((c) => c.anchorType !== ALL_ANCHOR_TYPE);
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{t`Category`}</label>
      <select
        id={id}
        name="anchorType"
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        data-testid="room-category"
      >
        {columns.some((c) => c.anchorType === value) ? null : (
          <option value={ALL_ANCHOR_TYPE}>{t`Choose a category`}</option>
        )}
        {columns.map((c) => (
          <option key={c.anchorType} value={c.anchorType}>
            {anchorColumnName(c, language)}
          </option>
        ))}
      </select>
      {error ? (
        <p className="field-error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field-hint">{t`Your room is listed under this category.`}</p>
      )}
    </div>
  );
}
