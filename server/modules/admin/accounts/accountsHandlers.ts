import type { AppContext } from '../../../context';
import type { Session } from '../../../http/auth';
import type { Handlers } from '../../../http/registerApi';
import {
  accountSessions,
  resetSecurityCode,
  restrict,
  revokeSessions,
  searchAccounts,
  unrestrict,
} from './accountService';
import { decide, decisions, reviewQueue } from './reviewQueue';

const actorOf = (session: Session | undefined) => (session ? `user:${session.user.username}` : 'cli');

/** The console's calls of protocol/adminAccountEndpoints.ts: the anchor review queue and accounts. */
export function accountsAdminHandlers(ctx: AppContext): Handlers {
  return {
    adminReviewQueue: ({ body }) => reviewQueue(ctx, body),
    adminReviewDecide: ({ body, session }) => decide(ctx, body, actorOf(session)),
    adminReviewDecisions: ({ body }) => decisions(ctx, body),
    adminAccountSearch: ({ body }) => searchAccounts(ctx, body),
    adminAccountRestrict: ({ body, session }) => restrict(ctx, body, actorOf(session)),
    adminAccountUnrestrict: ({ body, session }) => unrestrict(ctx, body, actorOf(session)),
    adminAccountSessions: ({ body }) => accountSessions(ctx, body.username),
    adminAccountRevokeSessions: ({ body, session }) => revokeSessions(ctx, body, actorOf(session)),
    adminAccountResetSecurityCode: ({ body, session }) => resetSecurityCode(ctx, body, actorOf(session)),
  };
}
