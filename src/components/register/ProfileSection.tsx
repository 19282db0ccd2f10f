import { useLingui } from '@lingui/react/macro';

import { HEIGHT_RANGE, PROFILE_MAX, WEIGHT_RANGE } from '../../../protocol/rules';
import { TextField } from '../account/TextField';
import { TextareaField } from '../ui/TextareaField';
import { ImageField } from '../upload/ImageField';
import { BirthdayPicker } from './BirthdayPicker';
import { ChoiceGroup } from './ChoiceGroup';
import { HobbiesField } from './HobbiesField';
import type { Emotion, Gender, RegisterField } from './registerValues';
import type { RegisterForm } from './useRegisterForm';

interface Props {
  form: RegisterForm;
  err: (field: RegisterField) => string | undefined;
}

/** Birthday, gender, region, body, emotional status, hobbies, profile and avatar. */
export function ProfileSection({ form, err }: Props) {
  const { t } = useLingui();
  const { values, set } = form;
  const [minHeight, maxHeight] = HEIGHT_RANGE;
  const [minWeight, maxWeight] = WEIGHT_RANGE;
  const genders: { value: Gender; label: string }[] = [
    { value: 'male', label: t`Male` },
    { value: 'female', label: t`Female` },
    { value: 'secret', label: t`Secret` },
  ];
  const emotions: { value: Emotion | 'none'; label: string }[] = [
    { value: 'none', label: t`Not given` },
    { value: 'single', label: t`Single` },
    { value: 'inLove', label: t`In love` },
  ];
  return (
    <section className="form-section" aria-labelledby="register-profile">
      <h2 id="register-profile" className="section-title">{t`Profile`}</h2>
      <div className="form-row">
        <BirthdayPicker
          value={values.birthday}
          onChange={(v) => set('birthday', v)}
          error={err('birthday')}
        />
        <div>
          <ChoiceGroup
            legend={t`Gender`}
            name="gender"
            options={genders}
            value={values.gender}
            onChange={(v) => set('gender', v)}
            error={err('gender')}
          />
          <fieldset className="field region">
            <legend>{t`Region`}</legend>
            <div className="pair">
              <TextField
                label={t`Province`}
                name="province"
                autoComplete="address-level1"
                maxLength={30}
                value={values.province}
                onValueChange={(v) => set('province', v)}
                error={err('province')}
              />
              <TextField
                label={t`City`}
                name="city"
                autoComplete="address-level2"
                maxLength={30}
                value={values.city}
                onValueChange={(v) => set('city', v)}
                error={err('city')}
              />
            </div>
          </fieldset>
          <div className="pair">
            <TextField
              label={t`Height (cm)`}
              name="height"
              type="number"
              inputMode="numeric"
              min={minHeight}
              max={maxHeight}
              step={1}
              value={values.height}
              onValueChange={(v) => set('height', v)}
              error={err('height')}
              hint={t`Optional, ${minHeight}-${maxHeight}`}
            />
            <TextField
              label={t`Weight (kg)`}
              name="weight"
              type="number"
              inputMode="numeric"
              min={minWeight}
              max={maxWeight}
              step={1}
              value={values.weight}
              onValueChange={(v) => set('weight', v)}
              error={err('weight')}
              hint={t`Optional, ${minWeight}-${maxWeight}`}
            />
          </div>
          <ChoiceGroup
            legend={
              <>
                {t`Emotional status`} <span className="optional">{t`(optional)`}</span>
              </>
            }
            name="emotion"
            options={emotions}
            value={values.emotion ?? 'none'}
            onChange={(v) => set('emotion', v === 'none' ? null : v)}
            error={err('emotion')}
          />
        </div>
      </div>
      <HobbiesField hobbies={values.hobbies} onChange={(v) => set('hobbies', v)} error={err('hobbies')} />
      <TextareaField
        label={
          <>
            {t`Personal profile`} <span className="optional">{t`(optional)`}</span>
          </>
        }
        name="profile"
        max={PROFILE_MAX}
        value={values.profile}
        onChange={(v) => set('profile', v)}
        placeholder={t`Tell viewers about yourself and what you stream`}
        error={err('profile')}
      />
      <ImageField
        value={values.avatar}
        onChange={(v) => set('avatar', v)}
        onBusyChange={form.setAvatarBusy}
        error={err('avatar')}
        uploadType="avatar"
        fileName="avatar.jpg"
        round
        testId="avatar"
        texts={{
          label: (
            <>
              {t`Avatar`} <span className="optional">{t`(optional)`}</span>
            </>
          ),
          hint: t`PNG, JPEG or WebP, at most 30 MB. You will crop it to a square.`,
          cropTitle: t`Crop your avatar`,
          previewAlt: t`Avatar preview`,
          uploading: t`Uploading avatar`,
          uploaded: t`Avatar uploaded`,
        }}
        placeholder={<AvatarSilhouette />}
      />
    </section>
  );
}

function AvatarSilhouette() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z"
      />
    </svg>
  );
}
