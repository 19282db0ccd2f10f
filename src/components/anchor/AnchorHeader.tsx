import { Trans, useLingui } from '@lingui/react/macro';

import type { AnchorDetails } from '../../../protocol/anchor';
import { shortenNumber } from '../../../protocol/format';
import { Avatar } from '../ui/Avatar';
import { FollowButton, type FollowValue } from './FollowButton';

/** The room's head: avatar, nickname, room title, live state, fans and online counts, Follow. */
export function AnchorHeader({
  details,
  online,
  follow,
  onFollow,
}: {
  details: AnchorDetails;
  online: number | null;
  follow: FollowValue;
  onFollow: (value: FollowValue) => void;
}) {
  const { t } = useLingui();
  const fans = shortenNumber(follow.fans);
  const watching = online === null ? null : shortenNumber(online);
  return (
    <header className="anchor-head card" data-testid="anchor-head">
      <Avatar src={details.avatar} name={details.nickname} size={56} />
      <div className="anchor-head-text">
        <h1 className="anchor-head-title">{details.title || details.nickname}</h1>
        <p className="anchor-head-meta">
          <span className="anchor-head-name">{details.nickname}</span>
          {details.live ? (
            <span className="room-state room-state-live">
              <Trans>Live</Trans>
            </span>
          ) : (
            <span className="room-state room-state-off">
              <Trans>Offline</Trans>
            </span>
          )}
        </p>
        <p className="anchor-head-counts">
          <span data-testid="fans-count" data-value={follow.fans} aria-label={t`${fans} fans`}>
            <Trans>
              <strong>{fans}</strong> fans
            </Trans>
          </span>
          {watching !== null ? (
            <span data-testid="online-count" aria-label={t`${watching} online`}>
              <Trans>
                <strong>{watching}</strong> online
              </Trans>
            </span>
          ) : null}
        </p>
      </div>
      <div className="anchor-head-actions">
        <FollowButton anchorId={details.uid} value={follow} onChange={onFollow} />
      </div>
    </header>
  );
}
