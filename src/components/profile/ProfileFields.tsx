import { useLingui } from '@lingui/react/macro';
import type { Control } from 'react-hook-form';

import { HEIGHT_RANGE, NICKNAME_MAX, PROFILE_MAX, WEIGHT_RANGE } from '../../../protocol/rules';
import { TextField } from '../account/TextField';
import { useFormField } from '../account/useFormField';
import { BirthdayPicker } from '../register/BirthdayPicker';
import { ChoiceGroup } from '../register/ChoiceGroup';
import { HobbiesField } from '../register/HobbiesField';
import { TextareaField } from '../ui/TextareaField';
import { ImageField } from '../upload/ImageField';
import type { Emotion, Gender, ProfileFieldValues } from './profileFieldValues';

interface Props<V extends ProfileFieldValues, C, O> {
  /** The form's control: registration's, the profile edit's or the application's. */
  control: Control<V, C, O>;
  /** The nickname field here (registration asks it with the account's fields). */
  withNickname: boolean;
  /** Height, weight and emotional status: an anchor's profile (or one applying). */
  anchorFields: boolean;
  /** Birthday and region must be given (an anchor's profile, §5); else they are marked optional. */
  regionRequired: boolean;
  onAvatarBusy: (busy: boolean) => void;
}

/**
 * The §3 profile fields (avatar with the cropper of §5, nickname, birthday, gender, region, the
 * anchor's body and emotional status, hobbies, personal profile): anchor registration, the profile
 * edit of /user/info/basic and the anchor application all show these.
 */
export function ProfileFields<V extends ProfileFieldValues, C, O>(props: Props<V, C, O>) {
  const { anchorFields, regionRequired, onAvatarBusy, withNickname } = props;
  // Every form's values hold the profile's fields with these types, so its control answers for
  // their names as a control of the profile's fields alone would.
  const control = props.control as unknown as Control<ProfileFieldValues, C, O>;
  const { t } = useLingui();
  const nickname = useFormField(control, 'nickname');
  const avatar = useFormField(control, 'avatar');
  const birthday = useFormField(control, 'birthday');
  const gender = useFormField(control, 'gender');
  const province = useFormField(control, 'province');
  const city = useFormField(control, 'city');
  const height = useFormField(control, 'height');
  const weight = useFormField(control, 'weight');
  const emotion = useFormField(control, 'emotion');
  const hobbies = useFormField(control, 'hobbies');
  const profile = useFormField(control, 'profile');
  const [minHeight, maxHeight] = HEIGHT_RANGE;
  const [minWeight, maxWeight] = WEIGHT_RANGE;
  const optional = <span className="optional">{t`(optional)`}</span>;
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
    <>
      <ImageField
        value={avatar.value}
        onChange={avatar.onValueChange}
        onBusyChange={onAvatarBusy}
        error={avatar.error}
        uploadType="avatar"
        fileName="avatar.jpg"
        round
        testId="avatar"
        texts={{
          label: (
            <>
              {t`Avatar`} {optional}
            </>
          ),
          hint: t`PNG, JPEG or WebP, at most 30 MB. You will crop it to a square.`,
          cropTitle: t`Crop your avatar`,
          previewAlt: t`Avatar preview`,
          uploading: t`Uploading avatar`,
          uploaded: t`Avatar uploaded`,
        }}
        placeholder={<Silhouette />}
      />
      {withNickname ? (
        <TextField
          {...nickname}
          label={t`Nickname`}
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          hint={t`Shown to viewers, at most ${NICKNAME_MAX} characters`}
          data-testid="profile-nickname"
        />
      ) : null}
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
            <legend>
              {t`Region`} {regionRequired ? null : optional}
            </legend>
            <div className="pair">
              <TextField {...province} label={t`Province`} autoComplete="address-level1" maxLength={30} />
              <TextField {...city} label={t`City`} autoComplete="address-level2" maxLength={30} />
            </div>
          </fieldset>
          {anchorFields ? (
            <>
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
                    {t`Emotional status`} {optional}
                  </>
                }
                name="emotion"
                options={emotions}
                value={emotion.value ?? 'none'}
                onChange={(v) => emotion.onValueChange(v === 'none' ? null : v)}
                error={emotion.error}
              />
            </>
          ) : null}
        </div>
      </div>
      <HobbiesField hobbies={hobbies.value} onChange={hobbies.onValueChange} error={hobbies.error} />
      <TextareaField
        label={
          <>
            {t`Personal profile`} {optional}
          </>
        }
        name="profile"
        max={PROFILE_MAX}
        value={profile.value}
        onChange={profile.onValueChange}
        placeholder={
          anchorFields ? t`Tell viewers about yourself and what you stream` : t`A few words about yourself`
        }
        error={profile.error}
      />
    </>
  );
}

function Silhouette() {
  return (
    <svg viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
      <path
        fill="currentColor"
        d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5.5V22h18v-2.5c0-3.3-4.6-5.5-9-5.5Z"
      />
    </svg>
  );
}
