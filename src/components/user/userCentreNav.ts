import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';

import type { Role, UserInfo } from '../../../protocol/account';
import { liveAccessOf } from '../live/liveAccess';

/**
 * The one table of the user centre's pages: the side navigation of every user-centre page
 * (src/components/ui/SideNav.tsx) and the user menu (src/components/layout/UserMenu.tsx) show the
 * rows of the caller's role. A new page of the centre is one row here.
 */

export type CentreRoute = NonNullable<LinkProps['to']>;

/** The side navigation's groups, in their order; null: in the user menu only. */
export const CENTRE_GROUPS = ['mine', 'anchor', 'guides'] as const;
export type CentreGroup = (typeof CENTRE_GROUPS)[number];

export interface CentreEntry {
  to: CentreRoute;
  label: MessageDescriptor;
  /** Who sees it (navRoleOf: an anchor is an approved one). */
  roles: readonly Role[];
  group: CentreGroup | null;
  /** Also in the user menu. */
  menu: boolean;
  /** A stroke icon on a 24 px grid (one SVG path). */
  icon: string;
}

const EVERYONE: readonly Role[] = ['viewer', 'anchor', 'admin'];
const ANCHOR: readonly Role[] = ['anchor'];
/** Members who may apply to become an anchor (a platform admin may not: 1006). */
const VIEWER: readonly Role[] = ['viewer'];

export const USER_CENTRE: readonly CentreEntry[] = [
  {
    to: '/user/info/basic',
    label: msg`My profile`,
    roles: EVERYONE,
    group: 'mine',
    menu: true,
    icon: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c0-3.3 3.6-6 8-6s8 2.7 8 6',
  },
  {
    to: '/chat/message',
    label: msg`Messages`,
    roles: EVERYONE,
    group: null,
    menu: true,
    icon: 'M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
  },
  {
    to: '/user/attention',
    label: msg`My follows`,
    roles: EVERYONE,
    group: 'mine',
    menu: true,
    icon: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  },
  {
    to: '/admin/review',
    label: msg`Platform console`,
    roles: ['admin'],
    group: null,
    menu: true,
    icon: 'M4 5h16v10H4zM9 19h6M12 15v4M8 10l2 2 4-4',
  },
  {
    to: '/user/bookings',
    label: msg`My bookings`,
    roles: EVERYONE,
    group: 'mine',
    menu: true,
    icon: 'M5 5h14a1 1 0 0 1 1 1v13a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1zM4 10h16M8 3v4M16 3v4M9 15l2 2 4-4',
  },
  {
    to: '/user/apply',
    label: msg`Become an anchor`,
    roles: VIEWER,
    group: 'mine',
    menu: true,
    icon: 'M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
  },
  {
    to: '/user/configuration',
    label: msg`Live configuration`,
    roles: ANCHOR,
    group: 'anchor',
    menu: true,
    icon: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  },
  {
    to: '/user/datas',
    label: msg`Live data`,
    roles: ANCHOR,
    group: 'anchor',
    menu: false,
    icon: 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  },
  {
    to: '/user/photos',
    label: msg`Photo wall`,
    roles: ANCHOR,
    group: 'anchor',
    menu: false,
    icon: 'M4 5h16v14H4zM4 15l4.5-4.5 4 4 2.5-2.5L20 17M15.5 9.5h0',
  },
  {
    to: '/user/posts',
    label: msg`My posts`,
    roles: ANCHOR,
    group: 'anchor',
    menu: false,
    icon: 'M5 4h14v16H5zM8 8h8M8 12h8M8 16h5',
  },
  {
    to: '/user/fans',
    label: msg`Fans`,
    roles: ANCHOR,
    group: 'anchor',
    menu: false,
    icon: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2.5 20c0-3.3 2.9-6 6.5-6s6.5 2.7 6.5 6M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.3c2.1.8 3.5 2.9 3.5 5.7',
  },
  {
    to: '/user/earnings',
    label: msg`Earnings`,
    roles: ANCHOR,
    group: 'anchor',
    menu: false,
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM14.8 9.2c-.5-.9-1.6-1.4-2.8-1.4-1.7 0-2.8.9-2.8 2.1 0 2.9 5.6 1.5 5.6 4.3 0 1.2-1.2 2.1-2.8 2.1-1.3 0-2.4-.6-2.9-1.5M12 6v1.8M12 16.3V18',
  },
  {
    to: '/user/tutorial',
    label: msg`Live tutorial`,
    roles: EVERYONE,
    group: 'guides',
    menu: false,
    icon: 'M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5zM12 6v13',
  },
  {
    to: '/user/specification',
    label: msg`Live rules`,
    roles: EVERYONE,
    group: 'guides',
    menu: false,
    icon: 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  },
  {
    to: '/user/question',
    label: msg`Live FAQ`,
    roles: EVERYONE,
    group: 'guides',
    menu: false,
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h0',
  },
];

/**
 * The role the centre shows: a platform admin, an approved anchor (as the anchor pages decide,
 * liveAccessOf), else a viewer (also an anchor account under review, rejected or banned).
 */
export function navRoleOf(user: Pick<UserInfo, 'role' | 'anchorStatus'>): Role {
  if (user.role === 'admin') return 'admin';
  return liveAccessOf(user) === 'anchor' ? 'anchor' : 'viewer';
}

/** The rows a role sees in the user menu, in the table's order. */
export function menuEntries(role: Role, table: readonly CentreEntry[] = USER_CENTRE): CentreEntry[] {
  return table.filter((e) => e.menu && e.roles.includes(role));
}

/** The side navigation's groups of a role, in order, leaving out empty ones. */
export function navGroups(
  role: Role,
  table: readonly CentreEntry[] = USER_CENTRE,
): { group: CentreGroup; entries: CentreEntry[] }[] {
  return CENTRE_GROUPS.map((group) => ({
    group,
    entries: table.filter((e) => e.group === group && e.roles.includes(role)),
  })).filter((g) => g.entries.length > 0);
}

/** The group a page of the centre belongs to (null when it is none of the table's). */
export function groupOf(to: string, table: readonly CentreEntry[] = USER_CENTRE): CentreGroup | null {
  return table.find((e) => e.to === to)?.group ?? null;
}

/** The test id of a row: `nav-attention`, `menu-bookings`... (the last part of its path). */
export function entryTestId(prefix: 'nav' | 'menu', to: string): string {
  return `${prefix}-${to.split('/').at(-1) ?? ''}`;
}
