import type { Tx } from '../../../db/client';
import { auditLog } from '../../../db/schema';

/** One audit_log row of a console action, written in the transaction of the change. */
export async function writeAudit(
  tx: Tx,
  row: { actor: string; action: string; target: string; reason?: string | null; at: number },
): Promise<void> {
  await tx.insert(auditLog).values({ ...row, reason: row.reason ?? null, at: new Date(row.at) });
}
