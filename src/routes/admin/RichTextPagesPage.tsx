import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../protocol/language';
import { RICH_TEXT_KEYS, type RichTextKey } from '../../../protocol/system';
import { invalidateCalls } from '../../api/queryClient';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { RichTextEditor } from '../../components/admin/content/RichTextEditor';
import { RichTextVersions } from '../../components/admin/content/RichTextVersions';

/** /admin/pages: the agreements, the live tutorial, the rules and the FAQ in each language, with versions. */
export function RichTextPagesPage() {
  const { t } = useLingui();
  const client = useQueryClient();
  const [docKey, setDocKey] = useState<RichTextKey>('service');
  const [lang, setLang] = useState<Language>('en');
  const ids = { doc: useId(), lang: useId() };
  const names: Record<RichTextKey, string> = {
    service: t`Service agreement`,
    privacy: t`Privacy agreement`,
    tutorial: t`Live tutorial`,
    specification: t`Rules`,
    question: t`FAQ`,
  };
  const changed = () =>
    void invalidateCalls(['adminRichTextVersions', 'adminRichTextCurrent', 'richText'], client);
  return (
    <AdminLayout current="/admin/pages" title={t`Rich-text pages`} testId="admin-pages">
      {() => (
        <>
          <div className="admin-toolbar">
            <div className="field">
              <label htmlFor={ids.doc}>
                <Trans>Document</Trans>
              </label>
              <select
                id={ids.doc}
                value={docKey}
                onChange={(e) => setDocKey(e.target.value as RichTextKey)}
                data-testid="pages-doc"
              >
                {RICH_TEXT_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {names[k]}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label htmlFor={ids.lang}>
                <Trans>Language</Trans>
              </label>
              <select
                id={ids.lang}
                value={lang}
                onChange={(e) => setLang(e.target.value as Language)}
                data-testid="pages-lang"
              >
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <RichTextEditor key={`${docKey}:${lang}`} docKey={docKey} lang={lang} onSaved={changed} />
          <RichTextVersions docKey={docKey} lang={lang} onRestored={changed} />
        </>
      )}
    </AdminLayout>
  );
}
