import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';

/** Shown instead of the form once the application is in: what happens next and the way to /login. */
export function RegisterSubmitted({ nickname }: { nickname: string }) {
  const titleRef = useRef<HTMLHeadingElement>(null);

  // The form was long and the user is at its bottom: bring the confirmation into view and announce it.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    titleRef.current?.focus();
  }, []);

  return (
    <section
      className="register-submitted"
      data-testid="register-submitted"
      aria-labelledby="register-submitted-title"
    >
      <div className="submitted-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="36" height="36">
          <path
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
            strokeLinecap="round"
            strokeLinejoin="round"
            d="m5 12.5 4.5 4.5L19 7.5"
          />
        </svg>
      </div>
      <h1 id="register-submitted-title" className="page-title" tabIndex={-1} ref={titleRef}>
        <Trans>Application submitted</Trans>
      </h1>
      <p className="lead">
        <Trans>Thank you, {nickname}. Your anchor application is now under review.</Trans>
      </p>
      <ol className="next-steps">
        <li>
          <Trans>Platform customer service reviews your application.</Trans>
        </li>
        <li>
          <Trans>When it is approved, we send an SMS to the phone number you registered.</Trans>
        </li>
        <li>
          <Trans>Then log in with your username and password and start streaming.</Trans>
        </li>
      </ol>
      <Link to="/login" className="btn btn-primary" data-testid="register-login-link">
        <Trans>Go to login</Trans>
      </Link>
    </section>
  );
}
