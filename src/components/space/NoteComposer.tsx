import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import type { FailureData } from '../../../protocol/envelope';
import { ErrorCode } from '../../../protocol/errors';
import { NOTE_PICTURES_MAX, NOTE_TEXT_MAX } from '../../../protocol/space';
import { CallError, errorText } from '../../api/client';
import { showToast } from '../../state/toasts';
import { TextareaField } from '../ui/TextareaField';
import { useCallMutation } from '../ui/useCallMutation';
import { PictureUploads } from '../upload/PictureUploads';
import { usePictureUploads } from '../upload/usePictureUploads';
import { checkNote, type NoteField, noteProblems, SPACE_MESSAGES, type SpaceMessage } from './spaceForm';

/**
 * Writing a post: text (at most 1000 characters) and up to 9 pictures, each uploaded as it is
 * chosen with its progress. A 10th picture is refused as it is chosen, before any call; the post is
 * checked with the protocol's schema before it is sent, and a refusal names its field.
 */
export function NoteComposer() {
  const { t, i18n } = useLingui();
  const picturesMax = i18n._(SPACE_MESSAGES.picturesMax);
  const uploads = usePictureUploads({ uploadType: 'photo', max: NOTE_PICTURES_MAX, tooMany: picturesMax });
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<Partial<Record<NoteField, SpaceMessage>>>({});
  const [formError, setFormError] = useState('');
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const add = useCallMutation('addNote', { invalidates: ['noteList'] });

  // After a refused try, the keyboard goes to the text when it is what is wrong.
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function refused(error: Error) {
    if (!(error instanceof CallError)) return setFormError(errorText(error));
    const data = error.data as (FailureData & { index?: number }) | null | undefined;
    if (error.code === ErrorCode.InvalidInput) {
      const found = noteProblems(data?.issues ?? []);
      if (Object.keys(found).length > 0) {
        setProblems(found);
        return setAttempt((n) => n + 1);
      }
    }
    const item = typeof data?.index === 'number' ? uploads.items[data.index] : undefined;
    if (item && (error.code === ErrorCode.PictureNotUploaded || error.code === ErrorCode.FileFormat))
      uploads.fail(item.id, error.message);
    setFormError(error.message);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    if (uploads.busy) return setFormError(t`Wait until every picture is uploaded.`);
    if (uploads.items.some((i) => i.phase === 'failed'))
      return setFormError(t`Retry or remove the pictures that failed.`);
    const pictures = uploads.items.flatMap((i) => (i.url ? [i.url] : []));
    const found = checkNote(text, pictures);
    setProblems(found);
    if (Object.keys(found).length > 0) return setAttempt((n) => n + 1);
    add.mutate(
      { text: text.trim(), pictures },
      {
        onSuccess: () => {
          setText('');
          uploads.clear();
          showToast(t`Your post is published`, 'success');
        },
        onError: refused,
      },
    );
  }

  const message = (field: NoteField) => {
    const key = problems[field];
    // "Write something or add a picture" is answered by a picture as much as by text.
    if (!key || (key === 'textEmpty' && uploads.items.length > 0)) return undefined;
    return i18n._(SPACE_MESSAGES[key]);
  };
  const picturesError = message('pictures');
  return (
    <form ref={form} className="card space-form" onSubmit={handleSubmit} noValidate data-testid="note-form">
      <h2 className="section-title">
        <Trans>Write a post</Trans>
      </h2>
      <TextareaField
        label={t`Text`}
        name="text"
        value={text}
        onChange={(value) => {
          setText(value);
          if (problems.text) setProblems(({ text: _, ...rest }) => rest);
        }}
        max={NOTE_TEXT_MAX}
        rows={4}
        placeholder={t`What would you like to tell your viewers?`}
        error={message('text')}
      />
      <PictureUploads
        uploads={uploads}
        label={t`Pictures`}
        hint={t`Up to ${NOTE_PICTURES_MAX} pictures: JPEG, PNG or GIF.`}
        testId="note-upload"
      />
      {picturesError ? (
        <p className="field-error" role="alert" data-testid="note-pictures-error">
          {picturesError}
        </p>
      ) : null}
      {formError ? (
        <p className="form-error" role="alert" data-testid="note-form-error">
          {formError}
        </p>
      ) : null}
      <div className="space-form-actions">
        <button
          type="submit"
          className="btn btn-primary"
          disabled={add.isPending}
          aria-busy={add.isPending}
          data-testid="note-publish"
        >
          {add.isPending ? t`Publishing…` : t`Publish`}
        </button>
      </div>
    </form>
  );
}
