import { isTransportCode } from '../core/rooms';
import type { ChatClientEvent, RoomJoinResult } from '../../protocol/imWorkerApi';
import type { ImCore } from '../core/ImCore';

/** The room a room event is about (null for every other event). */
export function roomOfEvent(event: ChatClientEvent): string | null {
  switch (event.type) {
    case 'roomJoined':
    case 'roomMessages':
    case 'roomLeft':
      return event.roomID;
    case 'roomNotice':
      return event.notice.roomID;
    default:
      return null;
  }
}

/**
 * Which tabs show which room: the socket joins a room when its first tab does and leaves it when
 * the last one leaves or closes, like followMatches does for matches.
 */
export class TabRooms<T extends { rooms: Set<string> }> {
  constructor(
    private readonly tabs: ReadonlySet<T>,
    private readonly core: Pick<ImCore, 'joinRoom' | 'leaveRoom'>,
  ) {}

  /** How many tabs show `roomID`. */
  count(roomID: string): number {
    let n = 0;
    for (const tab of this.tabs) if (tab.rooms.has(roomID)) n++;
    return n;
  }

  async join(tab: T, roomID: string): Promise<RoomJoinResult> {
    tab.rooms.add(roomID);
    const result = await this.core.joinRoom(roomID);
    // Refused (not a transport problem): the socket is not in the room, so neither is the tab.
    if (result.errCode !== 0 && !isTransportCode(result.errCode)) tab.rooms.delete(roomID);
    return result;
  }

  leave(tab: T, roomID: string): Promise<void> {
    if (!tab.rooms.delete(roomID)) return Promise.resolve();
    return this.count(roomID) === 0 ? this.core.leaveRoom(roomID) : Promise.resolve();
  }

  /** The tab closed (already out of the tab set): the rooms only it showed are left. */
  tabGone(tab: T): void {
    for (const roomID of tab.rooms) if (this.count(roomID) === 0) void this.core.leaveRoom(roomID);
    tab.rooms.clear();
  }

  /** The socket was taken out of the room (blacklist, failed rejoin): no tab is in it any more. */
  forget(roomID: string): void {
    for (const tab of this.tabs) tab.rooms.delete(roomID);
  }
}
