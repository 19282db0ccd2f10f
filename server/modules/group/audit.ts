import type { Tx } from '../../db/client';
import { groupAudit } from '../../db/schema';

/** Every change of a group, named once (the `action` of group_audit rows). */
export type GroupAuditAction =
  | 'create'
  | 'setInfo'
  | 'setAvatar'
  | 'setNickname'
  | 'mute'
  | 'unmute'
  | 'muteAll'
  | 'unmuteAll'
  | 'kick'
  | 'exit'
  | 'dismiss'
  | 'transfer'
  | 'adminAdd'
  | 'adminEdit'
  | 'adminRemove'
  | 'inviteLink'
  | 'invite'
  | 'join'
  | 'apply'
  | 'applicationAgree'
  | 'applicationReject'
  | 'clear'
  | 'deleteMessages';

/** One audit row, written in the transaction of the change it records (both or neither). */
export async function audit(
  tx: Tx,
  entry: {
    groupId: number;
    actorId: number;
    action: GroupAuditAction;
    targetId?: number | null;
    detail?: Record<string, unknown>;
    at: number;
  },
): Promise<void> {
  await tx.insert(groupAudit).values({
    groupId: entry.groupId,
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId ?? null,
    detail: entry.detail ?? {},
    createdAt: new Date(entry.at),
  });
}
