import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { listAnchors, review } from './adminService';

export function adminHandlers(ctx: AppContext): Handlers {
  return {
    adminAnchorList: ({ body }) => listAnchors(ctx, body.status),
    adminReview: ({ body, session }) => review(ctx, body, session ? `user:${session.user.username}` : 'cli'),
  };
}
