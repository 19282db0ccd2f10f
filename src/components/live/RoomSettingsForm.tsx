import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';

import { type HouseConfig, type HouseConfigUpdate, LIVE_ROOM_LIMITS } from '../../../protocol/live';
import { call } from '../../api/client';
import { messageFor, networkErrorMessage } from '../../i18n/errorMessages';
import { useStore } from '../../state/store';
import { showToast } from '../../state/toasts';
import { formResolver } from '../account/formResolver';
import { TextField } from '../account/TextField';
import { useFocusFirstInvalid, useFormField } from '../account/useFormField';
import { TextareaField } from '../ui/TextareaField';
import { CategoryField } from './CategoryField';
import { CoverField } from './CoverField';
import { refusedField, ROOM_SETTINGS_FIELDS, roomSettingsForm, roomSettingsOf } from './roomSettings';

const resolver = formResolver(roomSettingsForm, ROOM_SETTINGS_FIELDS);

/** "Room settings" (§3 Live room): name, title, cover, introduction, announcement, category. */
export function RoomSettingsForm({
  saved,
  onSaved,
}: {
  saved: HouseConfig;
  onSaved: (config: HouseConfig) => void;
}) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const nickname = useStore().userInfo?.nickname ?? '';
  const [busy, setBusy] = useState(false);
  const [coverBusy, setCoverBusy] = useState(false);
  const [formError, setFormError] = useState('');
  const { control, handleSubmit, reset, setError, formState } = useForm({
    defaultValues: roomSettingsOf(saved),
    resolver,
    shouldFocusError: false,
  });
  // After the errors are shown, the keyboard goes to the first field to correct.
  useFocusFirstInvalid(formRef, formState);
  const roomName = useFormField(control, 'roomName');
  const title = useFormField(control, 'title');
  const cover = useFormField(control, 'cover');
  const intro = useFormField(control, 'intro');
  const notice = useFormField(control, 'notice');
  const anchorType = useFormField(control, 'anchorType');

  async function save(body: HouseConfigUpdate) {
    if (coverBusy) return;
    setBusy(true);
    try {
      const res = await call('houseConfigUpdate', body);
      if (res.success) {
        onSaved(res.data);
        reset(roomSettingsOf(res.data));
        showToast(t`Room settings saved`, 'success');
        return;
      }
      const refused = refusedField(res);
      if (refused) setError(refused.field, { type: 'server', message: i18n._(refused.message) });
      setFormError(refused ? i18n._(refused.message) : messageFor(res));
    } catch {
      setFormError(networkErrorMessage());
    } finally {
      setBusy(false);
    }
  }

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
        ref={formRef}
        className="room-settings-form"
        noValidate
        onSubmit={(e) => {
          setFormError('');
          void handleSubmit(save)(e);
        }}
      >
        <div className="pair">
          <TextField
            {...roomName}
            label={t`Room name`}
            maxLength={nameMax}
            hint={t`Up to ${nameMax} characters`}
            placeholder={t`For example: ${nickname}'s match night`}
            data-testid="room-name"
          />
          <TextField
            {...title}
            label={t`Title`}
            maxLength={titleMax}
            hint={t`What you stream today, up to ${titleMax} characters`}
            data-testid="room-title"
          />
        </div>
        <CoverField
          value={cover.value}
          onChange={cover.onValueChange}
          onBusyChange={setCoverBusy}
          error={cover.error}
        />
        <TextareaField
          label={
            <>
              {t`Introduction`} {optional}
            </>
          }
          name="intro"
          max={LIVE_ROOM_LIMITS.intro}
          value={intro.value}
          onChange={intro.onValueChange}
          placeholder={t`Tell viewers what your room is about`}
          error={intro.error}
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
          value={notice.value}
          onChange={notice.onValueChange}
          placeholder={t`News for your viewers: your schedule, a giveaway…`}
          hint={t`Shown at the top of your room's information`}
          error={notice.error}
        />
        <CategoryField
          value={anchorType.value}
          onChange={anchorType.onValueChange}
          error={anchorType.error}
        />
        {formError ? (
          <p className="form-error" role="alert" data-testid="room-settings-error">
            {formError}
          </p>
        ) : null}
        <div className="live-card-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={busy || coverBusy}
            aria-busy={busy}
            data-testid="room-settings-save"
          >
            {busy ? t`Saving…` : t`Save`}
          </button>
          {coverBusy ? (
            <span className="field-hint">{t`Wait for the cover to finish uploading.`}</span>
          ) : null}
        </div>
      </form>
    </section>
  );
}
