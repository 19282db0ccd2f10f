import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { listAnchors, review } from './adminService';
import { backupOnRequest } from './backupService';

export function adminHandlers(ctx: AppContext): Handlers {
  return {
    adminAnchorList: ({ body }) => listAnchors(ctx, body.status),
    adminReview: ({ body, session }) => review(ctx, body, session ? `user:${session.user.username}` : 'cli'),
    adminBackup: ({ body, session }) => backupOnRequest(ctx, body.file, session),
  };
}
