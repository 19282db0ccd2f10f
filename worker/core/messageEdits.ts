import { ContentType } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';
import type { ImDatabase } from '../db/ImDatabase';

/** Changes to stored messages after the fact: revoke (for everyone) and delete (for this user). */

/**
 * A revoked message keeps its place in the list and shows as revoked (content type 2101); its text
 * is replaced by the revoke record, as the server does, so it does not linger on this device.
 */
export function markRevoked(
  db: ImDatabase,
  clientMsgID: string,
  revokerID: string,
  revokeTime: number,
): Promise<StoredMessage | null> {
  return db.transaction('rw', db.messages, async () => {
    const row = await db.messages.get(clientMsgID);
    if (row === undefined) return null;
    if (row.contentType === ContentType.Revoked) return row;
    const content = JSON.stringify({ revokerID, revokeTime, sourceContentType: row.contentType });
    const revoked: StoredMessage = { ...row, contentType: ContentType.Revoked, content };
    await db.messages.put(revoked);
    return revoked;
  });
}

/** Removes messages from this device; unsent ones leave the outbox too (they never reach the server). */
export async function removeMessages(db: ImDatabase, clientMsgIDs: string[]): Promise<void> {
  await db.transaction('rw', [db.messages, db.outbox], async () => {
    await db.messages.bulkDelete(clientMsgIDs);
    await db.outbox.bulkDelete(clientMsgIDs);
  });
}
