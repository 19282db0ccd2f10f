import { z } from 'zod';

import { ReservationType } from './matchReservationConstants';

export * from './matchReservationConstants';

/** The reservation type of a booking call (§4): schedule or result. */
export const reservationTypeSchema = z.union([
  z.literal(ReservationType.Schedule),
  z.literal(ReservationType.Result),
]);
