import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';

import { RICH_TEXT_HTML_MAX } from '../../../../protocol/adminContent';
import type { Language } from '../../../../protocol/language';
import type { RichTextKey } from '../../../../protocol/system';
import { callData } from '../../../api/client';
import { showToast } from '../../../state/toasts';
import { RichText } from '../../ui/RichText';
import { useCallQuery } from '../../ui/useCallQuery';
import { useContentError } from './useContentError';

/** Wraps the selection of `area` in `before`/`after` (a toolbar button); returns the new text. */
function wrap(area: HTMLTextAreaElement, before: string, after: string, fallback: string): string {
  const { selectionStart: s, selectionEnd: e, value } = area;
  const inner = value.slice(s, e) || fallback;
  const next = value.slice(0, s) + before + inner + after + value.slice(e);
  requestAnimationFrame(() => {
    area.focus();
    area.setSelectionRange(s + before.length, s + before.length + inner.length);
  });
  return next;
}

/**
 * The editor of one document in one language: title and HTML source (with a small toolbar), and the
 * preview rendered by the component users see (RichText: sanitised, so scripts, event handlers and
 * javascript: links show as they will: gone). Save makes a new version (`onSaved`).
 */
export function RichTextEditor({
  docKey,
  lang,
  onSaved,
}: {
  docKey: RichTextKey;
  lang: Language;
  onSaved: () => void;
}) {
  const { t } = useLingui();
  const contentError = useContentError();
  const current = useCallQuery(
    'adminRichTextCurrent',
    { key: docKey, lang },
    { staleTime: 0, keepPrevious: false },
  );
  const [title, setTitle] = useState('');
  const [html, setHtml] = useState('');
  const [loadedFor, setLoadedFor] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const area = useRef<HTMLTextAreaElement>(null);
  const ids = { title: useId(), html: useId(), preview: useId() };
  const docId = `${docKey}:${lang}`;
  const data = current.data;

  // The editor takes the document when it (or another one) has loaded, never while typing
  // (state adjusted while rendering, as React recommends over an effect).
  if (data && `${data.key}:${data.lang}` === docId && loadedFor !== `${docId}#${data.versionId}`) {
    setTitle(data.title);
    setHtml(data.html);
    setError('');
    setLoadedFor(`${docId}#${data.versionId}`);
  }

  const tool = (before: string, after: string, fallback: string) => {
    if (area.current) setHtml(wrap(area.current, before, after, fallback));
  };

  const save = async () => {
    if (title.trim() === '') return setError(t`The title is required.`);
    setBusy(true);
    setError('');
    try {
      const saved = await callData('adminRichTextSave', {
        key: docKey,
        lang,
        title: title.trim(),
        html,
        baseVersionId: data?.versionId ?? 0,
      });
      const n = saved.id;
      showToast(t`Saved as version ${n}`, 'success');
      onSaved();
      current.reload();
    } catch (e) {
      setError(contentError(e));
    } finally {
      setBusy(false);
    }
  };

  if (current.error && !data) {
    return (
      <p className="field-error" role="alert">
        {current.error}
      </p>
    );
  }
  const ready = loadedFor.startsWith(`${docId}#`);
  return (
    <div className="admin-richtext" aria-busy={!ready}>
      <form
        className="card admin-panel admin-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <p className="admin-muted" data-testid="pages-source">
          {data?.source === 'version'
            ? t`Users see version ${data.versionId ?? 0}.`
            : data?.source === 'seed'
              ? t`Users see the built-in text (no version saved in this language yet).`
              : t`Nothing in this language yet: users see the English text.`}
        </p>
        <div className="field">
          <label htmlFor={ids.title}>
            <Trans>Title</Trans>
          </label>
          <input
            id={ids.title}
            type="text"
            maxLength={200}
            value={title}
            disabled={!ready}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="pages-title"
          />
        </div>
        <div className="field">
          <label htmlFor={ids.html}>
            <Trans>HTML source</Trans>
          </label>
          <div
            className="admin-richtext-tools"
            role="toolbar"
            aria-label={t`Formatting`}
            aria-controls={ids.html}
          >
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<strong>', '</strong>', t`bold text`)}
            >
              <Trans>Bold</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<em>', '</em>', t`italic text`)}
            >
              <Trans>Italic</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<h2>', '</h2>', t`Heading`)}
            >
              <Trans>Heading</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<p>', '</p>', t`Paragraph`)}
            >
              <Trans>Paragraph</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<ul>\n  <li>', '</li>\n</ul>', t`Item`)}
            >
              <Trans>List</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<ol>\n  <li>', '</li>\n</ol>', t`Step`)}
            >
              <Trans>Numbered list</Trans>
            </button>
            <button
              type="button"
              className="btn btn-secondary btn-small"
              onClick={() => tool('<a href="https://">', '</a>', t`link text`)}
            >
              <Trans>Link</Trans>
            </button>
          </div>
          <textarea
            id={ids.html}
            ref={area}
            rows={16}
            maxLength={RICH_TEXT_HTML_MAX}
            spellCheck={false}
            className="admin-richtext-source"
            value={html}
            disabled={!ready}
            onChange={(e) => setHtml(e.target.value)}
            data-testid="pages-html"
          />
          <p className="field-hint">
            <Trans>
              Headings, paragraphs, lists, bold, italic and http(s) links are kept. Scripts, styles, event
              handlers and javascript: links are removed before anyone sees the page, as the preview shows.
            </Trans>
          </p>
        </div>
        {error ? (
          <p className="field-error" role="alert" data-testid="pages-error">
            {error}
          </p>
        ) : null}
        <div className="admin-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || !ready}
            aria-busy={busy}
            data-testid="pages-save"
          >
            <Trans>Save as a new version</Trans>
          </button>
        </div>
      </form>
      <section className="admin-richtext-preview" aria-labelledby={ids.preview}>
        <h2 id={ids.preview} className="admin-section-title">
          <Trans>Preview (as users see it)</Trans>
        </h2>
        {/* Scrolls in its own box beside the source (an agreement is long); reachable by keyboard. */}
        <article
          className="card prose doc-page admin-richtext-scroll"
          data-testid="pages-preview"
          tabIndex={0}
          aria-labelledby={ids.preview}
        >
          <h1>{title}</h1>
          <RichText className="doc-body" html={html} />
        </article>
      </section>
    </div>
  );
}
