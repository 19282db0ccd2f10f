import { useLingui } from '@lingui/react/macro';
import type { LinkProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';

import { useCentreGroups } from '../user/useCentreGroups';

export interface SideNavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  /** A stroke icon on a 24 px grid (one SVG path). */
  icon: string;
  testId: string;
}

/**
 * The side navigation of the user centre: the pages of the area shown (/user/info, the anchor
 * pages, my follows and bookings) with icons, the current one marked, a row of tiles on narrow
 * screens; under them the rest of the centre for the caller's role (the table of
 * src/components/user/userCentreNav.ts), so every page of the centre reaches every other.
 */
export function SideNav({
  title,
  label,
  items,
  current,
  wide = false,
}: {
  title: string;
  /** The accessible name of the area's list. */
  label: string;
  items: readonly SideNavItem[];
  current: string;
  /** More items than fit in one row of tiles on a phone: they wrap instead. */
  wide?: boolean;
}) {
  const { t } = useLingui();
  const shown = new Set<string>(items.map((i) => i.to));
  const more = useCentreGroups()
    .map((g) => ({ ...g, items: g.items.filter((i) => !shown.has(i.to)) }))
    .filter((g) => g.items.length > 0);
  return (
    <nav className={`user-info-nav card${wide ? ' user-info-nav-wide' : ''}`} aria-label={t`User centre`}>
      <h2 className="user-info-nav-title">{title}</h2>
      <NavLinks label={label} items={items} current={current} />
      {more.length > 0 ? (
        <div className="centre-more" data-testid="centre-more">
          {more.map((g) => (
            <div key={g.group} className="centre-more-group">
              <h2 className="user-info-nav-title">{g.title}</h2>
              <NavLinks label={g.title} items={g.items} current={current} />
            </div>
          ))}
        </div>
      ) : null}
    </nav>
  );
}

export function NavLinks({
  label,
  items,
  current,
}: {
  label: string;
  items: readonly SideNavItem[];
  current: string;
}) {
  return (
    <ul aria-label={label}>
      {items.map((item) => (
        <li key={item.to}>
          <Link
            to={item.to}
            className={item.to === current ? 'user-info-nav-link active' : 'user-info-nav-link'}
            aria-current={item.to === current ? 'page' : undefined}
            data-testid={item.testId}
          >
            <svg className="user-info-nav-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
              <path
                d={item.icon}
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
  );
}
