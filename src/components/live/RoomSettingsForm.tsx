import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';

import { type HouseConfig, LIVE_ROOM_LIMITS } from '../../../protocol/live';
import { useStore } from '../../state/store';
import { TextField } from '../account/TextField';
import { TextareaField } from '../ui/TextareaField';
import { CategoryField } from './CategoryField';
import { CoverField } from './CoverField';
import { useRoomSettingsForm } from './useRoomSettingsForm';

/** "Room settings" (§3 Live room): name, title, cover, introduction, announcement, category. */
export function RoomSettingsForm({
  saved,
  onSaved,
}: {
  saved: HouseConfig;
  onSaved: (config: HouseConfig) => void;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const nickname = useStore().userInfo?.nickname ?? '';
  const form = useRoomSettingsForm(saved, onSaved);
  const { values, set, err } = form;
  const optional = <span className="optional">{t`(optional)`}</span>;
  const { roomName: nameMax, title: titleMax } = LIVE_ROOM_LIMITS;

  return (
    <section className="card live-card" aria-labelledby={titleId} data-testid="room-settings">
      <header className="live-card-head">
        <h2 id={titleId}>
          <Trans>Room settings</Trans>
        </h2>
      </header>
      <form
        className="room-settings-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          const formEl = e.currentTarget;
          // After the errors are shown, the keyboard goes to the first field to correct.
          void form
            .submit()
            .then(() =>
              setTimeout(() => formEl.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0),
            );
        }}
      >
        <div className="pair">
          <TextField
            label={t`Room name`}
            name="roomName"
            value={values.roomName}
            onValueChange={(v) => set('roomName', v)}
            maxLength={nameMax}
            error={err('roomName')}
            hint={t`Up to ${nameMax} characters`}
            placeholder={t`For example: ${nickname}'s match night`}
            data-testid="room-name"
          />
          <TextField
            label={t`Title`}
            name="title"
            value={values.title}
            onValueChange={(v) => set('title', v)}
            maxLength={titleMax}
            error={err('title')}
            hint={t`What you stream today, up to ${titleMax} characters`}
            data-testid="room-title"
          />
        </div>
        <CoverField
          value={values.cover}
          onChange={(v) => set('cover', v)}
          onBusyChange={form.setCoverBusy}
          error={err('cover')}
        />
        <TextareaField
          label={
            <>
              {t`Introduction`} {optional}
            </>
          }
          name="intro"
          max={LIVE_ROOM_LIMITS.intro}
          value={values.intro}
          onChange={(v) => set('intro', v)}
          placeholder={t`Tell viewers what your room is about`}
          error={err('intro')}
        />
        <TextareaField
          label={
            <>
              {t`Announcement`} {optional}
            </>
          }
          name="notice"
          rows={3}
          max={LIVE_ROOM_LIMITS.notice}
          value={values.notice}
          onChange={(v) => set('notice', v)}
          placeholder={t`News for your viewers: your schedule, a giveaway…`}
          hint={t`Shown at the top of your room's information`}
          error={err('notice')}
        />
        <CategoryField
          value={values.anchorType}
          onChange={(v) => set('anchorType', v)}
          error={err('anchorType')}
        />
        {form.formError ? (
          <p className="form-error" role="alert" data-testid="room-settings-error">
            {form.formError}
          </p>
        ) : null}
        <div className="live-card-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={form.busy || form.coverBusy}
            aria-busy={form.busy}
            data-testid="room-settings-save"
          >
            {form.busy ? t`Saving…` : t`Save`}
          </button>
          {form.coverBusy ? (
            <span className="field-hint">{t`Wait for the cover to finish uploading.`}</span>
          ) : null}
        </div>
      </form>
    </section>
  );
}
