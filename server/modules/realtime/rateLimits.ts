import type { ImFunc } from '../../../protocol/im';

/**
 * A token bucket per socket and function class: `capacity` calls at once, then `perSecond`. Far
 * above what the messaging worker asks for (a GetLoginStatus heartbeat every 10 s; GetNewestSeq and
 * GetConversationList once per (re)connect; a pull per page of gap fill, one at a time; a mark-read
 * per conversation shown; a room join per room shown, at most ROOM_JOIN_MAX on a socket), so only
 * a flood is answered 1003 (TooManyRequests, `data.interval` = seconds until the next call of the
 * class is taken). An answer over the limit costs the parse of its frame and nothing more.
 */
export const FUNCTION_LIMITS = {
  /** GetLoginStatus (the heartbeat), Logout. */
  session: { capacity: 30, perSecond: 2 },
  /** GetNewestSeq, GetConversationList: whole-account reads, once per (re)connect. */
  sync: { capacity: 10, perSecond: 0.5 },
  /** PullMessageBySeqs: gap fill of up to 200 conversations at once. */
  pull: { capacity: 200, perSecond: 20 },
  /** Mark read, revoke, delete, receive option, pin. */
  write: { capacity: 30, perSecond: 5 },
  /** JoinRoom, LeaveRoom, SubscribeMatches (pages shown). */
  rooms: { capacity: 30, perSecond: 2 },
  /** SendRoomMessage (the room's own speaking interval still applies to non-moderators), OpenRedPacket. */
  roomChat: { capacity: 50, perSecond: 10 },
} as const;

export type FunctionClass = keyof typeof FUNCTION_LIMITS;

/**
 * The class of each function. SendMessage has none here: its limit is the sender's speaking
 * interval of sendRules.ts (20 in 10 s over every socket and node, 4006), and its frames are
 * stored in shared transactions by the send batcher.
 */
export const FUNCTION_CLASS: { [N in Exclude<ImFunc, 'SendMessage'>]: FunctionClass } = {
  GetLoginStatus: 'session',
  Logout: 'session',
  GetNewestSeq: 'sync',
  GetConversationList: 'sync',
  PullMessageBySeqs: 'pull',
  /** Read counts of the group messages shown (up to 100 seqs a call), as often as a page of pull. */
  GetGroupReadCounts: 'pull',
  MarkConversationAsRead: 'write',
  RevokeMessage: 'write',
  DeleteMessage: 'write',
  SetConversationRecvOpt: 'write',
  PinConversation: 'write',
  SubscribeMatches: 'rooms',
  JoinRoom: 'rooms',
  LeaveRoom: 'rooms',
  SendRoomMessage: 'roomChat',
  OpenRedPacket: 'roomChat',
};

/** The buckets of one socket, on the app's clock (tests move it). */
export class FunctionLimiter {
  private readonly buckets = new Map<FunctionClass, { tokens: number; at: number }>();

  constructor(private readonly now: () => number) {}

  /** Takes a call of `name`: 0 when allowed, else the milliseconds until the next one would be. */
  take(name: ImFunc): number {
    if (name === 'SendMessage') return 0;
    const kind = FUNCTION_CLASS[name];
    const { capacity, perSecond } = FUNCTION_LIMITS[kind];
    const now = this.now();
    const bucket = this.buckets.get(kind) ?? { tokens: capacity, at: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + (Math.max(0, now - bucket.at) * perSecond) / 1000);
    bucket.at = now;
    this.buckets.set(kind, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.ceil(((1 - bucket.tokens) * 1000) / perSecond);
  }
}
