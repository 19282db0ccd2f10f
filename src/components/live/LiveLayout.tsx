import type { ReactNode } from 'react';

import type { UserInfo } from '../../../protocol/account';
import { SignedIn } from '../account/SignedIn';
import { liveAccessOf } from './liveAccess';
import { ANCHOR_ONLY_PAGES, type LivePage, LiveNav } from './LiveNav';
import { NotAnchorNotice } from './NotAnchorNotice';

/**
 * The anchor pages' user-centre layout: the side navigation and the page. An anchor-only page shows
 * a user who is not an approved anchor why, and how to apply, instead of its content.
 */
export function LiveLayout({
  current,
  children,
}: {
  current: LivePage;
  children: (user: UserInfo) => ReactNode;
}) {
  return (
    <SignedIn>
      {(user) => {
        const access = liveAccessOf(user);
        return (
          <div className="user-info-layout anchor-centre" data-testid="anchor-centre" data-page={current}>
            <LiveNav current={current} anchor={access === 'anchor'} />
            <div className="anchor-centre-main">
              {access !== 'anchor' && ANCHOR_ONLY_PAGES.includes(current) ? (
                <NotAnchorNotice access={access} />
              ) : (
                children(user)
              )}
            </div>
          </div>
        );
      }}
    </SignedIn>
  );
}
