import { useLingui } from '@lingui/react/macro';

import type { AnchorStatus, Role } from '../../../protocol/account';

/** The role badge and, for anchors and applicants, the anchor status badge (§4 anchor account states). */
export function UserInfoBadges({ role, anchorStatus }: { role: Role; anchorStatus: AnchorStatus }) {
  const { t } = useLingui();
  const roles: Record<Role, string> = { viewer: t`Viewer`, anchor: t`Anchor`, admin: t`Platform admin` };
  const statuses: Record<AnchorStatus, string> = {
    none: t`Not an anchor`,
    pending: t`Anchor under review`,
    approved: t`Approved anchor`,
    rejected: t`Anchor review rejected`,
    banned: t`Anchor banned`,
    permaBanned: t`Permanently banned`,
  };
  return (
    <div className="user-info-badges">
      <span className="badge" data-testid="role-badge">
        {roles[role]}
      </span>
      <span className={`badge status-badge status-${anchorStatus}`} data-testid="anchor-status-badge">
        {statuses[anchorStatus]}
      </span>
    </div>
  );
}
