import { useLingui } from '@lingui/react/macro';

import { SideNav, type SideNavItem } from '../ui/SideNav';

export const USER_INFO_SECTIONS = [
  '/user/info/basic',
  '/user/info/modifyPhone',
  '/user/info/modifyPassword',
] as const;
export type UserInfoSection = (typeof USER_INFO_SECTIONS)[number];

/** The side navigation of /user/info: basic info, change phone, change password. */
export function UserInfoNav({ current }: { current: UserInfoSection }) {
  const { t } = useLingui();
  const items: SideNavItem[] = [
    {
      to: '/user/info/basic',
      label: t`Basic info`,
      testId: 'nav-basic',
      icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
    },
    {
      to: '/user/info/modifyPhone',
      label: t`Change phone number`,
      testId: 'nav-modify-phone',
      icon: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
    },
    {
      to: '/user/info/modifyPassword',
      label: t`Change password`,
      testId: 'nav-modify-password',
      icon: 'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V7a4 4 0 0 1 8 0v4',
    },
  ];
  return <SideNav title={t`My account`} label={t`Account settings`} items={items} current={current} />;
}
