import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';

import type { Language } from '../../../../protocol/language';
import type { RichTextKey } from '../../../../protocol/system';
import { callData } from '../../../api/client';
import { formatDate } from '../../../i18n/format';
import { useStore } from '../../../state/store';
import { showToast } from '../../../state/toasts';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Dialog } from '../../ui/Dialog';
import { RichText } from '../../ui/RichText';
import { useCallQuery } from '../../ui/useCallQuery';
import { AdminTable } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { useContentError } from './useContentError';

function VersionView({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const version = useCallQuery('adminRichTextVersion', { id });
  const v = version.data;
  return (
    <Dialog title={t`Version ${id}`} onClose={onClose} testId="pages-version-dialog">
      {v ? (
        <>
          <article className="prose doc-page">
            <h1>{v.title}</h1>
            <RichText className="doc-body" html={v.html} />
          </article>
          <details>
            <summary>
              <Trans>HTML source</Trans>
            </summary>
            <pre className="admin-richtext-code">{v.html}</pre>
          </details>
        </>
      ) : (
        <p role="status">{version.error ?? t`Loading…`}</p>
      )}
    </Dialog>
  );
}

/** The saved versions of a document in one language, newest first: view one, restore one (saved anew). */
export function RichTextVersions({
  docKey,
  lang,
  onRestored,
}: {
  docKey: RichTextKey;
  lang: Language;
  onRestored: () => void;
}) {
  const { t } = useLingui();
  const { language } = useStore();
  const contentError = useContentError();
  const list = useAdminList('adminRichTextVersions', 'createdAt', { key: docKey, lang });
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const restore = async (id: number) => {
    setBusy(true);
    setError('');
    try {
      const saved = await callData('adminRichTextRestore', { id });
      const n = saved.id;
      showToast(t`Restored as version ${n}`, 'success');
      setRestoring(null);
      list.result.reload();
      onRestored();
    } catch (e) {
      setError(contentError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="pages-versions-h">
      <h2 id="pages-versions-h" className="admin-section-title">
        <Trans>Versions</Trans>
      </h2>
      <AdminTable
        caption={t`Saved versions, newest first`}
        testId="pages-versions"
        columns={[
          { key: 'id', label: t`Version`, numeric: true, render: (r) => r.id },
          {
            key: 'createdAt',
            label: t`Saved at`,
            sortKey: 'createdAt',
            render: (r) =>
              formatDate(language, new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
          },
          { key: 'actor', label: t`By`, render: (r) => r.actor.replace(/^user:/, '') },
          { key: 'title', label: t`Title`, render: (r) => r.title },
          {
            key: 'actions',
            label: t`Actions`,
            render: (r) => (
              <div className="admin-actions">
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => setViewing(r.id)}
                  aria-label={t`View version ${r.id}`}
                >
                  <Trans>View</Trans>
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  onClick={() => {
                    setError('');
                    setRestoring(r.id);
                  }}
                  aria-label={t`Restore version ${r.id}`}
                  data-testid="pages-restore"
                >
                  <Trans>Restore</Trans>
                </button>
              </div>
            ),
          },
        ]}
        {...list.table}
        rowKey={(r) => String(r.id)}
        emptyTitle={t`No version saved in this language yet`}
        emptyText={t`Users see the built-in text until the first save.`}
      />
      {viewing !== null ? <VersionView id={viewing} onClose={() => setViewing(null)} /> : null}
      {restoring !== null ? (
        <ConfirmDialog
          title={t`Restore version ${restoring}`}
          confirmLabel={<Trans>Restore</Trans>}
          busy={busy}
          error={error}
          testId="pages-restore-dialog"
          confirmTestId="pages-restore-confirm"
          onConfirm={() => void restore(restoring)}
          onClose={() => setRestoring(null)}
        >
          <p>
            <Trans>
              It is saved again as the newest version, which users then see. The versions in between are kept.
            </Trans>
          </p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
