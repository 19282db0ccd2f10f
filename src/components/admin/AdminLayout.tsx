import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

import type { UserInfo } from '../../../protocol/account';
import { adminAccountEndpoints } from '../../../protocol/adminAccountEndpoints';
import { adminContentEndpoints } from '../../../protocol/adminContentEndpoints';
import { adminOpsEndpoints } from '../../../protocol/adminOpsEndpoints';
import { addEndpoints } from '../../api/client';
import { SignedIn } from '../account/SignedIn';
import { EmptyState } from '../ui/EmptyState';
import { NavLinks } from '../ui/SideNav';
import '../../styles/admin.css';

import { ADMIN_SECTIONS, type AdminRoute } from './adminSections';

// The console's calls come with the console (every console page renders this layout): the site's
// table, which every visitor downloads, does not carry them (protocol/siteEndpoints.ts).
addEndpoints({ ...adminAccountEndpoints, ...adminContentEndpoints, ...adminOpsEndpoints });

/**
 * A page of the platform console (/admin/*): its navigation and the page for a platform admin; any
 * other member is told the console is not theirs (the server refuses their calls anyway: 403).
 */
export function AdminLayout({
  current,
  title,
  testId,
  children,
}: {
  current: AdminRoute;
  title: string;
  testId: string;
  children: (admin: UserInfo) => ReactNode;
}) {
  const { t } = useLingui();
  return (
    <SignedIn>
      {(user) =>
        user.role !== 'admin' ? (
          <div data-testid="admin-only">
            <EmptyState title={t`For platform admins only`}>
              <p>
                <Trans>This console is where the platform's admins review anchors and run the site.</Trans>
              </p>
              <Link to="/" className="btn btn-primary">
                <Trans>Back to the home page</Trans>
              </Link>
            </EmptyState>
          </div>
        ) : (
          <div className="user-info-layout user-centre admin-console" data-testid={testId}>
            <nav className="user-info-nav user-info-nav-wide card" aria-label={t`Platform console`}>
              <h2 className="user-info-nav-title">{t`Platform console`}</h2>
              <NavLinks
                label={t`Platform console`}
                current={current}
                items={ADMIN_SECTIONS.map((s) => ({
                  to: s.to,
                  label: t(s.label),
                  icon: s.icon,
                  testId: `admin-nav-${s.to.split('/').pop() ?? ''}`,
                }))}
              />
            </nav>
            <div className="user-centre-main admin-main">
              <h1 className="page-title user-centre-title">{title}</h1>
              {children(user)}
            </div>
          </div>
        )
      }
    </SignedIn>
  );
}
