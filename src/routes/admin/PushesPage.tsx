import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import type { AdminPushRow } from '../../../protocol/adminContent';
import { invalidateCalls } from '../../api/queryClient';
import { AdminLayout } from '../../components/admin/AdminLayout';
import { PushComposer } from '../../components/admin/content/PushComposer';
import { PushHistory, useAudienceText } from '../../components/admin/content/PushHistory';

/** /admin/pushes: compose and send a type 4 push, its counts, the history of pushes. */
export function PushesPage() {
  const { t } = useLingui();
  const client = useQueryClient();
  const audienceText = useAudienceText();
  const [last, setLast] = useState<AdminPushRow | null>(null);
  return (
    <AdminLayout current="/admin/pushes" title={t`Pushes`} testId="admin-pushes">
      {() => (
        <>
          <PushComposer
            onSent={(row) => {
              setLast(row);
              void invalidateCalls(['adminPushHistory'], client);
            }}
          />
          {last ? (
            <section className="card admin-panel" role="status" data-testid="push-result">
              <h2>
                <Trans>Sent: “{last.title}”</Trans>
              </h2>
              <p className="admin-muted">{audienceText(last.audience)}</p>
              <dl className="admin-stats">
                <div className="admin-stat card">
                  <dt>
                    <Trans>Recipients</Trans>
                  </dt>
                  <dd data-testid="push-result-recipients">{last.recipients}</dd>
                </div>
                <div className="admin-stat card">
                  <dt>
                    <Trans>Sent</Trans>
                  </dt>
                  <dd data-testid="push-result-sent">{last.sent}</dd>
                </div>
                <div className="admin-stat card">
                  <dt>
                    <Trans>Failed</Trans>
                  </dt>
                  <dd>{last.failed}</dd>
                </div>
              </dl>
              <p className="field-hint">
                <Trans>
                  “Shown” counts the browsers that reported the popup; see it grow in the history below.
                </Trans>
              </p>
            </section>
          ) : null}
          <PushHistory />
        </>
      )}
    </AdminLayout>
  );
}
