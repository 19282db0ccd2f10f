import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useEffect, useState } from 'react';

import type { RichText as RichTextDoc, RichTextKey } from '../../../protocol/system';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { RichText } from './RichText';

type Result = { ok: true; doc: RichTextDoc } | { ok: false; message: string };

/** `YYYY-MM-DD` as a UTC date, so the shown day does not move with the viewer's time zone. */
function parseDay(value: string): Date | null {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * A rich-text document of the server (§5) in the current language: title, last update, the
 * sanitised body and `children` under it; a loading note, or the reason and a retry. Test ids:
 * `<testId>-loading`, `<testId>-error`, `<testId>-page` (with `data-key`).
 */
export function RichTextDocument({
  docKey,
  testId,
  children,
}: {
  docKey: RichTextKey;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const { language } = useStore();
  const [attempt, setAttempt] = useState(0);
  // The result is tagged with what it was loaded for; any other tag means a load is under way.
  const [loaded, setLoaded] = useState<{ tag: string; result: Result } | null>(null);
  const tag = `${docKey}|${language}|${attempt}`;

  useEffect(() => {
    let live = true;
    call('richText', { key: docKey }).then(
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
  }, [docKey, language, tag]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const onSanitiserError = useCallback(
    () => setLoaded({ tag, result: { ok: false, message: networkErrorMessage() } }),
    [tag],
  );

  const result = loaded?.tag === tag ? loaded.result : null;

  if (!result) {
    return (
      <div
        className="card doc-page doc-status"
        role="status"
        aria-busy="true"
        data-testid={`${testId}-loading`}
      >
        <Trans>Loading…</Trans>
      </div>
    );
  }

  if (!result.ok) {
    return (
      <div className="card doc-page doc-status" role="alert" data-testid={`${testId}-error`}>
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
    <article className="card prose doc-page" data-testid={`${testId}-page`} data-key={docKey}>
      <h1>{doc.title}</h1>
      {updated ? <p className="doc-updated">{t`Last updated: ${date}`}</p> : null}
      <RichText className="doc-body" html={doc.html} onError={onSanitiserError} />
      {children}
    </article>
  );
}
