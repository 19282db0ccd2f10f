import type { RoomNotice } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { type ChatState, chatStateAt, type ChatStateRow, chatStateRowOf } from './chatState';

/**
 * How long a cached chat state is used without hearing from the room. Every moderation change
 * announces itself on the room's bus channel and empties the room's cache on every node at once
 * (RoomHub.receive), and a node whose own bus connection drops empties all of them; this only
 * bounds a change whose notice never came (a row edited by hand, or published by a node cut off
 * from Redis), the same bound as a session revoked while its notice was lost (realtime REVALIDATE_MS).
 */
export const CHAT_STATE_TTL_MS = 10_000;

/** The notices of a change to what a send checks: mute-all, a mute, the blacklist, a staff role. */
const CHANGES: ReadonlySet<RoomNotice['type']> = new Set(['mute', 'unmute', 'muteAll', 'blacklist', 'role']);

export const changesChatState = (notice: RoomNotice) => CHANGES.has(notice.type);

/**
 * The chat states of one room's senders on this node (mute-all, each user's blacklist entry, mute
 * and staff role), so a send reads no database: held by the room's entry in the hub, so only while
 * the node hears the room's channel. Any moderation notice of the room empties it (the next send of
 * each user reads the database again), and so does a drop of the bus (a notice may have been lost).
 * A load that started before an emptying is not kept (`version`). Users are kept in the order they
 * were loaded, which with one ttl is the order they expire: each read drops the expired head.
 */
export class RoomChatCache {
  private readonly users = new Map<number, { row: ChatStateRow; at: number }>();
  private emptied = 0;

  constructor(private readonly ttlMs = CHAT_STATE_TTL_MS) {}

  /** Changes whenever the cache is emptied: a load passes the version it started at to `set`. */
  get version(): number {
    return this.emptied;
  }

  get(userId: number, now: number): ChatStateRow | undefined {
    for (const [id, entry] of this.users) {
      if (now - entry.at < this.ttlMs) break;
      this.users.delete(id);
    }
    return this.users.get(userId)?.row;
  }

  /**
   * Keeps `row`, unless the cache was emptied since `version` or the row holds a mute "until the
   * match ends" (whether its match still runs is read at each send).
   */
  set(userId: number, row: ChatStateRow, version: number, now: number): void {
    if (version !== this.emptied || (row.mute !== null && row.mute.until === null)) return;
    this.users.delete(userId);
    this.users.set(userId, { row, at: now });
  }

  empty(): void {
    this.users.clear();
    this.emptied++;
  }

  /** Users held (tests). */
  get size(): number {
    return this.users.size;
  }
}

/**
 * A user's (or, for `undefined`, a guest's) chat state in a room now: from the room's cache on this
 * node when it may be trusted, else (and on a miss) from the database. A timed mute is held with
 * its end, checked against the clock here.
 */
export async function chatStateNow(
  ctx: AppContext,
  key: string,
  userId: number | undefined,
): Promise<ChatState> {
  const uid = userId ?? 0;
  const cache = ctx.runtimes.room.chatCache(key);
  const now = ctx.now();
  const hit = cache?.get(uid, now);
  if (hit) return chatStateAt(hit, now);
  const version = cache?.version ?? 0;
  const row = await chatStateRowOf(ctx.database.db, key, uid);
  cache?.set(uid, row, version, ctx.now());
  return chatStateAt(row, now);
}
