import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** Small stroke icons (24 px grid) of the three sections. */
const ICONS: Record<string, string> = {
  '/user/info/basic': 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
  '/user/info/modifyPhone': 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  '/user/info/modifyPassword':
    'M6 11h12a1 1 0 0 1 1 1v8a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-8a1 1 0 0 1 1-1zM8 11V7a4 4 0 0 1 8 0v4',
};

export const USER_INFO_SECTIONS = [
  '/user/info/basic',
  '/user/info/modifyPhone',
  '/user/info/modifyPassword',
] as const;
export type UserInfoSection = (typeof USER_INFO_SECTIONS)[number];

/** The side navigation of /user/info: basic info, change phone, change password. */
export function UserInfoNav({ current }: { current: UserInfoSection }) {
  const { t } = useLingui();
  const items: { to: UserInfoSection; label: string; testId: string }[] = [
    { to: '/user/info/basic', label: t`Basic info`, testId: 'nav-basic' },
    { to: '/user/info/modifyPhone', label: t`Change phone number`, testId: 'nav-modify-phone' },
    { to: '/user/info/modifyPassword', label: t`Change password`, testId: 'nav-modify-password' },
  ];
  return (
    <nav className="user-info-nav card" aria-label={t`Account settings`}>
      <h2 className="user-info-nav-title">
        <Trans>My account</Trans>
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className={item.to === current ? 'user-info-nav-link active' : 'user-info-nav-link'}
              aria-current={item.to === current ? 'page' : undefined}
              data-testid={item.testId}
            >
              <svg
                className="user-info-nav-icon"
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
              >
                <path
                  d={ICONS[item.to]}
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                />
              </svg>
              <span>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
