import * as a from './adminAccount';
import { adminAccountEndpoints as e } from './adminAccountEndpoints';

/** Summaries and schemas of protocol/adminAccountEndpoints.ts, spread into protocol/api.ts. */
export const adminAccountApi = {
  adminReviewQueue: {
    ...e.adminReviewQueue,
    summary: 'Pending anchor applications with every field they filled (paged, searchable)',
    request: a.reviewQueueRequest,
    response: a.reviewQueueResponse,
  },
  adminReviewDecide: {
    ...e.adminReviewDecide,
    summary: 'Approve (SMS notice) or reject with a reason an application that is still pending',
    request: a.reviewDecideRequest,
    response: a.reviewDecideResponse,
  },
  adminReviewDecisions: {
    ...e.adminReviewDecisions,
    summary: 'The history of anchor decisions (audit log): who decided what, about whom, why, when',
    request: a.reviewDecisionsRequest,
    response: a.reviewDecisionsResponse,
  },
  adminAccountSearch: {
    ...e.adminAccountSearch,
    summary: 'Search accounts by username, nickname or phone, with the restriction in force',
    request: a.accountSearchRequest,
    response: a.accountSearchResponse,
  },
  adminAccountRestrict: {
    ...e.adminAccountRestrict,
    summary: 'Forbid login, ban until a date or ban for good: sessions revoked, sockets closed',
    request: a.restrictRequest,
    response: a.restrictResponse,
  },
  adminAccountUnrestrict: {
    ...e.adminAccountUnrestrict,
    summary: 'Lift every restriction in force of an account, with a reason',
    request: a.unrestrictRequest,
    response: a.unrestrictResponse,
  },
  adminAccountSessions: {
    ...e.adminAccountSessions,
    summary: "An account's sessions, the newest first",
    request: a.accountSessionsRequest,
    response: a.accountSessionsResponse,
  },
  adminAccountRevokeSessions: {
    ...e.adminAccountRevokeSessions,
    summary: 'Revoke one session of an account, or all of them (their sockets close at once)',
    request: a.revokeSessionsRequest,
    response: a.revokeSessionsResponse,
  },
  adminAccountResetSecurityCode: {
    ...e.adminAccountResetSecurityCode,
    summary: 'Send the account a new security code by SMS (the old one stops working)',
    request: a.resetSecurityCodeRequest,
    response: a.resetSecurityCodeResponse,
  },
};
