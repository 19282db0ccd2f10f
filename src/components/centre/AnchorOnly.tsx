import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

import type { UserInfo } from '../../../protocol/account';
import { liveAccessOf } from '../live/liveAccess';

/**
 * An anchor page of the centre (fans, earnings) opened by someone who is not an approved anchor:
 * why not, and the way to apply or to the application.
 */
export function AnchorOnly({ user }: { user: UserInfo }) {
  const { t } = useLingui();
  const access = user.role === 'admin' ? 'admin' : liveAccessOf(user);
  const titles: Record<typeof access, string> = {
    admin: t`This page is for anchors`,
    anchor: t`This page is for anchors`,
    viewer: t`This page is for anchors`,
    pending: t`Your application is under review`,
    rejected: t`Your anchor application was rejected`,
    banned: t`Your anchor account is banned`,
  };
  return (
    <section className="card centre-card centre-gate" data-testid="centre-not-anchor" data-access={access}>
      <h2 className="centre-card-title">{titles[access]}</h2>
      <p>
        {access === 'banned' ? (
          <Trans>Please contact customer support about your anchor account.</Trans>
        ) : (
          <Trans>
            Fans and earnings are for approved anchors: viewers who follow you and the gifts they send.
          </Trans>
        )}
      </p>
      {access === 'viewer' || access === 'pending' || access === 'rejected' ? (
        <Link to="/user/apply" className="btn btn-primary" data-testid="centre-apply-link">
          {access === 'viewer' ? (
            <Trans>Apply to become an anchor</Trans>
          ) : (
            <Trans>See your application</Trans>
          )}
        </Link>
      ) : null}
    </section>
  );
}
