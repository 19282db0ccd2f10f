import type { ReactNode } from 'react';

import type { UserInfo } from '../../../protocol/account';
import { liveAccessOf } from '../live/liveAccess';
import { NotAnchorNotice } from '../live/NotAnchorNotice';

/** A page of approved anchors only (the photo wall, the posts): anyone else is told why and what to do. */
export function AnchorOnly({ user, children }: { user: UserInfo; children: ReactNode }) {
  const access = liveAccessOf(user);
  return access === 'anchor' ? children : <NotAnchorNotice access={access} />;
}
