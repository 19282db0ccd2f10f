import { useLingui } from '@lingui/react/macro';

import { AdminLayout } from '../../components/admin/AdminLayout';
import { WordsPanel } from '../../components/admin/content/WordsPanel';

/** /admin/words: the refused words of room and private chat (src/components/admin/content/WordsPanel.tsx). */
export function WordsPage() {
  const { t } = useLingui();
  return (
    <AdminLayout current="/admin/words" title={t`Refused words`} testId="admin-words">
      {() => <WordsPanel />}
    </AdminLayout>
  );
}
