import type { ReactNode } from 'react';

import type { UserInfo } from '../../../protocol/account';
import { SignedIn } from '../account/SignedIn';
import { SideNav } from '../ui/SideNav';
import { useCentreGroups } from './useCentreGroups';
import type { CentreRoute } from './userCentreNav';

/**
 * A page of the user centre of its own (my follows, my bookings): the side navigation with the
 * page's group of the centre first, and the page once the user is known.
 */
export function UserCentreLayout({
  current,
  testId,
  children,
}: {
  current: CentreRoute;
  testId: string;
  children: (user: UserInfo) => ReactNode;
}) {
  return (
    <SignedIn>
      {(user) => (
        <div className="user-info-layout user-centre" data-testid={testId}>
          <UserCentreNav current={current} />
          <div className="user-centre-main">{children(user)}</div>
        </div>
      )}
    </SignedIn>
  );
}

function UserCentreNav({ current }: { current: CentreRoute }) {
  const groups = useCentreGroups();
  const area = groups.find((g) => g.items.some((i) => i.to === current)) ?? groups[0];
  if (!area) return null;
  return (
    <SideNav
      title={area.title}
      label={area.title}
      items={area.items}
      current={current}
      wide={area.items.length > 3}
    />
  );
}
