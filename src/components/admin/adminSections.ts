import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { LinkProps } from '@tanstack/react-router';

/** The platform console's pages (§6 super admin), in the order of its navigation. */
export interface AdminSection {
  to: NonNullable<LinkProps['to']>;
  label: MessageDescriptor;
  /** A stroke icon on a 24 px grid (one SVG path). */
  icon: string;
}

export const ADMIN_SECTIONS: readonly AdminSection[] = [
  {
    to: '/admin/review',
    label: msg`Anchor review`,
    icon: 'M9 12l2 2 4-4M12 3l7 3v6c0 4.4-3 8-7 9-4-1-7-4.6-7-9V6l7-3z',
  },
  {
    to: '/admin/accounts',
    label: msg`Accounts`,
    icon: 'M16 11a4 4 0 1 0-8 0M4 21c0-3.3 3.6-6 8-6s8 2.7 8 6M12 7V3',
  },
  { to: '/admin/words', label: msg`Refused words`, icon: 'M4 6h16M4 12h10M4 18h7M15 15l5 5M20 15l-5 5' },
  {
    to: '/admin/pushes',
    label: msg`Pushes`,
    icon: 'M6 8a6 6 0 1 1 12 0c0 7 3 8 3 8H3s3-1 3-8M10 20a2 2 0 0 0 4 0',
  },
  { to: '/admin/pages', label: msg`Rich-text pages`, icon: 'M6 3h9l5 5v13H6zM14 3v6h6M9 13h8M9 17h6' },
  {
    to: '/admin/matches',
    label: msg`Match data`,
    icon: 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7l4 3-1.5 5h-5L8 10z',
  },
  { to: '/admin/live', label: msg`Live monitor`, icon: 'M3 7h13v10H3zM16 10l5-3v10l-5-3' },
  { to: '/admin/money', label: msg`Money`, icon: 'M3 6h18v12H3zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z' },
];

export type AdminRoute = AdminSection['to'];
