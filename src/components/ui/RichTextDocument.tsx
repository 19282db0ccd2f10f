import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useState } from 'react';

import type { RichText as RichTextDoc, RichTextKey } from '../../../protocol/system';
import { networkErrorMessage } from '../../i18n/errorMessages';
import { formatDate } from '../../i18n/format';
import { useStore } from '../../state/store';
import { RichText } from './RichText';
import { useCallQuery } from './useCallQuery';

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
  // Another document shows nothing of the last one while it loads (keepPrevious off).
  const loaded = useCallQuery('richText', { key: docKey }, { keepPrevious: false });
  // The document whose sanitiser chunk could not be loaded (offline after a deploy...), if any.
  const [unsafe, setUnsafe] = useState<RichTextDoc | null>(null);
  const { data, reload } = loaded;
  const onSanitiserError = useCallback(() => setUnsafe(data), [data]);
  const retry = useCallback(() => {
    setUnsafe(null);
    reload();
  }, [reload]);
  const message = loaded.error ?? (unsafe !== null && unsafe === data ? networkErrorMessage() : null);

  if (message) {
    return (
      <div className="card doc-page doc-status" role="alert" data-testid={`${testId}-error`}>
        <p>{message}</p>
        <button type="button" className="btn btn-primary" onClick={retry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  }

  if (!data) {
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

  const updated = parseDay(data.updatedAt);
  const date = updated ? formatDate(language, updated, { dateStyle: 'long', timeZone: 'UTC' }) : '';
  return (
    <article className="card prose doc-page" data-testid={`${testId}-page`} data-key={docKey}>
      <h1>{data.title}</h1>
      {updated ? <p className="doc-updated">{t`Last updated: ${date}`}</p> : null}
      <RichText className="doc-body" html={data.html} onError={onSanitiserError} />
      {children}
    </article>
  );
}
