import { eventData, funcReply, type ReplyFrame, SdkCode } from '../../protocol/im';
import type {
  ChatClientEvent,
  RedPacketOpenResult,
  RoomJoinResult,
  RoomSendResult,
} from '../../protocol/imWorkerApi';
import { ErrorCode } from '../../protocol/errors';
import { ROOM_HISTORY_MAX, type RoomMessage } from '../../protocol/room';
import type { EventFrame, FrameHandlers } from './frameRouter';
import { ImRequestError, replyData } from './frames';
import type { ImConnection } from './ImConnection';

/**
 * The chat rooms of the socket (protocol/room.ts, IM.md "Chat rooms"): which rooms it is in, the
 * (re)join after every login of the socket, the msgIDs already given to the tabs (a message may
 * come both in a join's history and in the next OnRoomMessages batch), and the room events as
 * 'roomJoined' / 'roomMessages' / 'roomNotice' / 'roomLeft'. Counting tabs per room is ImHub's
 * job: here a room is joined once and left once.
 */

/** msgIDs remembered per room for the dedupe: well above one history plus the batches around a join. */
export const ROOM_SEEN_MAX = 4 * ROOM_HISTORY_MAX;

/** A bounded set of the newest ids: the oldest is forgotten first. */
export class SeenIds {
  private readonly ids = new Set<string>();
  constructor(private readonly max = ROOM_SEEN_MAX) {}

  /** Records `id`; false when it was already there. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.max) this.ids.delete(this.ids.values().next().value!);
    return true;
  }

  get size(): number {
    return this.ids.size;
  }
}

interface Joined {
  seen: SeenIds;
  /** The join in flight, shared by concurrent callers. */
  pending: Promise<RoomJoinResult> | null;
}

/** The SDK code of §8 for a request the socket could not carry. */
export function transportCode(error: unknown): number {
  if (error instanceof ImRequestError)
    return error.reason === 'notConnected' ? SdkCode.NetworkError : SdkCode.ConnectionClosed;
  return ErrorCode.Internal;
}

/** Whether `errCode` only says the socket was not there (the room is joined again at the next login). */
export function isTransportCode(errCode: number): boolean {
  return errCode === SdkCode.NetworkError || errCode === SdkCode.ConnectionClosed;
}

const NO_SEND: Omit<RoomSendResult, 'errCode'> = { msgID: '', sendTime: 0, detail: null };

export class RoomSessions {
  private readonly rooms = new Map<string, Joined>();

  constructor(
    private readonly conn: ImConnection,
    private readonly emit: (event: ChatClientEvent) => void,
    /** The socket's user (a uid, or the guest id): a blacklist notice about it takes the socket out. */
    private readonly me: () => string | null,
    private readonly randomId: () => string,
  ) {}

  /** The rooms the socket is in (or will rejoin). */
  get joined(): string[] {
    return [...this.rooms.keys()];
  }

  /** Joins (or asks again, for a fresh history); 113 while not connected: the next login joins it. */
  join(roomID: string): Promise<RoomJoinResult> {
    let room = this.rooms.get(roomID);
    if (!room) this.rooms.set(roomID, (room = { seen: new SeenIds(), pending: null }));
    if (room.pending) return room.pending;
    const pending: Promise<RoomJoinResult> = this.request(roomID, room).finally(() => {
      if (room.pending === pending) room.pending = null;
    });
    room.pending = pending;
    return pending;
  }

  leave(roomID: string): void {
    if (this.rooms.delete(roomID)) this.leaveOnServer(roomID);
  }

  private leaveOnServer(roomID: string): void {
    if (this.conn.state === 'loggedIn')
      void this.conn.request('LeaveRoom', { roomID }).catch(() => undefined);
  }

  /** After every login of the socket (reconnect, user switch): every room again, with 'roomJoined'. */
  rejoinAll(): void {
    for (const roomID of this.rooms.keys()) void this.join(roomID);
  }

  /** The socket dropped: joins in flight are answered by the next login's rejoin. */
  dropped(): void {
    for (const room of this.rooms.values()) room.pending = null;
  }

  async send(roomID: string, contentType: 101 | 115, content: string): Promise<RoomSendResult> {
    try {
      const frame = await this.conn.request('SendRoomMessage', {
        roomID,
        clientMsgID: this.randomId(),
        contentType,
        content,
      });
      if (frame.errCode !== 0) return { errCode: frame.errCode, ...NO_SEND, detail: parse(frame.data) };
      const reply = replyData(frame, funcReply.SendRoomMessage);
      return reply ? { errCode: 0, ...reply, detail: null } : { errCode: ErrorCode.Internal, ...NO_SEND };
    } catch (error) {
      return { errCode: transportCode(error), ...NO_SEND };
    }
  }

  async openRedPacket(roomID: string, id: number): Promise<RedPacketOpenResult> {
    try {
      const frame = await this.conn.request('OpenRedPacket', { roomID, id });
      if (frame.errCode !== 0) return { errCode: frame.errCode, result: null };
      const result = replyData(frame, funcReply.OpenRedPacket);
      return result ? { errCode: 0, result } : { errCode: ErrorCode.Internal, result: null };
    } catch (error) {
      return { errCode: transportCode(error), result: null };
    }
  }

  /** The rooms part of the core's frame routing. */
  readonly frames: FrameHandlers = {
    OnRoomMessages: (frame) => this.messages(frame),
    OnRoomNotice: (frame) => this.notice(frame),
  };

  private messages(frame: EventFrame): void {
    const batch = replyData(frame, eventData.OnRoomMessages);
    const room = batch ? this.rooms.get(batch.roomID) : undefined;
    if (!batch || !room) return;
    const fresh = batch.messages.filter((m) => room.seen.add(m.msgID));
    if (fresh.length > 0) this.emit({ type: 'roomMessages', roomID: batch.roomID, messages: fresh });
  }

  private notice(frame: EventFrame): void {
    const notice = replyData(frame, eventData.OnRoomNotice);
    if (!notice || !this.rooms.has(notice.roomID)) return;
    this.emit({ type: 'roomNotice', notice });
    if (notice.type === 'blacklist' && notice.on && notice.userID === this.me()) {
      this.rooms.delete(notice.roomID);
      this.emit({ type: 'roomLeft', roomID: notice.roomID, errCode: ErrorCode.RoomBlacklisted });
    }
  }

  private async request(roomID: string, room: Joined): Promise<RoomJoinResult> {
    let frame: ReplyFrame;
    try {
      frame = await this.conn.request('JoinRoom', { roomID });
    } catch (error) {
      return { errCode: transportCode(error), state: null };
    }
    if (this.rooms.get(roomID) !== room) {
      // Left while the join was in flight: the server put the socket in the room, take it out.
      if (frame.errCode === 0 && !this.rooms.has(roomID)) this.leaveOnServer(roomID);
      return { errCode: 0, state: null };
    }
    const state = frame.errCode === 0 ? replyData(frame, funcReply.JoinRoom) : null;
    if (state === null) {
      const errCode = frame.errCode || ErrorCode.Internal;
      this.rooms.delete(roomID);
      this.emit({ type: 'roomLeft', roomID, errCode });
      return { errCode, state: null };
    }
    markSeen(room.seen, state.history);
    this.emit({ type: 'roomJoined', roomID, state });
    return { errCode: 0, state };
  }
}

function markSeen(seen: SeenIds, history: RoomMessage[]): void {
  for (const m of history) seen.add(m.msgID);
}

function parse(data: string): unknown {
  try {
    return data === '' ? null : (JSON.parse(data) as unknown);
  } catch {
    return null;
  }
}
