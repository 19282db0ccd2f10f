import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useRef, useState } from 'react';

import { ErrorCode } from '../../../protocol/errors';
import { PHOTO_DESCRIPTION_MAX, PHOTO_WALL_MAX } from '../../../protocol/space';
import { CallError, callData, errorText } from '../../api/client';
import { invalidateCalls } from '../../api/queryClient';
import { showToast } from '../../state/toasts';
import { PictureUploads } from '../upload/PictureUploads';
import { usePictureUploads } from '../upload/usePictureUploads';
import { DescriptionField } from './DescriptionField';
import { descriptionProblem, SPACE_MESSAGES, type SpaceMessage } from './spaceForm';

/**
 * Adding photos to my wall: choose pictures (uploaded at once, each with its progress), give each a
 * description of at most 20 characters, then add them. The descriptions are checked with the
 * protocol's rule first: a wrong one is refused, with its message, before any call.
 */
export function PhotoUploadForm({ wallCount }: { wallCount: number }) {
  const { t, i18n } = useLingui();
  const uploads = usePictureUploads({
    uploadType: 'photo',
    max: Math.max(0, PHOTO_WALL_MAX - wallCount),
    tooMany: t`Your photo wall is full. Delete some photos first.`,
  });
  const [descriptions, setDescriptions] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, SpaceMessage>>({});
  const [checked, setChecked] = useState(false);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState('');
  const inputs = useRef(new Map<string, HTMLInputElement>());

  function describe(id: string, value: string) {
    setDescriptions((d) => ({ ...d, [id]: value }));
    if (!checked) return;
    const problem = descriptionProblem(value);
    setProblems(({ [id]: _, ...rest }) => (problem ? { ...rest, [id]: problem } : rest));
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setFormError('');
    const found: Record<string, SpaceMessage> = {};
    for (const item of uploads.items) {
      const problem = descriptionProblem(descriptions[item.id] ?? '');
      if (problem) found[item.id] = problem;
    }
    setProblems(found);
    setChecked(true);
    const first = uploads.items.find((i) => found[i.id]);
    if (first) return inputs.current.get(first.id)?.focus();
    if (uploads.busy) return setFormError(t`Wait until every picture is uploaded.`);
    const ready = uploads.items.filter((i) => i.phase === 'done' && i.url);
    if (ready.length === 0) return setFormError(t`Choose at least one picture.`);
    setSaving(true);
    let added = 0;
    for (const item of ready) {
      try {
        await callData('addImage', { url: item.url!, description: (descriptions[item.id] ?? '').trim() });
        added++;
        uploads.remove(item.id);
      } catch (error) {
        if (error instanceof CallError && error.code === ErrorCode.PictureNotUploaded)
          uploads.fail(item.id, error.message);
        else setFormError(errorText(error));
        if (!(error instanceof CallError) || error.network) break;
      }
    }
    setSaving(false);
    if (added === 0) return;
    void invalidateCalls(['imageList']);
    showToast(plural(added, { one: '# photo added', other: '# photos added' }), 'success');
  }

  const count = uploads.items.length;
  return (
    <form
      className="card space-form"
      onSubmit={(e) => void handleSubmit(e)}
      noValidate
      data-testid="photo-form"
    >
      <h2 className="section-title">
        <Trans>Add photos</Trans>
      </h2>
      <PictureUploads
        uploads={uploads}
        label={t`Pictures`}
        hint={t`JPEG, PNG or GIF. Each photo may have a description of up to ${PHOTO_DESCRIPTION_MAX} characters.`}
        testId="photo-upload"
        renderExtra={(item, position) => (
          <DescriptionField
            label={t`Description of picture ${position}`}
            value={descriptions[item.id] ?? ''}
            onChange={(value) => describe(item.id, value)}
            error={problems[item.id] ? i18n._(SPACE_MESSAGES[problems[item.id]!]) : undefined}
            ref={(el) => {
              if (el) inputs.current.set(item.id, el);
              else inputs.current.delete(item.id);
            }}
            testId="photo-description-input"
          />
        )}
      />
      {formError ? (
        <p className="form-error" role="alert" data-testid="photo-form-error">
          {formError}
        </p>
      ) : null}
      {count > 0 ? (
        <div className="space-form-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={saving}
            aria-busy={saving}
            data-testid="photo-add"
          >
            {saving ? (
              t`Adding…`
            ) : (
              <Plural value={count} one="Add # photo to the wall" other="Add # photos to the wall" />
            )}
          </button>
        </div>
      ) : null}
    </form>
  );
}
