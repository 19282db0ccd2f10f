import { useLingui } from '@lingui/react/macro';

import { HEIGHT_RANGE, WEIGHT_RANGE } from '../../../protocol/rules';
import { TextField } from '../account/TextField';
import { AvatarField } from './AvatarField';
import { BirthdayPicker } from './BirthdayPicker';
import { ChoiceGroup } from './ChoiceGroup';
import { HobbiesField } from './HobbiesField';
import { ProfileTextarea } from './ProfileTextarea';
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
      <ProfileTextarea value={values.profile} onChange={(v) => set('profile', v)} error={err('profile')} />
      <AvatarField
        value={values.avatar}
        onChange={(v) => set('avatar', v)}
        onBusyChange={form.setAvatarBusy}
        error={err('avatar')}
      />
    </section>
  );
}
