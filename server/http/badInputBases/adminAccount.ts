import type { adminAccountEndpoints } from '../../../protocol/adminAccountEndpoints';
import type { BadInputBase } from './base';

/** The bad-input suite's rows (./base.ts) of protocol/adminAccountEndpoints.ts, all sent as an admin. */
export const adminAccountBases = {
  adminReviewQueue: { body: {}, auth: 'admin', readOnly: true },
  // An account that does not exist: refused (4012) before anything changes.
  adminReviewDecide: { body: { username: 'nobody999x', action: 'approve' }, auth: 'admin' },
  adminReviewDecisions: { body: {}, auth: 'admin', readOnly: true },
  adminAccountSearch: { body: {}, auth: 'admin', readOnly: true },
  adminAccountRestrict: {
    body: { username: 'nobody999x', kind: 'permaBanned', reason: 'spam' },
    auth: 'admin',
  },
  adminAccountUnrestrict: { body: { username: 'nobody999x', reason: 'appeal' }, auth: 'admin' },
  adminAccountSessions: { body: { username: 'nobody999x' }, auth: 'admin' },
  adminAccountRevokeSessions: { body: { username: 'nobody999x' }, auth: 'admin' },
  adminAccountResetSecurityCode: { body: { username: 'nobody999x', reason: 'lost' }, auth: 'admin' },
} satisfies Record<keyof typeof adminAccountEndpoints, BadInputBase>;
