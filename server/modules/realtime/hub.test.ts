/** The hub's per-user index of its sockets: kept exact on every connect and close. */
import { afterEach, describe, expect, it } from 'vitest';

import { createBus } from '../../adapters/bus';
import { type HubSocket, ImHub } from './hub';
import { memoryPresence } from './presence';

let serial = 0;

function socket(userID: string, guest = false): HubSocket & { got: string[] } {
  const got: string[] = [];
  return {
    id: `s${++serial}`,
    userID,
    guest,
    tokenHash: undefined,
    ip: '127.0.0.1',
    got,
    send: (frame) => void got.push(String(frame)),
    kick: () => undefined,
  };
}

describe('ImHub sockets by user', () => {
  const bus = createBus(undefined, 'hub-test');
  const presence = memoryPresence(() => 0);
  afterEach(async () => {
    await presence.close();
  });

  it('indexes sockets by user on add and forgets them on remove, guests apart', async () => {
    const hub = new ImHub(bus, presence);
    const [a1, a2, b1, guest] = [socket('1'), socket('1'), socket('2'), socket('guest_x', true)];
    for (const s of [a1, a2, b1, guest]) await hub.add(s);
    expect([...hub.socketsOf('1')]).toEqual([a1, a2]);
    expect([...hub.socketsOf('2')]).toEqual([b1]);
    expect(hub.socketsOf('guest_x').size).toBe(0);
    expect(hub.localUserCount()).toBe(2);
    expect(new Map([...hub.localUsers()].map(([id, set]) => [id, set.size]))).toEqual(
      new Map([
        ['1', 2],
        ['2', 1],
      ]),
    );

    await hub.remove(a1);
    expect([...hub.socketsOf('1')]).toEqual([a2]);
    await hub.remove(a2);
    await hub.remove(a2); // a second close changes nothing
    expect(hub.socketsOf('1').size).toBe(0);
    expect(hub.localUserCount()).toBe(1);
    expect([...hub.localUsers()].map(([id]) => id)).toEqual(['2']);
    expect(await presence.socketCounts(['1', '2'])).toEqual(
      new Map([
        ['1', 0],
        ['2', 1],
      ]),
    );

    // A reconnect after the last close is indexed again.
    const a3 = socket('1');
    await hub.add(a3);
    expect([...hub.socketsOf('1')]).toEqual([a3]);
    await hub.remove(guest);
    expect(hub.localUserCount()).toBe(2);
    await hub.remove(a3);
    await hub.remove(b1);
    expect(hub.localUserCount()).toBe(0);
  });
});
