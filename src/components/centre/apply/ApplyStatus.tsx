import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef } from 'react';

import type { ApplyDetails } from '../../../../protocol/profile';
import { formatDate } from '../../../i18n/format';
import { useStore } from '../../../state/store';

/** A moment of the application (applied, reviewed) in the reader's language. */
function useWhen(): (at: number | null) => string | null {
  const { language } = useStore();
  return (at) => (at === null ? null : formatDate(language, at, { dateStyle: 'medium', timeStyle: 'short' }));
}

/** The title of a state card; focused when the state was just reached on this page (after a submit). */
function StateTitle({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h2 className="centre-card-title" ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}

/** Under review: since when, and what happens next. */
export function ApplyPending({ details, focus }: { details: ApplyDetails; focus: boolean }) {
  const when = useWhen()(details.appliedAt);
  return (
    <section className="card centre-card centre-state centre-state-pending" data-testid="apply-pending">
      <StateTitle focus={focus}>
        <Trans>Your application is under review</Trans>
      </StateTitle>
      {when ? (
        <p className="centre-meta">
          <Trans>Submitted on {when}</Trans>
        </p>
      ) : null}
      <p>
        <Trans>
          Platform customer service reviews every application. The result arrives as a system message in your
          messages; once you are approved, the anchor centre opens in your user centre.
        </Trans>
      </p>
      <Link to="/user/tutorial" className="btn btn-secondary">
        <Trans>How streaming works</Trans>
      </Link>
    </section>
  );
}

/** Rejected: the platform's reason, and the way to apply again. */
export function ApplyRejected({
  details,
  onApplyAgain,
}: {
  details: ApplyDetails;
  onApplyAgain: () => void;
}) {
  const { t } = useLingui();
  const when = useWhen()(details.reviewedAt);
  return (
    <section className="card centre-card centre-state centre-state-rejected" data-testid="apply-rejected">
      <StateTitle focus={false}>
        <Trans>Your application was not approved</Trans>
      </StateTitle>
      {when ? (
        <p className="centre-meta">
          <Trans>Reviewed on {when}</Trans>
        </p>
      ) : null}
      <div className="centre-reason">
        <h3>{t`Reason`}</h3>
        <p data-testid="apply-reason">{details.reason?.trim() || t`No reason was given.`}</p>
      </div>
      <p>
        <Trans>You can correct your profile and apply again.</Trans>
      </p>
      <button type="button" className="btn btn-primary" onClick={onApplyAgain} data-testid="apply-again">
        <Trans>Apply again</Trans>
      </button>
    </section>
  );
}

/** Approved: the member is an anchor now; the anchor centre is the next stop. */
export function ApplyApproved({ details }: { details: ApplyDetails }) {
  const when = useWhen()(details.reviewedAt);
  return (
    <section className="card centre-card centre-state centre-state-approved" data-testid="apply-approved">
      <StateTitle focus={false}>
        <Trans>You are an anchor</Trans>
      </StateTitle>
      {when ? (
        <p className="centre-meta">
          <Trans>Approved on {when}</Trans>
        </p>
      ) : null}
      <p>
        <Trans>Set up your live room, get your push address and live code, and start streaming.</Trans>
      </p>
      <Link to="/user/configuration" className="btn btn-primary" data-testid="apply-anchor-centre">
        <Trans>Open the anchor centre</Trans>
      </Link>
    </section>
  );
}
