import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import { shortenNumber } from '../../../protocol/format';
import type { AnchorCard } from '../../../protocol/match';
import { Avatar } from '../ui/Avatar';

/** An anchor of a list; `live` (the room is live) when known, else live while streaming a live match. */
export type AnchorListItem = AnchorCard & { live?: boolean };

/** Anchors (streaming a match, or recommended): avatar, name, viewers while live, a link to their room. */
export function AnchorList({ anchors, testId }: { anchors: readonly AnchorListItem[]; testId: string }) {
  const { t } = useLingui();
  return (
    <ul className="anchor-list" data-testid={testId}>
      {anchors.map((a) => {
        const count = shortenNumber(a.viewers);
        const live = a.live ?? a.liveMatchId !== null;
        return (
          <li key={a.uid}>
            <Link to="/anchor/room/$id" params={{ id: a.uid }} className="anchor-item">
              <Avatar src={a.avatar} name={a.nickname} size={44} />
              <span className="anchor-name">{a.nickname}</span>
              <span className="anchor-meta">
                {live ? (
                  <>
                    <span className="live-dot">
                      <Trans>Live</Trans>
                    </span>
                    <span>{t`${count} watching`}</span>
                  </>
                ) : (
                  <span>
                    <Trans>Offline</Trans>
                  </span>
                )}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
