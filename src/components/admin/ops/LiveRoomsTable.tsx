import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import type { LIVE_SORTS, LiveRoomRow } from '../../../../protocol/adminOps';
import { callData } from '../../../api/client';
import { invalidateCalls } from '../../../api/queryClient';
import { showToast } from '../../../state/toasts';
import { SearchBox } from '../../ui/SearchBox';
import { type AdminColumn, AdminTable } from '../AdminTable';
import { useAdminList } from '../useAdminList';
import { useOpsFormat } from './opsFormat';
import { ReasonDialog } from '../ReasonDialog';

type Sort = (typeof LIVE_SORTS)[number];
/** The live list is asked again this often while shown. */
const LIVE_REFRESH_MS = 15_000;

/** Stream health from the ingest: mode, since when, heartbeat, newest segment, bitrate. */
function Health({ room }: { room: LiveRoomRow }) {
  const f = useOpsFormat();
  const { t } = useLingui();
  const ingest = room.ingest;
  if (!ingest)
    return (
      <span className="ops-muted" data-testid="ops-no-ingest">
        {room.streamUrl ? (
          <Trans>No ingest data (external stream address)</Trans>
        ) : (
          <Trans>No ingest data (demo channel “{room.channel}”)</Trans>
        )}
      </span>
    );
  const beat = ingest.lastDataAgeMs;
  return (
    <dl className="ops-health" data-testid="ops-ingest">
      <dt>
        <Trans>Ingest</Trans>
      </dt>
      <dd>{ingest.source === 'embedded' ? t`This site's RTMP` : t`External media server`}</dd>
      <dt>
        <Trans>Since</Trans>
      </dt>
      <dd>{f.when(ingest.startedAt)}</dd>
      <dt>
        <Trans>Last data</Trans>
      </dt>
      <dd>
        <span className={`admin-badge ${beat > 30_000 ? 'warn' : 'ok'}`}>
          <Trans>{f.age(beat)} ago</Trans>
        </span>
      </dd>
      <dt>
        <Trans>Last segment</Trans>
      </dt>
      <dd>
        {ingest.lastSegmentAgeMs === null ? (
          <Trans>not on this node</Trans>
        ) : (
          <Trans>{f.age(ingest.lastSegmentAgeMs)} ago</Trans>
        )}
      </dd>
      <dt>
        <Trans>Bitrate</Trans>
      </dt>
      <dd>
        {ingest.bitrateKbps === null ? (
          <Trans>unknown</Trans>
        ) : (
          <Trans>{f.number(ingest.bitrateKbps)} kbit/s</Trans>
        )}
      </dd>
    </dl>
  );
}

/** The rooms live now: viewers over every node, stream health, Cut stream and Reset live code. */
export function LiveRoomsTable() {
  const { t } = useLingui();
  const f = useOpsFormat();
  const list = useAdminList<'adminLiveRooms', Sort>('adminLiveRooms', 'viewers');
  const [acting, setActing] = useState<{ room: LiveRoomRow; action: 'cut' | 'reset' } | null>(null);
  const columns: AdminColumn<LiveRoomRow, Sort>[] = [
    {
      key: 'room',
      label: t`Room`,
      render: (r) => (
        <>
          <strong>{r.nickname}</strong> <span className="ops-muted">@{r.username}</span>
          <br />
          {r.title ? <span>{r.title}</span> : null}
        </>
      ),
    },
    {
      key: 'viewers',
      label: t`Viewers`,
      render: (r) => f.number(r.viewers),
      sortKey: 'viewers',
      numeric: true,
    },
    { key: 'liveSince', label: t`Live since`, render: (r) => f.when(r.liveSince), sortKey: 'liveSince' },
    { key: 'health', label: t`Stream health`, render: (r) => <Health room={r} /> },
    {
      key: 'actions',
      label: t`Actions`,
      render: (r) => (
        <div className="admin-actions">
          {r.ingest ? (
            <button
              type="button"
              className="btn btn-small btn-danger"
              onClick={() => setActing({ room: r, action: 'cut' })}
              data-testid={`ops-cut-${r.username}`}
            >
              <Trans>Cut stream</Trans>
              <span className="visually-hidden"> {r.nickname}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn-small btn-secondary"
            onClick={() => setActing({ room: r, action: 'reset' })}
            data-testid={`ops-reset-${r.username}`}
          >
            <Trans>Reset live code</Trans>
            <span className="visually-hidden"> {r.nickname}</span>
          </button>
        </div>
      ),
    },
  ];
  return (
    <section className="admin-panel card ops-section" aria-labelledby="ops-live-title">
      <h2 id="ops-live-title">
        <Trans>Rooms live now</Trans>
      </h2>
      <div className="admin-toolbar">
        <SearchBox
          value={list.state.query}
          onSearch={list.setQuery}
          label={t`Search by anchor or title`}
          maxLength={100}
          testId="ops-live-search"
        />
        <button
          type="button"
          className="btn btn-secondary"
          onClick={list.result.reload}
          data-testid="ops-live-refresh"
        >
          <Trans>Refresh</Trans>
        </button>
      </div>
      <AutoRefresh reload={list.result.reload} />
      <AdminTable
        caption={t`Rooms live now`}
        columns={columns}
        {...list.table}
        rowKey={(r) => String(r.anchorId)}
        emptyTitle={t`No room is live`}
        testId="ops-live"
      />
      {acting?.action === 'cut' ? (
        <ReasonDialog
          title={t`Cut the stream of ${acting.room.nickname}?`}
          confirmLabel={t`Cut stream`}
          danger
          testId="ops-cut-dialog"
          onClose={() => setActing(null)}
          run={async ({ reason }) => {
            const done = await callData('adminLiveCut', { username: acting.room.username, reason });
            void invalidateCalls(['adminLiveRooms']);
            showToast(
              done.cut ? t`Stream cut` : t`The stream had already ended`,
              done.cut ? 'success' : 'info',
            );
          }}
        >
          <p>
            <Trans>
              The room goes offline at once and its viewers see that the stream ended. The anchor can publish
              again.
            </Trans>
          </p>
        </ReasonDialog>
      ) : null}
      {acting?.action === 'reset' ? (
        <ReasonDialog
          title={t`Reset the live code of ${acting.room.nickname}?`}
          confirmLabel={t`Reset live code`}
          danger
          testId="ops-reset-dialog"
          onClose={() => setActing(null)}
          run={async ({ reason }) => {
            const done = await callData('adminLiveCodeReset', { username: acting.room.username, reason });
            void invalidateCalls(['adminLiveRooms']);
            showToast(done.cut ? t`Live code reset; the stream was cut` : t`Live code reset`, 'success');
          }}
        >
          <p>
            <Trans>
              The old code stops working at once and a stream published with it is cut. The anchor finds the
              new code in their live settings.
            </Trans>
          </p>
        </ReasonDialog>
      ) : null}
    </section>
  );
}

/** Asks for the live list again every LIVE_REFRESH_MS while the page is shown. */
function AutoRefresh({ reload }: { reload: () => void }) {
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') reload();
    }, LIVE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);
  return null;
}
