import { ErrorCode } from '../../protocol/errors';
import { groupConversationId, groupIdOf, groupReadCountsReply } from '../../protocol/group';
import type { Conversation } from '../../protocol/im';
import { MATCH_SUBSCRIPTIONS_MAX } from '../../protocol/matchLive';
import type {
  ChatClientEvent,
  GroupReadCounts,
  ImActionResult,
  ImCoreApi,
  ImSession,
  ImSnapshot,
  RedPacketOpenResult,
  RoomJoinResult,
  RoomSendResult,
  SendInput,
  StoredMessage,
} from '../../protocol/imWorkerApi';
import { deleteMessages, revokeMessage, updateConversation } from './actions';
import { listConversations, listMessages } from './conversationStore';
import type { ImCoreDeps } from './deps';
import { ImConnection } from './ImConnection';
import { FrameRouter } from './frameRouter';
import { replyData } from './frames';
import { matchFrames } from './matchUpdates';
import { RoomSessions } from './rooms';
import { chatFrames } from './serverEvents';
import { logoutThenStop, sameSession } from './sessions';
import { SessionSync } from './SessionSync';

const NO_SESSION: ImActionResult = { errCode: ErrorCode.LoginRequired };
/** GetGroupReadCounts takes at most this many seqs (protocol/group.ts groupReadCountsData). */
const READ_COUNTS_MAX = 100;
const GUEST: ImSession = { kind: 'guest' };
/** How long logout waits for the user's database to be deleted before the core goes on. */
const DELETE_WAIT_MS = 5_000;

/** What the server accepts as a client message id (protocol/im.ts: 1 to 64 characters). */
function validClientMsgID(id: unknown): id is string {
  return typeof id === 'string' && id.length >= 1 && id.length <= 64;
}

/**
 * The messaging core of the browser: one socket, one cache, whatever the number of tabs. A plain
 * state machine outside any UI (subscribe / getSnapshot), every runtime dependency injected (deps.ts).
 * Chat login of §4: a guest after fetching the address; a user with uid and token, after logging out
 * of the previous session. Its public calls are the core rows of the tab API's call table
 * (protocol/imWorkerApi.ts ImCoreCalls); the socket's pushed events are routed by kind to its
 * chat, rooms and match-updates parts (FrameRouter).
 */
export class ImCore implements ImCoreApi {
  private readonly listeners = new Set<(event: ChatClientEvent) => void>();
  private readonly conn: ImConnection;
  private snapshot: ImSnapshot = { state: 'idle', sdkCode: null, userID: null, guest: false, totalUnread: 0 };
  private session: ImSession | null = null;
  private current: SessionSync | null = null;
  private switching: Promise<void> = Promise.resolve();
  private followed: number[] = [];
  private readonly rooms: RoomSessions;
  private readonly frames: FrameRouter;
  /** Tokens of users who logged out of this browser: they never connect (nor open a cache) again. */
  private readonly forgotten = new Set<string>();

  constructor(private readonly deps: ImCoreDeps) {
    this.conn = new ImConnection(deps, {
      state: (state, sdkCode) => {
        if (state === 'connecting' || state === 'idle') this.rooms.dropped();
        if (state === 'connecting') this.current?.dropped();
        this.update({ state, sdkCode });
      },
      loggedIn: () => {
        this.current?.loggedIn();
        this.sendFollowed();
        this.rooms.rejoinAll();
      },
      event: (frame) => this.frames.route(frame),
      rejected: () => this.kicked(),
    });
    this.rooms = new RoomSessions(
      this.conn,
      (event) => this.emit(event),
      () => this.snapshot.userID,
      () => deps.randomId(),
    );
    // Pushed events by kind: the chat part, the rooms part, the match-updates part.
    const chat = chatFrames(
      () => this.current,
      () => this.kicked(),
    );
    this.frames = new FrameRouter(chat.passOn)
      .plug(chat.handlers)
      .plug(this.rooms.frames)
      .plug(matchFrames((event) => this.emit(event)));
  }

  subscribe(listener: (event: ChatClientEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  getSnapshot(): ImSnapshot {
    return this.snapshot;
  }

  /** Same session: nothing to do. Another one: log the previous out, open its cache, connect. */
  connect(session: ImSession): Promise<void> {
    return this.serialise(() => this.switchTo(session));
  }

  logout(): Promise<void> {
    return this.serialise(async () => {
      await this.logoutSocket();
      this.closeSession();
      this.update({ userID: null, guest: false, totalUnread: 0 });
    });
  }

  /**
   * The user logged out of this browser (their explicit logout, or the server ended their login): a
   * socket of theirs logs out and the core goes on as a guest; their database is closed and deleted;
   * every tab hears 'userLoggedOut'. Their token is remembered so a tab that has not heard yet cannot
   * log them in again and recreate the cache (the server revoked it anyway).
   */
  forgetUser(userID: string): Promise<void> {
    return this.serialise(async () => {
      const session = this.session;
      const theirs = session?.kind === 'user' && session.userID === userID;
      if (theirs) {
        this.forgotten.add(session.token);
        await this.logoutSocket();
        this.closeSession();
      }
      try {
        await this.deleteDatabase(userID);
      } finally {
        this.emit({ type: 'userLoggedOut', userID });
        if (theirs) await this.switchTo(GUEST);
      }
    });
  }

  /**
   * The client id comes with the input (the tab assigned it, so a call replayed to another leader
   * keeps it); a send with an id already written answers that message. Without one, a fresh id.
   */
  async send(input: SendInput): Promise<StoredMessage> {
    await this.switching;
    const current = this.current;
    if (current === null || current.me === '') throw new Error(`login required (${ErrorCode.LoginRequired})`);
    const { clientMsgID = this.deps.randomId(), ...rest } = input;
    if (!validClientMsgID(clientMsgID)) throw new Error('invalid client message id');
    if ((input.groupID === undefined) === (input.recvID === undefined))
      throw new Error('a message names either its recipient or its group');
    if (input.groupID !== undefined && groupIdOf(groupConversationId(input.groupID)) !== input.groupID)
      throw new Error('invalid group id');
    return current.send(rest, clientMsgID);
  }

  /** "Read by N" of messages of a group conversation (GetGroupReadCounts); null offline or refused. */
  groupReadCounts(conversationID: string, seqs: number[]): Promise<GroupReadCounts | null> {
    const wanted = [...new Set(seqs.filter((s) => Number.isInteger(s) && s >= 1))].slice(0, READ_COUNTS_MAX);
    return this.withSession(null, async (s) => {
      if (wanted.length === 0 || s.conn.state !== 'loggedIn') return null;
      const reply = await s.conn
        .request('GetGroupReadCounts', { conversationID, seqs: wanted })
        .catch(() => null);
      const data = reply?.errCode === 0 ? replyData(reply, groupReadCountsReply) : null;
      return data && { counts: data.counts, memberCount: data.memberCount };
    });
  }

  retry(clientMsgID: string): Promise<void> {
    return this.withSession(undefined, (s) => s.retry(clientMsgID));
  }

  markRead(conversationID: string): Promise<void> {
    return this.withSession(undefined, (s) => s.markRead(conversationID));
  }

  revoke(conversationID: string, clientMsgID: string): Promise<ImActionResult> {
    return this.withSession(NO_SESSION, (s) => revokeMessage(s, conversationID, clientMsgID));
  }

  deleteMessages(conversationID: string, clientMsgIDs: string[]): Promise<ImActionResult> {
    return this.withSession(NO_SESSION, (s) => deleteMessages(s, conversationID, clientMsgIDs));
  }

  pinConversation(conversationID: string, isPinned: boolean): Promise<ImActionResult> {
    return this.withSession(NO_SESSION, (s) => updateConversation(s, { conversationID, isPinned }));
  }

  setRecvOpt(conversationID: string, recvMsgOpt: 0 | 1 | 2): Promise<ImActionResult> {
    return this.withSession(NO_SESSION, (s) => updateConversation(s, { conversationID, recvMsgOpt }));
  }

  listConversations(): Promise<Conversation[]> {
    return this.withSession([], (s) => listConversations(s.db));
  }

  messages(conversationID: string, beforeSeq?: number, limit = 50): Promise<StoredMessage[]> {
    return this.withSession([], (s) => listMessages(s.db, conversationID, beforeSeq, limit));
  }

  /** The matches whose live updates the socket follows (the union of the tabs'), now and after every login. */
  followMatches(matchIds: number[]): Promise<void> {
    this.followed = [...new Set(matchIds)].slice(0, MATCH_SUBSCRIPTIONS_MAX);
    this.sendFollowed();
    return Promise.resolve();
  }

  private sendFollowed(): void {
    if (this.conn.state !== 'loggedIn') return;
    void this.conn.request('SubscribeMatches', { matchIds: this.followed }).catch(() => undefined);
  }

  /** Chat rooms (worker/core/rooms.ts): the socket joins once, rejoins after every login. */
  joinRoom(roomID: string): Promise<RoomJoinResult> {
    return this.rooms.join(roomID);
  }

  leaveRoom(roomID: string): Promise<void> {
    this.rooms.leave(roomID);
    return Promise.resolve();
  }

  sendRoomMessage(roomID: string, contentType: 101 | 115, content: string): Promise<RoomSendResult> {
    return this.rooms.send(roomID, contentType, content);
  }

  openRedPacket(roomID: string, id: number): Promise<RedPacketOpenResult> {
    return this.rooms.openRedPacket(roomID, id);
  }

  /** The network is back or the device woke up: reconnect now instead of waiting for the backoff. */
  networkUp(): void {
    this.conn.reconnectNow();
  }

  /** Messages still waiting in this session's outbox (tests, diagnostics). */
  get outboxSize(): number {
    return this.current?.pump.size ?? 0;
  }

  dispose(): void {
    this.conn.stop();
    this.closeSession();
    this.listeners.clear();
  }

  /** Runs against the current session once any switch in progress is done. */
  private async withSession<T>(none: T, fn: (session: SessionSync) => Promise<T>): Promise<T> {
    await this.switching;
    return this.current ? fn(this.current) : none;
  }

  /** Session changes run one after the other; a failed one does not block the next. */
  private serialise(step: () => Promise<void>): Promise<void> {
    const run = this.switching.then(step);
    this.switching = run.catch(() => undefined);
    return run;
  }

  private async switchTo(wanted: ImSession): Promise<void> {
    const session = wanted.kind === 'user' && this.forgotten.has(wanted.token) ? GUEST : wanted;
    if (sameSession(this.session, session) && this.conn.state !== 'idle') return;
    await this.logoutSocket();
    this.closeSession();
    this.session = session;
    const userID = session.kind === 'user' ? session.userID : null;
    const current = new SessionSync(
      this.conn,
      this.deps.openDatabase(userID),
      userID ?? '',
      this.deps.clock,
      { emit: (event) => this.emit(event), totalChanged: (total) => this.totalChanged(total) },
      this.deps.sendWindow ?? 1,
      () => this.deps.random(),
    );
    this.current = current;
    this.update({ userID, guest: userID === null, totalUnread: 0 });
    await current.loadCache().catch(() => undefined);
    this.conn.start(async () => {
      const address = await this.deps.fetchAddress();
      if (session.kind === 'user')
        return { url: address.wsUrl, userID: session.userID, token: session.token };
      if (this.current === current) this.update({ userID: address.guestID });
      return { url: address.wsUrl, userID: address.guestID, token: null };
    });
  }

  /**
   * Deletes the user's database. A deletion blocked by a connection that never closes stays queued
   * in IndexedDB and finishes once it closes; session changes do not wait for it that long.
   */
  private async deleteDatabase(userID: string): Promise<void> {
    const deleted = Promise.resolve(this.deps.openDatabase(userID).delete());
    let timer: unknown;
    const waited = new Promise<void>(
      (resolve) => (timer = this.deps.clock.setTimeout(resolve, DELETE_WAIT_MS)),
    );
    try {
      await Promise.race([deleted, waited]);
    } finally {
      this.deps.clock.clearTimeout(timer);
    }
  }

  /** §4: the previous chat session logs out before another user logs in. */
  private logoutSocket(): Promise<void> {
    return logoutThenStop(this.conn, this.deps.clock, this.session?.kind === 'user');
  }

  private closeSession(): void {
    this.current?.close();
    this.current = null;
    this.session = null;
  }

  /** Token revoked or another login took the seat: tell the tabs, carry on as a guest (§4). */
  private kicked(): void {
    this.emit({ type: 'kickedOffline' });
    void this.connect(GUEST);
  }

  private totalChanged(total: number): void {
    if (total === this.snapshot.totalUnread) return;
    this.snapshot = { ...this.snapshot, totalUnread: total };
    this.emit({ type: 'totalUnreadMessageCountChanged', total });
  }

  private update(patch: Partial<ImSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    this.emit({ type: 'connectionState', snapshot: this.snapshot });
  }

  private emit(event: ChatClientEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
