import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { useCallback, useEffect, useState } from 'react';

import type { RichText as RichTextDoc, RichTextKey } from '../../../protocol/system';
import { call } from '../../api/client';
import { RichText } from '../../components/ui/RichText';
import { formatDate } from '../../i18n/format';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { useStore } from '../../state/store';

type Result = { ok: true; doc: RichTextDoc } | { ok: false; message: string };

/** `YYYY-MM-DD` as a UTC date, so the shown day does not move with the viewer's time zone. */
function parseDay(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** /user/contract/service and /user/contract/privacy: the agreement in the current language (§5). */
export function ContractPage() {
  const { t } = useLingui();
  const { language } = useStore();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const key: RichTextKey = pathname.endsWith('/privacy') ? 'privacy' : 'service';
  const [attempt, setAttempt] = useState(0);
  // The result is tagged with what it was loaded for; any other tag means a load is under way.
  const [loaded, setLoaded] = useState<{ tag: string; result: Result } | null>(null);
  const tag = `${key}|${language}|${attempt}`;

  useEffect(() => {
    let live = true;
    call('richText', { key }).then(
      (res) => {
        if (live)
          setLoaded({
            tag,
            result: res.success ? { ok: true, doc: res.data } : { ok: false, message: messageFor(res) },
          });
      },
      () => {
        if (live) setLoaded({ tag, result: { ok: false, message: networkErrorMessage() } });
      },
    );
    return () => {
      live = false;
    };
  }, [key, language, tag]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const onSanitiserError = useCallback(
    () => setLoaded({ tag, result: { ok: false, message: networkErrorMessage() } }),
    [tag],
  );

  const result = loaded?.tag === tag ? loaded.result : null;

  if (!result) {
    return (
      <div
        className="card contract-page contract-status"
        role="status"
        aria-busy="true"
        data-testid="contract-loading"
      >
        <Trans>Loading…</Trans>
      </div>
    );
  }

  if (!result.ok) {
    return (
      <div className="card contract-page contract-status" role="alert" data-testid="contract-error">
        <p>{result.message}</p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  const { doc } = result;
  const updated = parseDay(doc.updatedAt);
  const date = updated ? formatDate(language, updated, { dateStyle: 'long', timeZone: 'UTC' }) : '';
  return (
    <article className="card prose contract-page" data-testid="contract-page" data-key={key}>
      <h1>{doc.title}</h1>
      {updated ? <p className="contract-updated">{t`Last updated: ${date}`}</p> : null}
      <RichText className="contract-body" html={doc.html} onError={onSanitiserError} />
      <p className="contract-other">
        {key === 'service' ? (
          <Link to="/user/contract/privacy">
            <Trans>Read the privacy agreement</Trans>
          </Link>
        ) : (
          <Link to="/user/contract/service">
            <Trans>Read the user agreement</Trans>
          </Link>
        )}
      </p>
    </article>
  );
}
