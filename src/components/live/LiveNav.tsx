import { useLingui } from '@lingui/react/macro';

import { SideNav, type SideNavItem } from '../ui/SideNav';

export const LIVE_PAGES = [
  '/user/configuration',
  '/user/datas',
  '/user/tutorial',
  '/user/specification',
  '/user/question',
] as const;
export type LivePage = (typeof LIVE_PAGES)[number];

/** The pages of approved anchors only; the three guides are for everyone logged in. */
export const ANCHOR_ONLY_PAGES: readonly LivePage[] = ['/user/configuration', '/user/datas'];

/** Stroke icons (24 px grid): sliders, bars, an open book, a shield, a question mark in a circle. */
const ICONS: Record<LivePage, string> = {
  '/user/configuration': 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4',
  '/user/datas': 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  '/user/tutorial': 'M12 6c-2-1.5-5-2-8-1.5v13c3-.5 6 0 8 1.5 2-1.5 5-2 8-1.5v-13c-3-.5-6 0-8 1.5zM12 6v13',
  '/user/specification': 'M12 3l7 3v5c0 4.5-3 8-7 10-4-2-7-5.5-7-10V6zM9 12l2 2 4-4',
  '/user/question':
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5v.7M12 17h0',
};

/** The side navigation of the anchor pages: all five for anchors, the guides for everyone else. */
export function LiveNav({ current, anchor }: { current: LivePage; anchor: boolean }) {
  const { t } = useLingui();
  const labels: Record<LivePage, string> = {
    '/user/configuration': t`Live configuration`,
    '/user/datas': t`Live data`,
    '/user/tutorial': t`Live tutorial`,
    '/user/specification': t`Live rules`,
    '/user/question': t`Live FAQ`,
  };
  const items: SideNavItem[] = LIVE_PAGES.filter((p) => anchor || !ANCHOR_ONLY_PAGES.includes(p)).map(
    (to) => ({ to, label: labels[to], icon: ICONS[to], testId: `nav-${to.slice('/user/'.length)}` }),
  );
  return (
    <SideNav
      title={anchor ? t`Anchor centre` : t`Anchor guides`}
      label={t`Anchor pages`}
      items={items}
      current={current}
      wide={items.length > 3}
    />
  );
}
