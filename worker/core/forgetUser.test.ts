import 'fake-indexeddb/auto';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { ContentType } from '../../protocol/im';
import type { ChatClientEvent } from '../../protocol/imWorkerApi';
import { ImDatabase } from '../db/ImDatabase';
import { ImHub } from '../shared/ImHub';
import { ImCore } from './ImCore';
import { FakeClock } from './testing/FakeClock';
import { FakeImServer } from './testing/FakeImServer';

/** Issue 13: logout deletes the user's chat database, in every tab, and nothing recreates it. */

const alice = { kind: 'user', userID: '1', token: 'tok-a' } as const;
const bob = { kind: 'user', userID: '2', token: 'tok-b' } as const;
const text = (t: string) => ({
  recvID: '2',
  contentType: ContentType.Text,
  content: JSON.stringify({ text: t }),
});

let counter = 0;
const cores: ImCore[] = [];
afterEach(() => cores.splice(0).forEach((c) => c.dispose()));

/** A core whose databases are named `<prefix>-<user>` (the browser's are `tribune-im-<user>`). */
function setup() {
  const server = new FakeImServer();
  const clock = new FakeClock();
  const prefix = `forget-${++counter}`;
  const core = new ImCore({
    socket: server.factory,
    clock,
    random: () => 0.5,
    randomId: () => crypto.randomUUID(),
    fetchAddress: () => Promise.resolve({ wsUrl: 'ws://fake.test/msg_gateway', guestID: 'guest_visitor01' }),
    openDatabase: (userID) => new ImDatabase(`${prefix}-${userID ?? 'guest'}`),
  });
  cores.push(core);
  const events: ChatClientEvent[] = [];
  core.subscribe((e) => events.push(e));
  const names = async () =>
    (await indexedDB.databases()).map((d) => d.name).filter((n) => n?.startsWith(prefix));
  return { server, clock, core, events, names, db: (user: string) => `${prefix}-${user}` };
}

const loggedIn = (core: ImCore, userID: string) =>
  vi.waitFor(() => expect(core.getSnapshot()).toMatchObject({ state: 'loggedIn', userID }));

describe('ImCore.forgetUser (logout)', () => {
  it("logs the socket out, deletes the user's database, tells the tabs and goes on as a guest", async () => {
    const { server, core, events, names, db } = setup();
    await core.connect(alice);
    await loggedIn(core, '1');
    await core.send(text('kept on the device'));
    await vi.waitFor(async () => expect(await core.listConversations()).toHaveLength(1));
    expect(await names()).toContain(db('1'));

    await core.forgetUser('1');

    expect(await names()).not.toContain(db('1'));
    expect(server.sockets[0]!.requests.at(-1)!.reqFuncName).toBe('Logout');
    expect(server.sockets[0]!.closed).toBe(true);
    expect(events).toContainEqual({ type: 'userLoggedOut', userID: '1' });
    await loggedIn(core, 'guest_visitor01');
    expect(core.getSnapshot().guest).toBe(true);
    expect(await core.listConversations()).toEqual([]);
  });

  it('a tab that has not heard cannot log the forgotten token in again nor recreate the database', async () => {
    const { server, core, names, db } = setup();
    await core.connect(alice);
    await loggedIn(core, '1');
    await core.send(text('hello'));
    await core.forgetUser('1');
    const sockets = server.sockets.length;

    await core.connect(alice); // the stale tab, same token
    await expect(core.send(text('stale'))).rejects.toThrow(/login required/);
    await core.markRead('1_2');
    await core.listConversations();
    expect(core.getSnapshot()).toMatchObject({ guest: true });
    expect(server.sockets).toHaveLength(sockets);
    expect(await names()).not.toContain(db('1'));

    // A new login (a new token) is a new session with an empty cache.
    await core.connect({ ...alice, token: 'tok-a2' });
    await loggedIn(core, '1');
    expect(server.sockets.at(-1)!.userID).toBe('1');
    expect(await names()).toContain(db('1'));
  });

  it("forgetting a user who is not the socket's deletes their database and leaves the session alone", async () => {
    const { server, core, events, names, db } = setup();
    await core.connect(alice);
    await loggedIn(core, '1');
    await core.send(text('from alice'));
    await core.connect(bob);
    await loggedIn(core, '2');
    const sockets = server.sockets.length;
    expect(await names()).toEqual(expect.arrayContaining([db('1'), db('2')]));

    await core.forgetUser('1');

    expect(await names()).not.toContain(db('1'));
    expect(await names()).toContain(db('2'));
    expect(events).toContainEqual({ type: 'userLoggedOut', userID: '1' });
    expect(core.getSnapshot()).toMatchObject({ state: 'loggedIn', userID: '2' });
    expect(server.sockets).toHaveLength(sockets);
  });

  it('every tab hears it, whatever conversations it follows', async () => {
    const { core } = setup();
    const hub = new ImHub(core, () => 0);
    const tabs = [hub.openTab(), hub.openTab(), hub.openTab()];
    const heard = tabs.map(() => [] as string[]);
    await tabs[0]!.subscribe((e) => e.type === 'userLoggedOut' && heard[0]!.push(e.userID));
    await tabs[1]!.subscribe((e) => e.type === 'userLoggedOut' && heard[1]!.push(e.userID), {
      conversationIDs: ['1_2'],
    });
    await tabs[2]!.subscribe((e) => e.type === 'userLoggedOut' && heard[2]!.push(e.userID));
    await tabs[0]!.connect(alice);
    await loggedIn(core, '1');
    await tabs[2]!.forgetUser('1');
    expect(heard).toEqual([['1'], ['1'], ['1']]);
  });
});

describe('ImDatabase deleted by another connection', () => {
  it('closes for good instead of reopening (which would create the database again)', async () => {
    const name = `forget-db-${++counter}`;
    const open = new ImDatabase(name);
    await open.kv.put({ key: 'k', value: 1 });
    await new ImDatabase(name).delete();
    await expect(open.kv.toArray()).rejects.toThrow();
    await expect(open.kv.put({ key: 'k', value: 2 })).rejects.toThrow();
    expect((await indexedDB.databases()).map((d) => d.name)).not.toContain(name);
  });
});
