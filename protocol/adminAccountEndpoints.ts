import type { Access, EndpointInfo } from './endpointInfo';

/**
 * The platform console's calls for the anchor review queue and decisions, account search, restrictions (forbid login, ban, ban for good, unban), sessions, security codes; spread into protocol/endpoints.ts. Every one is
 * 'admin' (a platform admin's token, or the admin key of `npm run admin`).
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

export const adminAccountEndpoints = {
  adminReviewQueue: post('admin', '/admin/review/queue'),
  adminReviewDecide: post('admin', '/admin/review/decide'),
  adminReviewDecisions: post('admin', '/admin/review/decisions'),
  adminAccountSearch: post('admin', '/admin/accounts/search'),
  adminAccountRestrict: post('admin', '/admin/accounts/restrict'),
  adminAccountUnrestrict: post('admin', '/admin/accounts/unrestrict'),
  adminAccountSessions: post('admin', '/admin/accounts/sessions'),
  adminAccountRevokeSessions: post('admin', '/admin/accounts/sessions/revoke'),
  adminAccountResetSecurityCode: post('admin', '/admin/accounts/security_code/reset'),
} as const satisfies Record<string, EndpointInfo>;
