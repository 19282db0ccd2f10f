import { useLingui } from '@lingui/react/macro';

import { useStore } from '../../state/store';
import type { SideNavItem } from '../ui/SideNav';
import { type CentreGroup, entryTestId, navGroups, navRoleOf } from './userCentreNav';

export interface CentreNavGroup {
  group: CentreGroup;
  title: string;
  items: SideNavItem[];
}

/** The side navigation's groups of the logged-in user's role, translated (none without a user). */
export function useCentreGroups(): CentreNavGroup[] {
  const { i18n, t } = useLingui();
  const { userInfo } = useStore();
  if (!userInfo) return [];
  const titles: Record<CentreGroup, string> = {
    mine: t`My centre`,
    anchor: t`Anchor centre`,
    guides: t`Anchor guides`,
  };
  return navGroups(navRoleOf(userInfo)).map(({ group, entries }) => ({
    group,
    title: titles[group],
    items: entries.map((e) => ({
      to: e.to,
      label: i18n._(e.label),
      icon: e.icon,
      testId: entryTestId('nav', e.to),
    })),
  }));
}
