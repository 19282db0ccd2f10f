import { Trans, useLingui } from '@lingui/react/macro';

import type { AdminPushRow } from '../../../../protocol/adminContent';
import { LANGUAGE_NAMES, isLanguage } from '../../../../protocol/language';
import { formatDate } from '../../../i18n/format';
import { useStore } from '../../../state/store';
import { SearchBox } from '../../ui/SearchBox';
import { AdminTable } from '../AdminTable';
import { useAdminList } from '../useAdminList';

/** Who a push went to, in words. */
export function useAudienceText() {
  const { t } = useLingui();
  return (audience: Record<string, unknown>) => {
    const name = typeof audience.username === 'string' ? audience.username : '';
    switch (audience.kind) {
      case 'language':
        return t`Language: ${isLanguage(audience.language) ? LANGUAGE_NAMES[audience.language] : '?'}`;
      case 'followers':
        return t`Followers of ${name}`;
      case 'user':
        return t`User ${name}`;
      case 'users': {
        const names = Array.isArray(audience.usernames) ? audience.usernames.join(', ') : '';
        return t`Users ${names}`;
      }
      default:
        return t`Everyone`;
    }
  };
}

/** The pushes of the console and the CLI, newest first, with recipients / sent / delivered / failed. */
export function PushHistory() {
  const { t } = useLingui();
  const { language } = useStore();
  const audienceText = useAudienceText();
  const list = useAdminList('adminPushHistory', 'createdAt');
  return (
    <section className="admin-section" aria-labelledby="push-history-h">
      <h2 id="push-history-h" className="admin-section-title">
        <Trans>History</Trans>
      </h2>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search by title or sender`}
          maxLength={100}
          testId="push-search"
        />
        <button
          type="button"
          className="btn btn-secondary btn-small"
          onClick={list.result.reload}
          data-testid="push-refresh"
        >
          <Trans>Refresh the counts</Trans>
        </button>
      </div>
      <AdminTable<AdminPushRow, 'createdAt'>
        caption={t`Pushes sent, newest first`}
        testId="push-history"
        columns={[
          {
            key: 'createdAt',
            label: t`Sent at`,
            sortKey: 'createdAt',
            render: (r) =>
              formatDate(language, new Date(r.createdAt), { dateStyle: 'medium', timeStyle: 'short' }),
          },
          { key: 'title', label: t`Title`, render: (r) => r.title },
          { key: 'audience', label: t`Audience`, render: (r) => audienceText(r.audience) },
          { key: 'recipients', label: t`Recipients`, numeric: true, render: (r) => r.recipients },
          { key: 'sent', label: t`Sent`, numeric: true, render: (r) => r.sent },
          { key: 'delivered', label: t`Shown`, numeric: true, render: (r) => r.delivered },
          { key: 'failed', label: t`Failed`, numeric: true, render: (r) => r.failed },
          { key: 'actor', label: t`By`, render: (r) => r.actor.replace(/^user:/, '') },
        ]}
        {...list.table}
        rowKey={(r) => r.id}
        emptyTitle={t`No push sent yet`}
      />
    </section>
  );
}
