import Dexie, { type DexieOptions, type Table } from 'dexie';

import type { Conversation, SendableContentType } from '../../protocol/im';
import type { StoredMessage } from '../../protocol/imWorkerApi';

/**
 * The messaging cache in IndexedDB: the only file that imports dexie (lint rule). One database per
 * chat user (`tribune-im-<userID>`), a separate one for guests, so switching user never mixes caches.
 * Logout deletes the user's database (`ImDatabase.delete()`, ImCore.forgetUser).
 */

/**
 * A conversation row; `pinned` is a number because booleans are not valid IndexedDB keys. `atSeq`
 * (worker only, never shown to tabs): the newest seq of a group message that @-mentions this user
 * (or @all); the conversation shows `atMe` while it is above the read cursor, so the mark survives
 * reloads and clears itself once read here or on another device.
 */
export interface ConversationRow extends Conversation {
  pinned: 0 | 1;
  atSeq?: number;
}

/**
 * A message not acknowledged yet; the row lives until the ack (or a refusal marks it failed). A
 * private message names `recvID`; a group message `groupID` (and an empty `recvID`).
 */
export interface OutboxRow {
  clientMsgID: string;
  conversationID: string;
  recvID: string;
  groupID?: string;
  contentType: SendableContentType;
  content: string;
  createdAt: number;
  state: 'pending' | 'failed';
  errCode: number;
}

/**
 * Sync position of one conversation: `syncedSeq` is the highest seq below which nothing is missing,
 * `maxSeq` the highest seq known, `hasReadSeq` the read cursor (`readDirty` until the server has it).
 * Group conversations: `minSeq`, at or below which nothing is this member's (sent before they joined,
 * or cleared): never pulled, never unread (`syncedSeq` starts there).
 */
export interface CursorRow {
  conversationID: string;
  syncedSeq: number;
  maxSeq: number;
  hasReadSeq: number;
  readDirty: 0 | 1;
  minSeq?: number;
}

export interface KvRow {
  key: string;
  value: unknown;
}

export class ImDatabase extends Dexie {
  conversations!: Table<ConversationRow, string>;
  messages!: Table<StoredMessage, string>;
  outbox!: Table<OutboxRow, string>;
  cursors!: Table<CursorRow, string>;
  kv!: Table<KvRow, string>;

  /** `options` may name another IndexedDB implementation (Node benchmarks use fake-indexeddb). */
  constructor(name: string, options?: DexieOptions) {
    super(name, options);
    // Fields that are not indexed (groupID, atSeq, minSeq of the group conversations) need no version.
    this.version(1).stores({
      conversations: 'conversationID, [pinned+latestMsgSendTime]',
      // clientMsgID is the primary key; [conversationID+seq] finds a message the server numbered.
      messages: 'clientMsgID, [conversationID+seq]',
      outbox: 'clientMsgID, createdAt',
      cursors: 'conversationID',
      kv: 'key',
    });
    // Another connection deletes this database (logout): close for good. Dexie's own handler would
    // reopen on the next query and so create the deleted database again, empty or with stale writes.
    this.on('versionchange', (event: { newVersion: number | null }) => {
      if (event.newVersion !== null) return undefined; // an upgrade: Dexie's handler
      this.close({ disableAutoOpen: true });
      return false;
    });
  }
}

/** The database of a chat user, or of guests. */
export function imDatabaseName(userID: string | null): string {
  return userID === null ? 'tribune-im-guest' : `tribune-im-${userID}`;
}

export function openImDatabase(userID: string | null): ImDatabase {
  return new ImDatabase(imDatabaseName(userID));
}

/** Upper bound of a compound key range ([id, MAX_KEY] covers every seq of a conversation). */
export const MAX_KEY = Dexie.maxKey;
export const MIN_KEY = Dexie.minKey;
