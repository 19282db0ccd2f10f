import type { ImEvent } from '../../../protocol/im';
import type { Bus } from '../../adapters/bus';
import { eventFrame } from './frames';

/**
 * Events to every socket of a user on any node, through the bus: the gateway of each node that
 * holds a socket of the user subscribes to that user's channel. Other modules (friend) use this to
 * push e.g. OnFriendApplicationAdded after their transaction commits.
 */
export function userChannel(userID: string): string {
  return `im:u:${userID}`;
}

export interface ImPush {
  event: ImEvent;
  data: unknown;
}

/** What goes over a user channel: ready frames, and the socket (the caller's) to skip. */
export interface UserDelivery {
  frames: string[];
  except?: string;
}

export async function publishToUser(
  bus: Bus,
  userId: number | string,
  pushes: ImPush | readonly ImPush[],
  exceptSocketId?: string,
): Promise<void> {
  const list = Array.isArray(pushes) ? (pushes as readonly ImPush[]) : [pushes as ImPush];
  if (list.length === 0) return;
  const delivery: UserDelivery = { frames: list.map((p) => eventFrame(p.event, p.data)) };
  if (exceptSocketId) delivery.except = exceptSocketId;
  await bus.publish(userChannel(String(userId)), JSON.stringify(delivery));
}
