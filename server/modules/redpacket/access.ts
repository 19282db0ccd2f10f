import { eq } from 'drizzle-orm';

import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { redEnvelopes } from '../../db/schema';
import { ApiError } from '../../http/apiError';

/**
 * Who may open an envelope and see who opened it (issue 13): a user joined to the room's chat
 * (JoinRoom on a socket, on any node: the room presence, in memory or Redis), never its sender;
 * the claims of an envelope only to those joined to its room and to its sender. A refused list
 * answers like an unknown id (1002), so ids cannot be walked to find envelopes or their claimers.
 */

/** What never changes in an envelope row: kept per process, so a claim needs no lookup of it. */
interface EnvelopeKey {
  senderId: number;
  roomKey: string;
}

/** Envelopes remembered per process; the oldest is forgotten first (read again when needed). */
const KEYS_KEPT = 10_000;

/**
 * The users joined to a room, read from the presence for each check, one read shared by the checks
 * that arrive while another read runs: each check waits for a read that starts after it arrived,
 * so a user who left is never seen joined, and a crowd opening at once costs a read per round trip.
 */
class JoinedRooms {
  private readonly rooms = new Map<string, { running: Promise<void>; next: Promise<number[]> | undefined }>();

  constructor(private readonly read: (key: string) => Promise<number[]>) {}

  of(key: string): Promise<number[]> {
    const room = this.rooms.get(key);
    if (room)
      return (room.next ??= room.running.then(() => {
        room.next = undefined;
        return this.start(key, room);
      }));
    const fresh = { running: Promise.resolve(), next: undefined };
    this.rooms.set(key, fresh);
    return this.start(key, fresh);
  }

  private start(key: string, room: { running: Promise<void>; next: Promise<number[]> | undefined }) {
    const result = this.read(key);
    room.running = result.then(
      () => this.settled(key, room),
      () => this.settled(key, room),
    );
    return result;
  }

  private settled(key: string, room: { next: Promise<number[]> | undefined }): void {
    if (room.next === undefined && this.rooms.get(key) === room) this.rooms.delete(key);
  }
}

export class RedPacketAccess {
  private readonly keys = new Map<number, EnvelopeKey>();
  private readonly joined: JoinedRooms;

  constructor(private readonly ctx: AppContext) {
    this.joined = new JoinedRooms((key) => ctx.runtimes.room.presence.viewers(key));
  }

  /** Whether `userId` is joined to room `roomKey`'s chat on any node. */
  async isJoined(roomKey: string, userId: number): Promise<boolean> {
    return (await this.joined.of(roomKey)).includes(userId);
  }

  /** The sender and room of envelope `id`, or undefined when there is none. */
  async keyOf(id: number): Promise<EnvelopeKey | undefined> {
    const kept = this.keys.get(id);
    if (kept) return kept;
    const [row] = await this.ctx.database.db
      .select({ senderId: redEnvelopes.senderId, roomKey: redEnvelopes.roomKey })
      .from(redEnvelopes)
      .where(eq(redEnvelopes.id, id));
    if (!row) return undefined;
    if (this.keys.size >= KEYS_KEPT) this.keys.delete(this.keys.keys().next().value!);
    this.keys.set(id, row);
    return row;
  }
}

/**
 * Throws unless `userId` may try to open envelope `id` in room `roomKey`: not joined to that room
 * (4035, before anything about the envelope is looked at), no such envelope (1002), another room's
 * (4033), its sender (1006). Whether a share is left is the claim's own answer.
 */
export async function checkMayOpen(
  ctx: AppContext,
  userId: number,
  id: number,
  roomKey: string,
): Promise<void> {
  const access = ctx.runtimes.redPacket.access;
  if (!(await access.isJoined(roomKey, userId))) throw new ApiError(ErrorCode.NotInRoom);
  const key = await access.keyOf(id);
  if (!key) throw new ApiError(ErrorCode.NotFound);
  if (key.roomKey !== roomKey) throw new ApiError(ErrorCode.RedPacketOtherRoom);
  if (key.senderId === userId) throw new ApiError(ErrorCode.NoPermission);
}

/** Throws 1002 unless envelope `id` exists and `userId` sent it or is joined to its room. */
export async function checkMayList(ctx: AppContext, userId: number, id: number): Promise<void> {
  const access = ctx.runtimes.redPacket.access;
  const key = await access.keyOf(id);
  if (!key || (key.senderId !== userId && !(await access.isJoined(key.roomKey, userId))))
    throw new ApiError(ErrorCode.NotFound);
}
