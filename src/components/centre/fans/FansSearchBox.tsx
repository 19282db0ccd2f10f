import { useLingui } from '@lingui/react/macro';

import { FANS_KEYWORD_MAX } from '../../../../protocol/space';
import { SearchBox } from '../../ui/SearchBox';

/** The nickname search of the fans list (ui/SearchBox.tsx). */
export function FansSearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useLingui();
  return (
    <SearchBox
      value={value}
      onSearch={onSearch}
      label={t`Search fans by nickname`}
      maxLength={FANS_KEYWORD_MAX}
      testId="fans-search"
    />
  );
}
