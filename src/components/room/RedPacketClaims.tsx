import { Trans, useLingui } from '@lingui/react/macro';

import { useStore } from '../../state/store';
import { LoadError, LoadingBlock } from '../ui/LoadState';
import { useCallQuery } from '../ui/useCallQuery';

/** Who opened an envelope and how much each got (§7 /redPacket/list/{id}); the best share marked. */
export function RedPacketClaims({ id }: { id: number }) {
  const { t } = useLingui();
  const { userInfo } = useStore();
  // Asked at every opening: the shares are being taken while the envelope is open.
  const load = useCallQuery('redPacketList', { id }, { staleTime: 0 });
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
