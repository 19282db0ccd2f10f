import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';

import { BookingList } from '../../components/user/BookingList';
import { UserCentreLayout } from '../../components/user/UserCentreLayout';

/** /user/bookings: the matches I booked (§4), with cancel. */
export function BookingsPage() {
  const { t } = useLingui();
  const title = useRef<HTMLHeadingElement>(null);
  return (
    <UserCentreLayout current="/user/bookings" testId="bookings-page">
      {() => (
        <>
          <h1 className="page-title user-centre-title" ref={title} tabIndex={-1}>
            {t`My bookings`}
          </h1>
          <BookingList titleRef={title} />
        </>
      )}
    </UserCentreLayout>
  );
}
