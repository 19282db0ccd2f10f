import { useLingui } from '@lingui/react/macro';

import { isLanguage, LANGUAGE_LOCALE, LANGUAGE_NAMES, LANGUAGES } from '../../../protocol/language';
import { changeLanguage } from '../../state/session';
import { useStore } from '../../state/store';

export function LanguageSwitcher() {
  const { t } = useLingui();
  const { language } = useStore();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t`Language`}</span>
      <select
        value={language}
        aria-label={t`Language`}
        data-testid="language-switcher"
        onChange={(e) => {
          if (isLanguage(e.target.value)) void changeLanguage(e.target.value);
        }}
      >
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang} lang={LANGUAGE_LOCALE[lang]}>
            {LANGUAGE_NAMES[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
