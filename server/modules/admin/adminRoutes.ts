import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { accountsAdminHandlers } from './accounts/accountsHandlers';
import { listAnchors, review } from './adminService';
import { backupOnRequest } from './backupService';
import { contentAdminHandlers } from './content/contentHandlers';
import { opsAdminHandlers } from './ops/opsHandlers';

/**
 * The platform console (§6 super admin) and `npm run admin`: anchor review and backups here, the
 * console's areas in accounts/ (review queue, accounts, restrictions, sessions), content/ (refused
 * words, pushes, rich-text pages) and ops/ (match data, live monitor, money).
 */
export function adminHandlers(ctx: AppContext): Handlers {
  return {
    adminAnchorList: ({ body }) => listAnchors(ctx, body.status),
    adminReview: ({ body, session }) => review(ctx, body, session ? `user:${session.user.username}` : 'cli'),
    adminBackup: ({ body, session }) => backupOnRequest(ctx, body.file, session),
    ...accountsAdminHandlers(ctx),
    ...contentAdminHandlers(ctx),
    ...opsAdminHandlers(ctx),
  };
}
