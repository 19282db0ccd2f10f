import type { JoinRoomReply, RoomMessage, RoomNotice } from '../../../protocol/room';
import type { FakeImServer, Reply } from './FakeImServer';

/**
 * The room functions on the fake server (protocol/room.ts): JoinRoom answers a history, LeaveRoom,
 * SendRoomMessage, OpenRedPacket; `push` sends OnRoomMessages / OnRoomNotice to the sockets in a room.
 */
export class FakeRooms {
  /** Members per room: socket user ids (one entry per JoinRoom of a socket, like a set per socket). */
  readonly members = new Map<string, Set<string>>();
  readonly history = new Map<string, RoomMessage[]>();
  /** Rooms whose JoinRoom is refused with this code. */
  readonly refuse = new Map<string, number>();
  private serial = 0;

  constructor(private readonly server: FakeImServer) {
    server.extra = (me, frame) => this.handle(me, frame.reqFuncName, JSON.parse(frame.data) as never);
  }

  message(sendID: string, text: string): RoomMessage {
    return {
      msgID: `${sendID}.m${++this.serial}`,
      kind: 'chat',
      sendID,
      nickname: `nick-${sendID}`,
      faceURL: null,
      role: 'viewer',
      contentType: 101,
      content: { text },
      sendTime: 1_700_000_000_000 + this.serial,
    };
  }

  /** Adds a message to the room's history (what a late joiner gets). */
  remember(roomID: string, message: RoomMessage): RoomMessage {
    const list = this.history.get(roomID) ?? [];
    list.push(message);
    this.history.set(roomID, list);
    return message;
  }

  pushMessages(roomID: string, messages: RoomMessage[]): void {
    for (const user of this.members.get(roomID) ?? [])
      this.server.push(user, 'OnRoomMessages', { roomID, messages });
  }

  pushNotice(notice: RoomNotice): void {
    for (const user of this.members.get(notice.roomID) ?? []) this.server.push(user, 'OnRoomNotice', notice);
  }

  private handle(me: string, func: string, data: { roomID: string; id?: number }): Reply | undefined {
    const { roomID } = data;
    switch (func) {
      case 'JoinRoom': {
        const refused = this.refuse.get(roomID);
        if (refused !== undefined) return { errCode: refused, data: {} };
        const members = this.members.get(roomID) ?? new Set();
        members.add(me);
        this.members.set(roomID, members);
        const reply: JoinRoomReply = {
          roomID,
          role: me.startsWith('guest_') ? 'guest' : 'viewer',
          history: this.history.get(roomID) ?? [],
          online: members.size,
          muteAll: false,
          mute: null,
          speakIntervalS: 2,
          redPackets: [],
        };
        return { errCode: 0, data: reply };
      }
      case 'LeaveRoom':
        this.members.get(roomID)?.delete(me);
        return { errCode: 0, data: { roomID } };
      case 'SendRoomMessage':
        if (me.startsWith('guest_')) return { errCode: 1005, data: {} };
        return { errCode: 4001, data: { until: 1_700_000_600_000, matchId: null } };
      case 'OpenRedPacket':
        return {
          errCode: 0,
          data: { id: data.id, amount: 7, content: 'coin', tier: null, seq: 1, balance: 7 },
        };
      default:
        return undefined;
    }
  }
}
