/**
 * Room fan-out: a batch's frame (its JSON and its WebSocket framing) is built once and the same
 * bytes go to every socket of the room on this node, also when a socket leaves or closes while the
 * batch waits; real ws clients read those frames (every header length) like ws's own.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { hubSocket } from '../../../test/helpers/hubSocket';
import type { ImClient } from '../../../test/helpers/imClient';
import { type ImServer, startImServer } from '../../../test/helpers/imServer';
import { createBus } from '../../adapters/bus';
import type { HubSocket } from '../realtime';
import { ImConnection } from '../realtime/connection';
import { roomFrame } from './roomFrame';
import { RoomHub } from './roomHub';

interface Fake extends HubSocket {
  wires: Buffer[];
  texts: Buffer[];
}

let serial = 0;
function fake(prepared = true): Fake {
  const wires: Buffer[] = [];
  const texts: Buffer[] = [];
  const socket = hubSocket(`fanout${++serial}`, {
    ip: `127.0.9.${serial % 250}`,
    send: (frame) => void texts.push(Buffer.from(frame)),
    ...(prepared ? { sendPrepared: (frame: Buffer) => void wires.push(frame) } : {}),
  });
  return { ...socket, wires, texts };
}

/** The payload of an unmasked frame, read by its header (RFC 6455 §5.2). */
function payloadOf(wire: Buffer): Buffer {
  expect(wire[0]).toBe(0x81);
  const mark = wire[1]!;
  const [head, length] =
    mark < 126 ? [2, mark] : mark === 126 ? [4, wire.readUInt16BE(2)] : [10, Number(wire.readBigUInt64BE(2))];
  expect(wire.length).toBe(head + length);
  return wire.subarray(head);
}

/** The messages an OnRoomMessages payload carries. */
function messagesOf(payload: Buffer): unknown[] {
  const frame = JSON.parse(payload.toString('utf8')) as { event: string; data: string };
  expect(frame.event).toBe('OnRoomMessages');
  return (JSON.parse(frame.data) as { messages: unknown[] }).messages;
}

describe('roomFrame', () => {
  it('frames any payload length with the header RFC 6455 gives it', () => {
    for (const pad of [0, 500, 70_000]) {
      const data = JSON.stringify({ pad: 'é'.repeat(pad) });
      const frame = roomFrame('OnRoomNotice', data);
      expect(payloadOf(frame.wire).equals(frame.text)).toBe(true);
      expect(JSON.parse(frame.text.toString('utf8'))).toEqual({
        event: 'OnRoomNotice',
        errCode: 0,
        errMsg: '',
        data,
        operationID: '',
      });
    }
  });
});

describe('RoomHub fan-out', () => {
  it('builds one frame per batch whatever the sockets, and writes those bytes to each', async () => {
    const hub = new RoomHub(createBus(undefined, 'fanout-test'), (error) => {
      throw error;
    });
    const sockets = Array.from({ length: 40 }, (_, i) => fake(i !== 0));
    for (const socket of sockets)
      await hub.join('room_1', { socket, userId: undefined, role: 'guest', nickname: '', avatar: null });
    const stringify = vi.spyOn(JSON, 'stringify');
    /** Queues `texts` as one batch and sends it; how many serialisations the sending took. */
    const batch = (texts: string[]) => {
      for (const text of texts) hub.everywhere(() => ({ m: JSON.stringify({ text }) }));
      stringify.mockClear();
      hub.flush();
      return stringify.mock.calls.length;
    };
    try {
      const withForty = batch(['a', 'b']);
      const first = sockets[1]!.wires[0]!;
      expect(sockets.slice(1).every((s) => s.wires.length === 1 && s.wires[0] === first)).toBe(true);
      // A socket that takes only text gets the payload of the same build.
      expect(sockets[0]!.texts).toHaveLength(1);
      expect(sockets[0]!.texts[0]!.equals(payloadOf(first))).toBe(true);
      expect(messagesOf(payloadOf(first))).toEqual([{ text: 'a' }, { text: 'b' }]);

      // Mid-batch: one socket leaves after the items are queued, before the batch goes out.
      for (const text of ['c', 'd']) hub.everywhere(() => ({ m: JSON.stringify({ text }) }));
      const gone = sockets[7]!;
      hub.forget(gone.id);
      hub.flush();
      expect(gone.wires).toHaveLength(1);
      const staying = sockets.slice(1).filter((s) => s !== gone);
      const second = staying[0]!.wires[1]!;
      expect(staying.every((s) => s.wires.length === 2 && s.wires[1] === second)).toBe(true);
      expect(messagesOf(payloadOf(second))).toEqual([{ text: 'c' }, { text: 'd' }]);

      // Serialising a batch does not grow with the room: as many calls for 10 sockets as for 40.
      for (const s of sockets.slice(10)) hub.forget(s.id);
      expect(batch(['a', 'b'])).toBe(withForty);
      expect(withForty).toBeLessThanOrEqual(2);
    } finally {
      stringify.mockRestore();
      hub.close();
    }
  });
});

describe('room fan-out over real sockets', () => {
  let im: ImServer;
  let roomID: string;
  const clients: { client: ImClient; raw: Buffer[] }[] = [];

  beforeAll(async () => {
    im = await startImServer('pglite');
    roomID = `room_${(await im.user()).id}`;
    for (let i = 0; i < 6; i++) {
      const client = await im.guest();
      const raw: Buffer[] = [];
      client.ws.on('message', (data) => void raw.push(data as Buffer));
      await client.ok('JoinRoom', { roomID });
      clients.push({ client, raw });
    }
  });
  afterAll(async () => {
    await im?.close();
  });

  const connectionOf = (client: ImClient) =>
    [...im.s.ctx.runtimes.realtime.hub.allSockets()].find((s) => s.userID === client.userID) as ImConnection;
  const probes = (raw: Buffer[]) => raw.filter((b) => b.includes('probe'));

  it('gives every client the identical frame, none to a client closed mid-batch', async () => {
    const written = vi.spyOn(ImConnection.prototype, 'sendPrepared');
    const hub = im.s.ctx.runtimes.room.hub;
    const [closing, ...open] = clients;
    // The clients offered permessage-deflate (ws's default) and the server declined it: the
    // prepared frames are plain frames.
    expect(open.every((c) => c.client.ws.extensions === '')).toBe(true);
    try {
      // One batch of three frames (messages up to a 64-bit length, a notice, messages), and one
      // socket closed by the server after they are queued, before they go out.
      hub.everywhere(() => ({ m: JSON.stringify({ probe: 1, body: 'x'.repeat(70_000) }) }));
      hub.everywhere((key) => ({ n: { type: 'delete', roomID: key, msgID: 'probe', by: '1' } }));
      hub.everywhere(() => ({ m: JSON.stringify({ probe: 2 }) }));
      connectionOf(closing!.client).close(1000, 'bye');
      // The batch goes out now, while the closing socket is still a member. Left to its timer it
      // waited up to ROOM_BATCH_MS when the room had sent within that time (the guests' joins just
      // before), and the close handshake could finish first: the socket had left, 15 writes, not 18.
      hub.flush();
      await Promise.all(
        open.map((c) =>
          c.client.waitFor(
            (f) => f.event === 'OnRoomMessages' && JSON.stringify(f.data).includes('"probe":2'),
            'the last probe frame',
          ),
        ),
      );
      await closing!.client.closed;
      expect(probes(closing!.raw)).toEqual([]);
      const [first, ...others] = open.map((c) => probes(c.raw));
      expect(first).toHaveLength(3);
      for (const got of others) expect(Buffer.concat(got).equals(Buffer.concat(first!))).toBe(true);
      expect(messagesOf(first![0]!)).toEqual([{ probe: 1, body: 'x'.repeat(70_000) }]);
      expect(JSON.parse(first![1]!.toString('utf8'))).toMatchObject({ event: 'OnRoomNotice' });
      expect(messagesOf(first![2]!)).toEqual([{ probe: 2 }]);
      // Three builds, each handed to the six sockets (the closed one was still a member, wrote nothing).
      const builds = [...new Set(written.mock.calls.map(([frame]) => frame))];
      expect(builds.map((b) => payloadOf(b).toString('hex'))).toEqual(first!.map((b) => b.toString('hex')));
      expect(written).toHaveBeenCalledTimes(3 * clients.length);
    } finally {
      written.mockRestore();
    }
  });

  it('lets a ws client read every header length of a prepared frame', async () => {
    const { client, raw } = clients[1]!;
    const conn = connectionOf(client);
    const before = raw.length;
    const sizes = [0, 500, 70_000];
    for (const pad of sizes)
      conn.sendPrepared(roomFrame('OnRoomNotice', JSON.stringify({ pad: 'y'.repeat(pad) })).wire);
    await client.waitFor(
      (f) => f.event === 'OnRoomNotice' && (f.data as { pad?: string }).pad?.length === 70_000,
      'the longest frame',
    );
    const pads = raw.slice(before).map((b) => {
      const frame = JSON.parse(b.toString('utf8')) as { data: string };
      return (JSON.parse(frame.data) as { pad: string }).pad.length;
    });
    expect(pads).toEqual(sizes);
  });
});
