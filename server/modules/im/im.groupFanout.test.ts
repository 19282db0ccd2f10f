/**
 * A node's group fan-out through the hub's sockets by user: a group smaller than the node's users
 * (each member looked up) and one larger (the node's users walked) both reach every socket of the
 * current members and no one else, and the extra users of a delivery get it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ImMessage } from '../../../protocol/im';
import { type ChatUser, type ImServer, startImServer } from '../../../test/helpers/imServer';
import type { ImClient } from '../../../test/helpers/imClient';
import { users } from '../../db/schema';
import { groupText, makeGroup } from './groupFixture';

describe('im group fan-out by user', () => {
  let im: ImServer;
  let people: ChatUser[];
  let clients: ImClient[];

  beforeAll(async () => {
    im = await startImServer('pglite');
    people = [];
    for (let i = 0; i < 5; i++) people.push(await im.user());
    clients = [];
    // Two sockets for the first user; one for each of the others.
    for (const p of [people[0]!, ...people]) clients.push(await im.connect(p));
  });
  afterAll(async () => {
    await im?.close();
  });

  /** Users with no socket, straight in the table (members of the big group). */
  async function offlineUsers(n: number): Promise<number[]> {
    const tag = String(Date.now() % 1_000_000).padStart(6, '0');
    const rows = await im.s.ctx.database.db
      .insert(users)
      .values(
        Array.from({ length: n }, (_, i) => ({
          username: `fan${tag}${String(i).padStart(3, '0')}`,
          usernameLower: `fan${tag}${String(i).padStart(3, '0')}`,
          passwordHash: 'x',
          areaCode: '86',
          phone: `17${tag}${String(i).padStart(3, '0')}`,
          appNumber: `8${tag}${String(i).padStart(3, '0')}`,
          nickname: `Fan ${i}`,
        })),
      )
      .returning({ id: users.id });
    return rows.map((r) => r.id);
  }

  const seqsOf = (c: ImClient, groupId: number) =>
    c
      .events<ImMessage>('OnRecvNewMessage')
      .filter((m) => m.groupID === String(groupId))
      .map((m) => m.seq);

  /** A last event to every connected user: anything wrongly sent before it has arrived by then. */
  async function probe(groupId: number): Promise<void> {
    const tag = `probe-${groupId}`;
    await im.s.ctx.runtimes.im.groups.publish(
      groupId,
      [{ event: 'OnRecvNewMessage', data: { groupID: tag, seq: 0 } }],
      { members: false, users: people.map((p) => p.id) },
    );
    await Promise.all(
      clients.map((c) =>
        c.waitFor(
          (f) => f.event === 'OnRecvNewMessage' && (f.data as { groupID: string }).groupID === tag,
          tag,
        ),
      ),
    );
  }

  it('looks each member up when the group is smaller than the node: members only, every socket once', async () => {
    const hub = im.s.ctx.runtimes.realtime.hub;
    const groupId = await makeGroup(im.s.ctx, people[0]!.id, [people[1]!.id]);
    expect(hub.localUserCount()).toBeGreaterThan(2);
    const [sender, secondOfSender, member, ...others] = clients;
    await sender!.ok('SendMessage', groupText(groupId, 'small group'));
    await probe(groupId);
    expect(seqsOf(sender!, groupId)).toEqual([]);
    expect(seqsOf(secondOfSender!, groupId)).toEqual([1]);
    expect(seqsOf(member!, groupId)).toEqual([1]);
    for (const c of others) expect(seqsOf(c, groupId)).toEqual([]);
  });

  it('walks the node users when the group is larger: members only, and extra users once', async () => {
    const hub = im.s.ctx.runtimes.realtime.hub;
    const absent = await offlineUsers(40);
    const [owner, , third, fourth, outsider] = people;
    const groupId = await makeGroup(im.s.ctx, owner!.id, [third!.id, fourth!.id, ...absent]);
    expect(43).toBeGreaterThan(hub.localUserCount());
    await clients[0]!.ok('SendMessage', groupText(groupId, 'big group'));
    // Extra users (a member among them) get the event once; the outsider through `users` only.
    await im.s.ctx.runtimes.im.groups.publish(
      groupId,
      [{ event: 'OnRecvNewMessage', data: { groupID: String(groupId), seq: 99 } }],
      { users: [outsider!.id, third!.id] },
    );
    const byUser = (i: number) => clients[i]!;
    await probe(groupId);
    expect(seqsOf(byUser(0), groupId)).toEqual([99]);
    expect(seqsOf(byUser(1), groupId)).toEqual([1, 99]);
    expect(seqsOf(byUser(3), groupId)).toEqual([1, 99]);
    expect(seqsOf(byUser(4), groupId)).toEqual([1, 99]);
    expect(seqsOf(byUser(5), groupId)).toEqual([99]);
    // people[1] (clients[2]) is not in this group.
    expect(seqsOf(byUser(2), groupId)).toEqual([]);
  });
});
