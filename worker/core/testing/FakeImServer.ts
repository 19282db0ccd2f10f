import {
  type Conversation,
  type ImEvent,
  type ImMessage,
  type RequestFrame,
  SessionType,
  singleConversationId,
} from '../../../protocol/im';
import type { SocketFactory, SocketHandlers } from '../deps';
import type { FakeGroups } from './FakeGroups';

/** One socket the fake server accepted. */
export interface FakeSocket {
  userID: string;
  url: URL;
  handlers: SocketHandlers;
  closed: boolean;
  requests: RequestFrame[];
}

export type Reply = { errCode: number; data: unknown } | null;

/**
 * An in-memory messaging server speaking protocol/im.ts, for the core's unit tests: per-conversation
 * seqs, a resend of a client id answers the first seq, events to every socket of the receiver.
 * Switches let a test make it silent, refuse sends, or drop every socket.
 */
export class FakeImServer {
  readonly sockets: FakeSocket[] = [];
  readonly conversations = new Map<string, ImMessage[]>();
  readonly reads = new Map<string, number>();
  /** false: requests are swallowed (a dead but open connection). */
  answering = true;
  /** false: sockets close before opening. */
  accepting = true;
  /** An errCode every SendMessage is refused with. */
  refuseSends: number | null = null;
  /** Store sends but never answer them (the ack is lost). */
  loseAcks = false;
  /** Answers a function before the built-in handling (undefined: fall through), e.g. the room functions. */
  extra: ((userID: string, frame: RequestFrame) => Reply | undefined) | null = null;
  /** Group conversations (FakeGroups plugs itself in here). */
  groups: FakeGroups | null = null;

  readonly factory: SocketFactory = (url, handlers) => {
    const socket: FakeSocket = {
      userID: new URL(url).searchParams.get('sendID') ?? '',
      url: new URL(url),
      handlers,
      closed: false,
      requests: [],
    };
    this.sockets.push(socket);
    queueMicrotask(() => (this.accepting ? handlers.open() : this.close(socket, 1006)));
    return {
      send: (text) => this.receive(socket, JSON.parse(text) as RequestFrame),
      close: () => {
        socket.closed = true;
      },
    };
  };

  get open(): FakeSocket[] {
    return this.sockets.filter((s) => !s.closed);
  }

  requests(func: RequestFrame['reqFuncName']): RequestFrame[] {
    return this.sockets.flatMap((s) => s.requests.filter((r) => r.reqFuncName === func));
  }

  close(socket: FakeSocket, code = 1006): void {
    if (socket.closed) return;
    socket.closed = true;
    queueMicrotask(() => socket.handlers.close(code));
  }

  dropAll(): void {
    for (const socket of this.open) this.close(socket);
  }

  push(userID: string, event: ImEvent, data: unknown, errCode = 0): void {
    for (const socket of this.open.filter((s) => s.userID === userID)) {
      const frame = { event, errCode, errMsg: '', data: JSON.stringify(data), operationID: '' };
      queueMicrotask(() => socket.handlers.message(JSON.stringify(frame)));
    }
  }

  /** Stores a message as the server would (used directly for "arrived while offline"). */
  store(
    sendID: string,
    recvID: string,
    clientMsgID: string,
    text: string,
  ): { message: ImMessage; fresh: boolean } {
    const conversationID = singleConversationId(sendID, recvID);
    const list = this.conversations.get(conversationID) ?? [];
    this.conversations.set(conversationID, list);
    const first = list.find((m) => m.sendID === sendID && m.clientMsgID === clientMsgID);
    if (first) return { message: first, fresh: false };
    const message: ImMessage = {
      serverMsgID: `s${list.length + 1}`,
      clientMsgID,
      conversationID,
      seq: list.length + 1,
      sendID,
      recvID,
      sessionType: SessionType.Single,
      contentType: 101,
      content: JSON.stringify({ text }),
      sendTime: 1_700_000_000_000 + list.length,
      senderNickname: `nick-${sendID}`,
      senderFaceUrl: null,
    };
    list.push(message);
    this.reads.set(`${conversationID}|${sendID}`, message.seq);
    return { message, fresh: true };
  }

  private receive(socket: FakeSocket, frame: RequestFrame): void {
    if (socket.closed) return;
    socket.requests.push(frame);
    if (!this.answering) return;
    const reply = this.handle(socket.userID, frame);
    if (reply === null) return;
    const text = JSON.stringify({
      event: frame.reqFuncName,
      errCode: reply.errCode,
      errMsg: '',
      data: JSON.stringify(reply.data),
      operationID: frame.operationID,
    });
    queueMicrotask(() => !socket.closed && socket.handlers.message(text));
  }

  private handle(me: string, frame: RequestFrame): Reply {
    const custom = this.extra?.(me, frame);
    if (custom !== undefined) return custom;
    const data = JSON.parse(frame.data) as Record<string, unknown>;
    switch (frame.reqFuncName) {
      case 'GetLoginStatus':
        return { errCode: 0, data: { status: 3, userID: me } };
      case 'SendMessage': {
        if (data.groupID !== undefined && this.groups) return this.groups.send(me, data);
        if (this.refuseSends !== null) return { errCode: this.refuseSends, data: {} };
        const { message, fresh } = this.store(me, String(data.recvID), String(data.clientMsgID), 'x');
        if (fresh) this.push(message.recvID, 'OnRecvNewMessage', message);
        if (this.loseAcks) return null;
        const { serverMsgID, seq, sendTime, conversationID } = message;
        return { errCode: 0, data: { serverMsgID, seq, sendTime, conversationID } };
      }
      case 'GetNewestSeq': {
        const seqs: Record<string, number> = {};
        for (const [id, list] of this.conversations) if (members(id).includes(me)) seqs[id] = list.length;
        return { errCode: 0, data: { seqs: { ...seqs, ...this.groups?.seqs(me) } } };
      }
      case 'PullMessageBySeqs': {
        const list = this.conversations.get(String(data.conversationID)) ?? [];
        const [begin, end] = [Number(data.begin), Number(data.end)];
        const group = this.groups?.pull(me, String(data.conversationID), begin, end);
        if (group) return { errCode: 0, data: { messages: group } };
        return { errCode: 0, data: { messages: list.filter((m) => m.seq >= begin && m.seq <= end) } };
      }
      case 'GetConversationList':
        return {
          errCode: 0,
          data: { conversations: [...this.list(me), ...(this.groups?.list(me) ?? [])], totalUnread: 0 },
        };
      case 'PinConversation': {
        const found = this.list(me).find((c) => c.conversationID === data.conversationID);
        return found
          ? { errCode: 0, data: { ...found, isPinned: data.isPinned === true } }
          : { errCode: 4028, data: {} };
      }
      case 'SetConversationRecvOpt':
        return (
          this.groups?.setRecvOpt(me, String(data.conversationID), Number(data.recvMsgOpt)) ?? {
            errCode: 0,
            data: {},
          }
        );
      case 'GetGroupReadCounts':
        return this.groups?.readCounts(data as never) ?? { errCode: 4013, data: {} };
      case 'MarkConversationAsRead':
        this.reads.set(`${String(data.conversationID)}|${me}`, Number(data.hasReadSeq));
        return { errCode: 0, data: { ...data, unreadCount: 0 } };
      default:
        return { errCode: 0, data: {} };
    }
  }

  private list(me: string): Conversation[] {
    return [...this.conversations]
      .filter(([id]) => members(id).includes(me))
      .map(([conversationID, list]) => {
        const latest = list.at(-1) ?? null;
        const hasReadSeq = this.reads.get(`${conversationID}|${me}`) ?? 0;
        const peer = members(conversationID).find((u) => u !== me) ?? '';
        return {
          conversationID,
          sessionType: SessionType.Single,
          userID: peer,
          showName: `nick-${peer}`,
          faceURL: null,
          recvMsgOpt: 0,
          isPinned: false,
          unreadCount: Math.max(0, list.length - hasReadSeq),
          maxSeq: list.length,
          hasReadSeq,
          latestMsg: latest,
          latestMsgSendTime: latest?.sendTime ?? 0,
        };
      });
  }
}

function members(conversationID: string): string[] {
  return conversationID.replace(/^si_/, '').split('_');
}
