import { ErrorCode } from '../../../protocol/errors';
import { type BackupSummary, pgliteOf, targetProblem, writeBackup } from '../../cli/backupArchive';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import type { Session } from '../../http/auth';
import { isLocal } from '../upload';

/**
 * POST /web/admin/backup: `npm run admin -- backup` asks the running server, which holds the
 * database, to write the archive. Only with the admin key (DATA_DIR/server.json, mode 600): a
 * platform admin logged in on the web must not make the server write files on its machine.
 */
export async function backupOnRequest(
  ctx: AppContext,
  file: string,
  session: Session | undefined,
): Promise<BackupSummary> {
  if (session) throw new ApiError(ErrorCode.NoPermission);
  const client = pgliteOf(ctx.database);
  if (!client) throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'file', rule: 'postgres' }] });
  const problem = targetProblem(file, ctx.config.dataDir);
  if (problem) throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'file', rule: problem }] });
  const uploadsDir = isLocal(ctx.storage) ? ctx.storage.dir : undefined;
  const summary = await writeBackup({ client, uploadsDir, dataDir: ctx.config.dataDir, target: file });
  ctx.log.info({ file, bytes: summary.bytes, uploads: summary.uploads }, 'backup written');
  return summary;
}
