import type { UserInfo } from '../../../protocol/account';

/**
 * What the anchor pages (/user/configuration, /user/datas) show a user: the pages themselves to an
 * approved anchor (as the server's requireAnchor decides), else why not and what to do.
 */
export type LiveAccess = 'anchor' | 'pending' | 'rejected' | 'banned' | 'viewer';

export function liveAccessOf(user: Pick<UserInfo, 'role' | 'anchorStatus'>): LiveAccess {
  switch (user.anchorStatus) {
    case 'approved':
      return user.role === 'anchor' ? 'anchor' : 'viewer';
    case 'pending':
      return 'pending';
    case 'rejected':
      return 'rejected';
    case 'banned':
    case 'permaBanned':
      return 'banned';
    case 'none':
      return 'viewer';
  }
}
