import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useId } from 'react';

import { SignedIn } from '../../components/account/SignedIn';
import { ModifyPasswordForm } from '../../components/account/ModifyPasswordForm';
import { ModifyPhoneForm } from '../../components/account/ModifyPhoneForm';
import { UserInfoBasic } from '../../components/account/UserInfoBasic';
import { USER_INFO_SECTIONS, type UserInfoSection, UserInfoNav } from '../../components/account/UserInfoNav';
import { useStore } from '../../state/store';

function sectionOf(pathname: string): UserInfoSection {
  return USER_INFO_SECTIONS.find((s) => s === pathname) ?? '/user/info/basic';
}

/** /user/info/basic, modifyPhone and modifyPassword (§2): side navigation and the chosen section. */
export function UserInfoPage() {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const { language } = useStore();
  const section = sectionOf(pathname);
  const titleId = useId();

  const titles: Record<UserInfoSection, string> = {
    '/user/info/basic': t`Basic info`,
    '/user/info/modifyPhone': t`Change phone number`,
    '/user/info/modifyPassword': t`Change password`,
  };

  return (
    <SignedIn>
      {(userInfo) => (
        <div className="user-info-layout" data-testid="user-info-page">
          <UserInfoNav current={section} />
          <section className="card user-info-content" aria-labelledby={titleId}>
            <h1 className="page-title" id={titleId}>
              {titles[section]}
            </h1>
            {section === '/user/info/basic' ? <UserInfoBasic user={userInfo} language={language} /> : null}
            {section === '/user/info/modifyPhone' ? (
              <div className="user-info-form">
                <p className="field-hint user-info-current">
                  <Trans>
                    Current phone number:{' '}
                    <span dir="ltr">
                      +{userInfo.areaCode} {userInfo.phone}
                    </span>
                  </Trans>
                </p>
                <ModifyPhoneForm />
              </div>
            ) : null}
            {section === '/user/info/modifyPassword' ? (
              <div className="user-info-form">
                <ModifyPasswordForm />
              </div>
            ) : null}
          </section>
        </div>
      )}
    </SignedIn>
  );
}
