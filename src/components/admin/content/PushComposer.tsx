import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';

import {
  type AdminPushRow,
  httpLink,
  type PushAudience,
  type PushTexts,
} from '../../../../protocol/adminContent';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../../../../protocol/language';
import { WebActionType } from '../../../../protocol/pushConstants';
import { callData } from '../../../api/client';
import { useContentError } from './useContentError';

/** The popup's icon, as the service worker shows a type 4 push (sw/pushLogic.ts DEFAULT_ICON). */
const POPUP_ICON = '/icons/icon-192.png';

type Texts = Record<Language, { title: string; body: string }>;
type AudienceKind = PushAudience['kind'];
type Action = (typeof WebActionType)[keyof typeof WebActionType];

const emptyTexts = () => Object.fromEntries(LANGUAGES.map((l) => [l, { title: '', body: '' }])) as Texts;

/** The text a subscription in `lang` gets: its own when it has a title, else the English one. */
export function textsFor(texts: Texts, lang: Language) {
  return texts[lang].title.trim() !== '' ? texts[lang] : texts.en;
}

/**
 * Composes a type 4 push: title and body per language (English required), the click (a live match,
 * an anchor's room, or an http(s) link), the audience; a preview of the popup in a chosen language;
 * Send shows the counts of the push just sent (`onSent`).
 */
export function PushComposer({ onSent }: { onSent: (row: AdminPushRow) => void }) {
  const { t } = useLingui();
  const contentError = useContentError();
  const [texts, setTexts] = useState<Texts>(emptyTexts);
  const [editLang, setEditLang] = useState<Language>('en');
  const [previewLang, setPreviewLang] = useState<Language>('en');
  const [action, setAction] = useState<Action>(WebActionType.Link);
  const [target, setTarget] = useState('');
  const [kind, setKind] = useState<AudienceKind>('all');
  const [audLang, setAudLang] = useState<Language>('en');
  const [username, setUsername] = useState('');
  const [errors, setErrors] = useState<Partial<Record<'title' | 'target' | 'username' | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  const ids = {
    lang: useId(),
    title: useId(),
    body: useId(),
    target: useId(),
    user: useId(),
    audLang: useId(),
    preview: useId(),
  };

  const edit = (field: 'title' | 'body', value: string) =>
    setTexts((all) => ({ ...all, [editLang]: { ...all[editLang], [field]: value } }));

  function check() {
    const next: typeof errors = {};
    if (texts.en.title.trim() === '')
      next.title = t`The English title is required: it is shown in every language without its own.`;
    if (action === WebActionType.Link && !httpLink.safeParse(target).success)
      next.target = t`The link must start with http:// or https:// (javascript:, data: and other links are refused).`;
    if (action !== WebActionType.Link && !/^\d{1,10}$/.test(target.trim()))
      next.target = t`Enter the number of the match or of the anchor's room.`;
    if ((kind === 'followers' || kind === 'user') && username.trim() === '')
      next.username = t`Enter a username.`;
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  const send = async () => {
    if (!check()) {
      if (texts.en.title.trim() === '') setEditLang('en');
      return;
    }
    const body: PushTexts = { en: { title: texts.en.title.trim(), body: texts.en.body.trim() } };
    for (const l of LANGUAGES)
      if (l !== 'en' && texts[l].title.trim() !== '')
        body[l] = { title: texts[l].title.trim(), body: texts[l].body.trim() };
    const audience: PushAudience =
      kind === 'all'
        ? { kind }
        : kind === 'language'
          ? { kind, language: audLang }
          : { kind, username: username.trim() };
    setBusy(true);
    try {
      const row = await callData('adminPushSend', {
        texts: body,
        webActionType: action,
        webActionContent: target.trim(),
        audience,
      });
      onSent(row);
      setTexts(emptyTexts());
      setTarget('');
    } catch (error) {
      setErrors({ form: contentError(error) });
    } finally {
      setBusy(false);
    }
  };

  const preview = textsFor(texts, previewLang);
  const current = texts[editLang];
  return (
    <div className="admin-push-compose">
      <form
        className="card admin-panel admin-form"
        noValidate
        aria-labelledby={`${ids.lang}-h`}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <h2 id={`${ids.lang}-h`}>
          <Trans>Compose a push</Trans>
        </h2>
        <div className="field">
          <label htmlFor={ids.lang}>
            <Trans>Language of the text</Trans>
          </label>
          <select
            id={ids.lang}
            value={editLang}
            onChange={(e) => setEditLang(e.target.value as Language)}
            data-testid="push-edit-lang"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
                {l === 'en' ? ` (${t`required`})` : texts[l].title.trim() ? ' ✓' : ''}
              </option>
            ))}
          </select>
          <p className="field-hint">
            <Trans>English is required. A language without its own title gets the English text.</Trans>
          </p>
        </div>
        <div className={`field${errors.title && editLang === 'en' ? ' field-invalid' : ''}`}>
          <label htmlFor={ids.title}>
            <Trans>Title</Trans> ({LANGUAGE_NAMES[editLang]})
          </label>
          <input
            id={ids.title}
            type="text"
            maxLength={200}
            value={current.title}
            onChange={(e) => edit('title', e.target.value)}
            aria-invalid={errors.title && editLang === 'en' ? true : undefined}
            aria-describedby={`${ids.title}-e`}
            data-testid="push-title"
          />
          <p id={`${ids.title}-e`} className="field-error" role="alert">
            {errors.title ?? ''}
          </p>
        </div>
        <div className="field">
          <label htmlFor={ids.body}>
            <Trans>Text</Trans> ({LANGUAGE_NAMES[editLang]})
          </label>
          <textarea
            id={ids.body}
            rows={3}
            maxLength={1000}
            value={current.body}
            onChange={(e) => edit('body', e.target.value)}
            data-testid="push-body"
          />
        </div>
        <fieldset className="admin-fieldset">
          <legend>
            <Trans>When the popup is clicked</Trans>
          </legend>
          {(
            [
              [WebActionType.Link, t`Open a web link`],
              [WebActionType.LiveMatch, t`Open a live match`],
              [WebActionType.AnchorRoom, t`Open an anchor's room`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="admin-radio">
              <input
                type="radio"
                name="action"
                checked={action === value}
                onChange={() => setAction(value)}
                data-testid={`push-action-${value}`}
              />
              {label}
            </label>
          ))}
          <div className={`field${errors.target ? ' field-invalid' : ''}`}>
            <label htmlFor={ids.target}>
              {action === WebActionType.Link
                ? t`Link (http:// or https://)`
                : action === WebActionType.LiveMatch
                  ? t`Match number`
                  : t`Room number (the anchor's id)`}
            </label>
            <input
              id={ids.target}
              type={action === WebActionType.Link ? 'url' : 'text'}
              inputMode={action === WebActionType.Link ? 'url' : 'numeric'}
              maxLength={2000}
              value={target}
              onChange={(e) => setTarget(e.target.value)}
              aria-invalid={errors.target ? true : undefined}
              aria-describedby={`${ids.target}-e`}
              data-testid="push-target"
            />
            <p id={`${ids.target}-e`} className="field-error" role="alert" data-testid="push-target-error">
              {errors.target ?? ''}
            </p>
          </div>
        </fieldset>
        <fieldset className="admin-fieldset">
          <legend>
            <Trans>Send to</Trans>
          </legend>
          {(
            [
              ['all', t`Everyone with notifications on`],
              ['language', t`Everyone in one language`],
              ['followers', t`The followers of an anchor`],
              ['user', t`One user`],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="admin-radio">
              <input
                type="radio"
                name="audience"
                checked={kind === value}
                onChange={() => setKind(value)}
                data-testid={`push-audience-${value}`}
              />
              {label}
            </label>
          ))}
          {kind === 'language' ? (
            <div className="field">
              <label htmlFor={ids.audLang}>
                <Trans>Language</Trans>
              </label>
              <select
                id={ids.audLang}
                value={audLang}
                onChange={(e) => setAudLang(e.target.value as Language)}
              >
                {LANGUAGES.map((l) => (
                  <option key={l} value={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          {kind === 'followers' || kind === 'user' ? (
            <div className={`field${errors.username ? ' field-invalid' : ''}`}>
              <label htmlFor={ids.user}>{kind === 'followers' ? t`Anchor's username` : t`Username`}</label>
              <input
                id={ids.user}
                type="text"
                maxLength={50}
                autoComplete="off"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                aria-invalid={errors.username ? true : undefined}
                aria-describedby={`${ids.user}-e`}
                data-testid="push-username"
              />
              <p id={`${ids.user}-e`} className="field-error" role="alert">
                {errors.username ?? ''}
              </p>
            </div>
          ) : null}
        </fieldset>
        {errors.form ? (
          <p className="field-error" role="alert" data-testid="push-error">
            {errors.form}
          </p>
        ) : null}
        <div className="admin-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy}
            aria-busy={busy}
            data-testid="push-send"
          >
            {busy ? <Trans>Sending…</Trans> : <Trans>Send the push</Trans>}
          </button>
        </div>
      </form>

      <section className="card admin-panel" aria-labelledby={`${ids.preview}-h`}>
        <h2 id={`${ids.preview}-h`}>
          <Trans>Preview</Trans>
        </h2>
        <div className="field">
          <label htmlFor={ids.preview}>
            <Trans>Preview in</Trans>
          </label>
          <select
            id={ids.preview}
            value={previewLang}
            onChange={(e) => setPreviewLang(e.target.value as Language)}
            data-testid="push-preview-lang"
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        </div>
        <div
          className="admin-push-popup"
          data-testid="push-preview"
          aria-label={t`The popup as the browser shows it`}
          role="img"
        >
          <img src={POPUP_ICON} alt="" width={40} height={40} />
          <div>
            <p className="admin-push-popup-title" data-testid="push-preview-title">
              {preview.title || t`(no title yet)`}
            </p>
            <p className="admin-push-popup-body">{preview.body}</p>
            <p className="admin-push-popup-site">{location.host}</p>
          </div>
        </div>
        <p className="field-hint">
          {action === WebActionType.Link
            ? t`A click opens the link in a new window.`
            : action === WebActionType.LiveMatch
              ? t`A click opens the live match in the app.`
              : t`A click opens the anchor's room in the app.`}{' '}
          <Trans>Each browser shows the popup in its own style.</Trans>
        </p>
      </section>
    </div>
  );
}
