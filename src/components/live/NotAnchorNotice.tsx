import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import type { LiveAccess } from './liveAccess';

/** Why a logged-in user who is not an approved anchor cannot use an anchor page, and what to do. */
export function NotAnchorNotice({ access }: { access: Exclude<LiveAccess, 'anchor'> }) {
  const { t } = useLingui();
  const titles: Record<typeof access, string> = {
    viewer: t`These pages are for anchors`,
    pending: t`Your application is under review`,
    rejected: t`Your anchor application was rejected`,
    banned: t`Your anchor account is banned`,
  };
  return (
    <section className="card live-gate" data-testid="live-not-anchor" data-access={access}>
      <h1 className="page-title">{titles[access]}</h1>
      {access === 'viewer' ? (
        <p>
          <Trans>
            Live configuration and live data are for approved anchors. Register as an anchor to stream on
            Tribune: platform customer service reviews every application and sends you an SMS once it is
            approved.
          </Trans>
        </p>
      ) : null}
      {access === 'pending' ? (
        <p>
          <Trans>
            Platform customer service is reviewing your anchor application. You will get an SMS once it is
            approved; then you can set up your live room here.
          </Trans>
        </p>
      ) : null}
      {access === 'rejected' ? (
        <p>
          <Trans>
            The review of your anchor application did not pass. You can apply again with new details.
          </Trans>
        </p>
      ) : null}
      {access === 'banned' ? (
        <p>
          <Trans>
            You cannot go live while your anchor account is banned. Please contact customer support.
          </Trans>
        </p>
      ) : null}
      <div className="live-gate-actions">
        {access === 'viewer' || access === 'rejected' ? (
          <Link to="/user/apply" className="btn btn-primary" data-testid="live-apply">
            <Trans>Become an anchor</Trans>
          </Link>
        ) : null}
        <Link to="/user/tutorial" className="btn btn-secondary">
          <Trans>How streaming works</Trans>
        </Link>
      </div>
    </section>
  );
}
