import { useLingui } from '@lingui/react/macro';

import { HEIGHT_RANGE, PROFILE_MAX, WEIGHT_RANGE } from '../../../protocol/rules';
import { TextField } from '../account/TextField';
import { useFormField } from '../account/useFormField';
import { TextareaField } from '../ui/TextareaField';
import { ImageField } from '../upload/ImageField';
import { BirthdayPicker } from './BirthdayPicker';
import { ChoiceGroup } from './ChoiceGroup';
import { HobbiesField } from './HobbiesField';
import type { Emotion, Gender } from './registerValues';
import type { RegisterForm } from './useRegisterForm';

/** Birthday, gender, region, body, emotional status, hobbies, profile and avatar. */
export function ProfileSection({ form }: { form: RegisterForm }) {
  const { t } = useLingui();
  const { control } = form;
  const birthday = useFormField(control, 'birthday');
  const gender = useFormField(control, 'gender');
  const province = useFormField(control, 'province');
  const city = useFormField(control, 'city');
  const height = useFormField(control, 'height');
  const weight = useFormField(control, 'weight');
  const emotion = useFormField(control, 'emotion');
  const hobbies = useFormField(control, 'hobbies');
  const profile = useFormField(control, 'profile');
  const avatar = useFormField(control, 'avatar');
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
        <BirthdayPicker value={birthday.value} onChange={birthday.onValueChange} error={birthday.error} />
        <div>
          <ChoiceGroup
            legend={t`Gender`}
            name="gender"
            options={genders}
            value={gender.value}
            onChange={gender.onValueChange}
            error={gender.error}
          />
          <fieldset className="field region">
            <legend>{t`Region`}</legend>
            <div className="pair">
              <TextField {...province} label={t`Province`} autoComplete="address-level1" maxLength={30} />
              <TextField {...city} label={t`City`} autoComplete="address-level2" maxLength={30} />
            </div>
          </fieldset>
          <div className="pair">
            <TextField
              {...height}
              label={t`Height (cm)`}
              type="number"
              inputMode="numeric"
              min={minHeight}
              max={maxHeight}
              step={1}
              hint={t`Optional, ${minHeight}-${maxHeight}`}
            />
            <TextField
              {...weight}
              label={t`Weight (kg)`}
              type="number"
              inputMode="numeric"
              min={minWeight}
              max={maxWeight}
              step={1}
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
            value={emotion.value ?? 'none'}
            onChange={(v) => emotion.onValueChange(v === 'none' ? null : v)}
            error={emotion.error}
          />
        </div>
      </div>
      <HobbiesField hobbies={hobbies.value} onChange={hobbies.onValueChange} error={hobbies.error} />
      <TextareaField
        label={
          <>
            {t`Personal profile`} <span className="optional">{t`(optional)`}</span>
          </>
        }
        name="profile"
        max={PROFILE_MAX}
        value={profile.value}
        onChange={profile.onValueChange}
        placeholder={t`Tell viewers about yourself and what you stream`}
        error={profile.error}
      />
      <ImageField
        value={avatar.value}
        onChange={avatar.onValueChange}
        onBusyChange={form.setAvatarBusy}
        error={avatar.error}
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
