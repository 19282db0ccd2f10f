import { memoryBus } from '../../server/adapters/bus';
import type { HubSocket } from '../../server/modules/realtime';
import { memoryRoomPresence } from '../../server/modules/room/presence';
import { RoomHub } from '../../server/modules/room/roomHub';
import { announceChanges } from '../../server/modules/room/runtime';
import { hubSocket } from '../helpers/hubSocket';
import { bench } from './load';

/**
 * `room.fill_*`: the server's CPU time per join and leave while one room fills up to SMALL and to
 * LARGE members and empties again (the room hub and its presence as the room runtime wires them,
 * in process: no socket, no bus traffic). Its baseline is the same fill at SMALL:
 * `room.fill_large_vs_small` is the cost of a join in the large room over one in the small room,
 * about 1 when a join costs the same however full the room is (it was O(members): presence was
 * recounted from every member on each change).
 */
const SMALL = 10_000;
const LARGE = 40_000;
const ROUNDS = 3;

function socketOf(i: number, guest: boolean): HubSocket {
  return hubSocket(`s${i}`, {
    userId: guest ? undefined : i,
    ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  });
}

/** Microseconds of CPU per join and leave for a room filled to `size` (half users, half guests). */
async function fill(size: number): Promise<number> {
  const hub = new RoomHub(memoryBus(), (error) => {
    throw error;
  });
  announceChanges(hub, memoryRoomPresence(), (error) => {
    throw error;
  });
  const members = Array.from({ length: size }, (_, i) => {
    const socket = socketOf(i, i % 2 === 1);
    return {
      socket,
      userId: socket.guest ? undefined : i,
      role: socket.guest ? ('guest' as const) : ('viewer' as const),
      nickname: `n${i}`,
      avatar: null,
    };
  });
  const start = process.cpuUsage();
  for (const m of members) await hub.join('fill', m);
  for (const m of members) hub.leave('fill', m.socket.id);
  const used = process.cpuUsage(start);
  hub.close();
  return (used.user + used.system) / (2 * size);
}

export async function benchRoomFill(): Promise<void> {
  // The fastest of a few rounds each: the figure is the work, not the machine's other load.
  let small = Infinity;
  let large = Infinity;
  for (let round = 0; round < ROUNDS; round++) {
    small = Math.min(small, await fill(SMALL));
    large = Math.min(large, await fill(LARGE));
  }
  bench('room.fill_small_us_per_change', small, 'us');
  bench('room.fill_large_us_per_change', large, 'us');
  bench('room.fill_large_vs_small', large / small, 'ratio');
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRoomFill();
