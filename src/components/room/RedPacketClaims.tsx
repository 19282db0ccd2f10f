import { Trans, useLingui } from '@lingui/react/macro';

import { call } from '../../api/client';
import { useStore } from '../../state/store';
import { useLoad } from '../match/useLoad';
import { LoadError, LoadingBlock } from '../ui/LoadState';

/** Who opened an envelope and how much each got (§7 /redPacket/list/{id}); the best share marked. */
export function RedPacketClaims({ id }: { id: number }) {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const load = useLoad(() => call('redPacketList', { id }), String(id));
  const label = t`Who opened it`;
  if (load.error) return <LoadError message={load.error} onRetry={load.reload} />;
  if (!load.data) return <LoadingBlock rows={2} label={label} />;
  const { redPacket, claims } = load.data;
  const { claimed, count } = redPacket;
  return (
    <section className="redpacket-claims" aria-label={label} data-testid="room-redpacket-claim-list">
      <p className="redpacket-claims-head">
        <Trans>
          {claimed} of {count} opened
        </Trans>
      </p>
      {claims.length === 0 ? (
        <p className="room-empty">
          <Trans>Nobody opened it yet</Trans>
        </p>
      ) : (
        <ul>
          {claims.map((c) => (
            <li key={c.userID} className={c.userID === userInfo?.uid ? 'mine' : undefined}>
              <span className="redpacket-claimer">{c.nickname}</span>
              {c.best ? (
                <span className="room-badge">
                  <Trans>Best luck</Trans>
                </span>
              ) : null}
              <strong>{c.amount}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
