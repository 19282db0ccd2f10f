import type { LinkProps } from '@tanstack/react-router';
import { Link } from '@tanstack/react-router';

export interface SideNavItem {
  to: NonNullable<LinkProps['to']>;
  label: string;
  /** A stroke icon on a 24 px grid (one SVG path). */
  icon: string;
  testId: string;
}

/**
 * The side navigation of a user-centre area (/user/info, the anchor pages): a titled list of links
 * with icons, the current one marked; a row of tiles on narrow screens.
 */
export function SideNav({
  title,
  label,
  items,
  current,
  wide = false,
}: {
  title: string;
  /** The navigation's accessible name. */
  label: string;
  items: readonly SideNavItem[];
  current: string;
  /** More items than fit in one row of tiles on a phone: they wrap instead. */
  wide?: boolean;
}) {
  return (
    <nav className={`user-info-nav card${wide ? ' user-info-nav-wide' : ''}`} aria-label={label}>
      <h2 className="user-info-nav-title">{title}</h2>
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
    </nav>
  );
}
