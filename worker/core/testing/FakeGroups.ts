import { ErrorCode } from '../../../protocol/errors';
import { type GroupInfo, type GroupMember, groupConversationId, groupIdOf } from '../../../protocol/group';
import { ContentType, type Conversation, type ImMessage, SessionType } from '../../../protocol/im';
import type { FakeImServer, Reply } from './FakeImServer';

/** One member's place in a fake group: what they may read (minSeq, leftSeq) and their receive option. */
interface Membership {
  minSeq: number;
  /** The group's maxSeq when they left or were removed; null while a member. */
  leftSeq: number | null;
  recvMsgOpt: number;
  /** ms; a send before it is refused with 4036. */
  muteEndTime: number;
}

export interface FakeGroup {
  groupID: string;
  name: string;
  avatar: string | null;
  members: Map<string, Membership>;
  messages: ImMessage[];
}

/**
 * Groups on the fake server (protocol/group.ts, the super-group model): one seq per group, a read
 * cursor per member in the server's `reads`, minSeq when joining, leftSeq when leaving. A group
 * message reaches the other members ONLY as OnRecvNewMessage (no OnConversationChanged, no total).
 */
export class FakeGroups {
  readonly groups = new Map<string, FakeGroup>();

  constructor(private readonly server: FakeImServer) {
    server.groups = this;
  }

  create(groupID: string, name: string, memberIDs: string[]): FakeGroup {
    const group: FakeGroup = { groupID, name, avatar: null, members: new Map(), messages: [] };
    this.groups.set(groupID, group);
    for (const userID of memberIDs) group.members.set(userID, membership(0));
    return group;
  }

  /** `userID` joins at the group's current seq; every member (the new one too) hears OnGroupMemberAdded. */
  add(groupID: string, userID: string): void {
    const group = this.get(groupID);
    group.members.set(userID, membership(group.messages.length));
    this.server.reads.set(`${groupConversationId(groupID)}|${userID}`, group.messages.length);
    for (const member of this.active(group))
      this.server.push(member, 'OnGroupMemberAdded', { groupID, members: [member_(userID)] });
  }

  /** `userID` leaves at the group's current seq (reads up to it, no further); everyone hears it. */
  remove(groupID: string, userID: string): void {
    const group = this.get(groupID);
    const listeners = this.active(group);
    const member = group.members.get(userID);
    if (member) member.leftSeq = group.messages.length;
    for (const user of listeners)
      this.server.push(user, 'OnGroupMemberDeleted', { groupID, userIDs: [userID], reason: 'removed' });
  }

  rename(groupID: string, name: string, avatar: string | null = null): GroupInfo {
    const group = this.get(groupID);
    group.name = name;
    group.avatar = avatar;
    const info = this.info(group);
    for (const user of this.active(group)) this.server.push(user, 'OnGroupInfoChanged', info);
    return info;
  }

  /** The owner clears every message: each member's minSeq moves to now, then a 'cleared' notice (888). */
  clear(groupID: string, actorID: string): ImMessage {
    const group = this.get(groupID);
    for (const member of group.members.values())
      if (member.leftSeq === null) member.minSeq = group.messages.length;
    const notice = { kind: 'cleared', actorID, actorName: `nick-${actorID}`, targets: [] };
    return this.post(actorID, groupID, `cleared-${group.messages.length}`, notice, ContentType.SpecialGroup);
  }

  mute(groupID: string, userID: string, until: number): void {
    const member = this.get(groupID).members.get(userID);
    if (member) member.muteEndTime = until;
  }

  /** Stores a group message as the server would; a resend of a client id answers the first one. */
  store(
    sendID: string,
    groupID: string,
    clientMsgID: string,
    content: unknown = { text: 'x' },
    contentType: number = ContentType.Text,
  ): { message: ImMessage; fresh: boolean } {
    const group = this.get(groupID);
    const first = group.messages.find((m) => m.sendID === sendID && m.clientMsgID === clientMsgID);
    if (first) return { message: first, fresh: false };
    const seq = group.messages.length + 1;
    const message: ImMessage = {
      serverMsgID: `g${groupID}.${seq}`,
      clientMsgID,
      conversationID: groupConversationId(groupID),
      seq,
      sendID,
      recvID: '',
      groupID,
      sessionType: SessionType.SuperGroup,
      contentType,
      content: JSON.stringify(content),
      sendTime: 1_700_000_000_000 + seq,
      senderNickname: `nick-${sendID}`,
      senderFaceUrl: null,
    };
    group.messages.push(message);
    this.server.reads.set(`${message.conversationID}|${sendID}`, seq);
    return { message, fresh: true };
  }

  /** A message of `sendID`, stored and pushed to the other members. */
  post(
    sendID: string,
    groupID: string,
    clientMsgID: string,
    content?: unknown,
    contentType?: number,
  ): ImMessage {
    const { message, fresh } = this.store(sendID, groupID, clientMsgID, content, contentType);
    if (fresh) this.fanOut(message);
    return message;
  }

  /** SendMessage with a groupID. */
  send(me: string, data: Record<string, unknown>): Reply {
    const groupID = String(data.groupID);
    const member = this.groups.get(groupID)?.members.get(me);
    if (member === undefined || member.leftSeq !== null) return { errCode: ErrorCode.GroupGone, data: {} };
    if (member.muteEndTime > 0)
      return { errCode: ErrorCode.MutedInGroup, data: { muteEndTime: member.muteEndTime } };
    if (this.server.refuseSends !== null) return { errCode: this.server.refuseSends, data: {} };
    const content = JSON.parse(String(data.content)) as unknown;
    const { message, fresh } = this.store(
      me,
      groupID,
      String(data.clientMsgID),
      content,
      Number(data.contentType),
    );
    if (fresh) this.fanOut(message);
    if (this.server.loseAcks) return null;
    const { serverMsgID, seq, sendTime, conversationID } = message;
    return { errCode: 0, data: { serverMsgID, seq, sendTime, conversationID } };
  }

  /** GetNewestSeq: each group's seq, a former member's cut at leftSeq. */
  seqs(me: string): Record<string, number> {
    const seqs: Record<string, number> = {};
    for (const group of this.groups.values()) {
      const member = group.members.get(me);
      if (member) seqs[groupConversationId(group.groupID)] = member.leftSeq ?? group.messages.length;
    }
    return seqs;
  }

  /** PullMessageBySeqs of a group conversation: only seqs above minSeq and up to leftSeq. */
  pull(me: string, conversationID: string, begin: number, end: number): ImMessage[] | null {
    const group = this.groups.get(groupIdOf(conversationID) ?? '');
    const member = group?.members.get(me);
    if (group === undefined || member === undefined) return null;
    const last = Math.min(end, member.leftSeq ?? Infinity);
    return group.messages.filter((m) => m.seq > member.minSeq && m.seq >= begin && m.seq <= last);
  }

  /** GetConversationList rows of the groups `me` is (or was) in. */
  list(me: string): Conversation[] {
    return [...this.groups.values()].flatMap((group) => {
      const member = group.members.get(me);
      return member ? [this.conversation(group, me, member)] : [];
    });
  }

  setRecvOpt(me: string, conversationID: string, recvMsgOpt: number): Reply {
    const group = this.groups.get(groupIdOf(conversationID) ?? '');
    const member = group?.members.get(me);
    if (group === undefined || member === undefined)
      return { errCode: ErrorCode.NotInConversation, data: {} };
    member.recvMsgOpt = recvMsgOpt;
    return { errCode: 0, data: this.conversation(group, me, member) };
  }

  /** GetGroupReadCounts: members other than the sender whose cursor is at or past each seq. */
  readCounts(data: { conversationID: string; seqs: number[] }): Reply {
    const group = this.groups.get(groupIdOf(data.conversationID) ?? '');
    if (group === undefined) return { errCode: ErrorCode.GroupNotFound, data: {} };
    const counts: Record<string, number> = {};
    for (const seq of data.seqs) {
      const sender = group.messages[seq - 1]?.sendID;
      counts[seq] = [...group.members.keys()].filter(
        (u) => u !== sender && (this.server.reads.get(`${data.conversationID}|${u}`) ?? 0) >= seq,
      ).length;
    }
    return {
      errCode: 0,
      data: { conversationID: data.conversationID, counts, memberCount: this.active(group).length },
    };
  }

  info(group: FakeGroup): GroupInfo {
    return {
      groupID: group.groupID,
      conversationID: groupConversationId(group.groupID),
      name: group.name,
      avatar: group.avatar,
      notice: '',
      noticeUpdatedAt: null,
      noticeUpdatedBy: null,
      ownerUserID: [...group.members.keys()][0] ?? '',
      memberCount: this.active(group).length,
      memberMax: 2000,
      joinVerification: false,
      muteAll: false,
      status: 'active',
      createdAt: 1_700_000_000_000,
    };
  }

  private conversation(group: FakeGroup, me: string, member: Membership): Conversation {
    const conversationID = groupConversationId(group.groupID);
    const maxSeq = member.leftSeq ?? group.messages.length;
    const hasReadSeq = Math.max(member.minSeq, this.server.reads.get(`${conversationID}|${me}`) ?? 0);
    const latest = group.messages[maxSeq - 1] ?? null;
    return {
      conversationID,
      sessionType: SessionType.SuperGroup,
      userID: '',
      groupID: group.groupID,
      showName: group.name,
      faceURL: group.avatar,
      recvMsgOpt: member.recvMsgOpt,
      isPinned: false,
      unreadCount: Math.max(0, maxSeq - hasReadSeq),
      maxSeq,
      hasReadSeq,
      minSeq: member.minSeq,
      latestMsg: latest && latest.seq > member.minSeq ? latest : null,
      latestMsgSendTime: latest?.sendTime ?? 0,
    };
  }

  private fanOut(message: ImMessage): void {
    const group = this.get(message.groupID ?? '');
    for (const user of this.active(group))
      if (user !== message.sendID) this.server.push(user, 'OnRecvNewMessage', message);
  }

  private active(group: FakeGroup): string[] {
    return [...group.members].filter(([, m]) => m.leftSeq === null).map(([u]) => u);
  }

  private get(groupID: string): FakeGroup {
    const group = this.groups.get(groupID);
    if (group === undefined) throw new Error(`no fake group ${groupID}`);
    return group;
  }
}

function membership(minSeq: number): Membership {
  return { minSeq, leftSeq: null, recvMsgOpt: 0, muteEndTime: 0 };
}

function member_(userID: string): GroupMember {
  return {
    userID,
    nickname: `nick-${userID}`,
    avatar: null,
    isAnchor: false,
    groupNickname: '',
    role: 1,
    muteEndTime: 0,
    joinTime: 1_700_000_000_000,
    permissions: [],
  };
}
