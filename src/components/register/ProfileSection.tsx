import { useLingui } from '@lingui/react/macro';

import { ProfileFields } from '../profile/ProfileFields';
import type { RegisterForm } from './useRegisterForm';

/** Registration's profile: the shared profile fields of an anchor (the nickname is asked above). */
export function ProfileSection({ form }: { form: RegisterForm }) {
  const { t } = useLingui();
  return (
    <section className="form-section" aria-labelledby="register-profile">
      <h2 id="register-profile" className="section-title">{t`Profile`}</h2>
      <ProfileFields
        control={form.control}
        withNickname={false}
        anchorFields
        regionRequired
        onAvatarBusy={form.setAvatarBusy}
      />
    </section>
  );
}
