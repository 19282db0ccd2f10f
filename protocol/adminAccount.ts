import { z } from 'zod';

import { ANCHOR_STATUSES, EMOTIONS, GENDERS, ROLES } from './account';
import { ADMIN_REASON_MAX, adminListRequest, pageOf } from './adminTable';

/**
 * Schemas of the console's anchor review queue and accounts (issue 20, §6 super admin): the pending
 * applications and the decisions taken, the account search, restrictions (forbid login, ban until a
 * date, ban for good, unban), an account's sessions and its security code.
 */

const reason = z.string().trim().min(1, { message: 'reason' }).max(ADMIN_REASON_MAX);
const optionalReason = z.string().trim().max(ADMIN_REASON_MAX).default('');
const username = z.string().trim().min(1).max(64);

// ---- Review queue ------------------------------------------------------------------------------

export const REVIEW_SORT_KEYS = ['appliedAt', 'username'] as const;
export const reviewQueueRequest = adminListRequest(REVIEW_SORT_KEYS);

/** Everything an application (registration form or user centre) wrote on the account. */
export const applicantRow = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(ROLES),
  areaCode: z.string(),
  phone: z.string(),
  gender: z.enum(GENDERS),
  birthday: z.string().nullable(),
  province: z.string(),
  city: z.string(),
  height: z.number().nullable(),
  weight: z.number().nullable(),
  emotion: z.enum(EMOTIONS).nullable(),
  hobbies: z.array(z.string()),
  profile: z.string(),
  appliedAt: z.number().nullable(),
  createdAt: z.number(),
});
export type ApplicantRow = z.infer<typeof applicantRow>;

export const REVIEW_DECISIONS = ['approve', 'reject'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
/** Approve, or reject with a reason (required for a rejection: the applicant reads it). */
export const reviewDecideRequest = z
  .strictObject({
    username,
    action: z.enum(REVIEW_DECISIONS),
    reason: optionalReason,
  })
  .superRefine((v, ctx) => {
    if (v.action === 'reject' && v.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: 'reason' });
  });
export const reviewDecideResponse = z.object({
  username: z.string(),
  anchorStatus: z.enum(ANCHOR_STATUSES),
});

export const DECISION_SORT_KEYS = ['at'] as const;
export const reviewDecisionsRequest = adminListRequest(DECISION_SORT_KEYS);
/** An audit_log row of an anchor.* action: who decided what about whom, why and when. */
export const decisionRow = z.object({
  id: z.number(),
  at: z.number(),
  actor: z.string(),
  action: z.string(),
  target: z.string(),
  reason: z.string().nullable(),
});
export type DecisionRow = z.infer<typeof decisionRow>;

// ---- Accounts ----------------------------------------------------------------------------------

export const RESTRICTION_KINDS = ['loginForbidden', 'banned', 'permaBanned'] as const;
export type RestrictionKind = (typeof RESTRICTION_KINDS)[number];

/** A restriction in force (liftedAt null and until null or later than now). */
export const restrictionRow = z.object({
  id: z.number(),
  kind: z.enum(RESTRICTION_KINDS),
  reason: z.string(),
  until: z.number().nullable(),
  actor: z.string(),
  createdAt: z.number(),
});
export type RestrictionRow = z.infer<typeof restrictionRow>;

export const ACCOUNT_SORT_KEYS = ['createdAt', 'username'] as const;
export const ACCOUNT_ROLE_FILTERS = ['all', ...ROLES] as const;
export const accountSearchRequest = adminListRequest(ACCOUNT_SORT_KEYS, {
  role: z.enum(ACCOUNT_ROLE_FILTERS).default('all'),
});
export const accountRow = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  areaCode: z.string(),
  phone: z.string(),
  role: z.enum(ROLES),
  anchorStatus: z.enum(ANCHOR_STATUSES),
  hasSecurityCode: z.boolean(),
  /** The older account-wide switch (users.disabled): login refused (3022) until unbanned here. */
  disabled: z.boolean(),
  createdAt: z.number(),
  /** The restriction in force that ends last (a permanent one first), or null. */
  restriction: restrictionRow.nullable(),
});
export type AccountRow = z.infer<typeof accountRow>;

/**
 * Forbid login (until a date, or until lifted without one), ban until a date (required, in the
 * future: the server checks it against its clock, rule `future`), or ban for good (no date).
 */
export const restrictRequest = z
  .strictObject({
    username,
    kind: z.enum(RESTRICTION_KINDS),
    reason,
    /** Epoch ms. */
    until: z.number().int().positive().nullable().default(null),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'banned' && v.until === null)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'required' });
    if (v.kind === 'permaBanned' && v.until !== null)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'none' });
  });
export const restrictResponse = z.object({
  account: accountRow,
  /** Sessions of the account revoked (their sockets closed on every node). */
  revokedSessions: z.number(),
});

/** Lifts every restriction in force. */
export const unrestrictRequest = z.strictObject({ username, reason });
export const unrestrictResponse = z.object({ account: accountRow, lifted: z.number() });

export const accountSessionsRequest = z.strictObject({ username });
/** A login of the account. The sessions table keeps no IP address nor last use (only its expiry). */
export const sessionRow = z.object({
  /** The session's token hash (never the token). */
  id: z.string(),
  device: z.string(),
  createdAt: z.number(),
  expiresAt: z.number(),
  revokedAt: z.number().nullable(),
  active: z.boolean(),
});
export type SessionRow = z.infer<typeof sessionRow>;
/** At most this many sessions, the newest first. */
export const ACCOUNT_SESSIONS_MAX = 50;
export const accountSessionsResponse = z.object({ list: z.array(sessionRow), active: z.number() });

/** One session (`id`), or every active one without it. */
export const revokeSessionsRequest = z.strictObject({
  username,
  id: z.string().min(1).max(100).optional(),
  reason: optionalReason,
});
export const revokeSessionsResponse = z.object({ revoked: z.number() });

/** A new security code sent by SMS to the account's phone (the old one stops working at once). */
export const resetSecurityCodeRequest = z.strictObject({ username, reason });
export const resetSecurityCodeResponse = z.object({ sentTo: z.string() });

export const reviewQueueResponse = pageOf(applicantRow);
export const reviewDecisionsResponse = pageOf(decisionRow);
export const accountSearchResponse = pageOf(accountRow);
