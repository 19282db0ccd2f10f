import { ContentType, singleConversationId } from '../../protocol/im';
import { type NodeCore, nodeCore } from '../helpers/imNodeCore';

/**
 * The traffic of the scale suite (and `npm run bench`'s scale figures), all through the balancer as
 * browsers would: private chat from two sockets per user (the web worker's core in Node), each socket
 * also watching a busy room, and the room's anchor talking in it. What each socket saw and when is
 * kept, so a test can check that nothing was lost or doubled and measure reconnects and room gaps.
 * Needs `import 'fake-indexeddb/auto'` in the test file (the cores keep their cache in IndexedDB).
 */
export interface Login {
  userID: string;
  token: string;
}

export interface ChatSocket {
  name: string;
  me: Login;
  peer: Login;
  node: NodeCore;
  /** Client ids in the order this socket wrote them. */
  sent: string[];
  /** Connection states with the time they were reached. */
  states: { state: string; at: number }[];
  /** Room messages received live (not the join's history): text and arrival time. */
  room: { text: string; at: number }[];
}

export interface Traffic {
  sockets: ChatSocket[];
  anchor: NodeCore;
  roomID: string;
  /** Room messages the anchor sent and the server accepted; refusals by code. */
  roomSent: string[];
  roomRefused: Map<number, number>;
  /** Stops writing (what is in the outboxes still goes out). */
  stop(): void;
  dispose(): void;
}

const SEND_EVERY_MS = 1200;
const ROOM_EVERY_MS = 250;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Private chat between `a` and `b` (two sockets each) and `anchor` talking in its room. */
export async function startTraffic(
  url: string,
  a: Login,
  b: Login,
  anchor: Login,
  roomID: string,
): Promise<Traffic> {
  const sockets: ChatSocket[] = [];
  for (const [me, peer, names] of [
    [a, b, ['a1', 'a2']],
    [b, a, ['b1', 'b2']],
  ] as const)
    for (const name of names)
      sockets.push({ name, me, peer, node: nodeCore(() => url, 1), sent: [], states: [], room: [] });
  for (const s of sockets) {
    s.node.core.subscribe((event) => {
      if (event.type === 'connectionState') s.states.push({ state: event.snapshot.state, at: Date.now() });
      if (event.type === 'roomMessages' && event.roomID === roomID)
        for (const m of event.messages)
          if (m.kind === 'chat') s.room.push({ text: (m.content as { text: string }).text, at: Date.now() });
    });
    await s.node.core.connect({ kind: 'user', ...s.me });
    await s.node.core.joinRoom(roomID);
  }
  const host = nodeCore(() => url, 1);
  await host.core.connect({ kind: 'user', ...anchor });
  await host.core.joinRoom(roomID);

  let running = true;
  const roomSent: string[] = [];
  const roomRefused = new Map<number, number>();
  const loops = sockets.map(async (s, k) => {
    await sleep(k * (SEND_EVERY_MS / sockets.length));
    for (let i = 0; running; i++) {
      const content = JSON.stringify({ text: `${s.name}:${i}` });
      const message = await s.node.core.send({
        recvID: s.peer.userID,
        contentType: ContentType.Text,
        content,
      });
      s.sent.push(message.clientMsgID);
      await sleep(SEND_EVERY_MS);
    }
  });
  const roomLoop = (async () => {
    for (let i = 0; running; i++) {
      const text = `room:${i}`;
      const result = await host.core.sendRoomMessage(roomID, 101, JSON.stringify({ text }));
      if (result.errCode === 0) roomSent.push(text);
      else roomRefused.set(result.errCode, (roomRefused.get(result.errCode) ?? 0) + 1);
      await sleep(ROOM_EVERY_MS);
    }
  })();
  const all = Promise.all([...loops, roomLoop]);
  return {
    sockets,
    anchor: host,
    roomID,
    roomSent,
    roomRefused,
    stop() {
      running = false;
      void all;
    },
    dispose() {
      running = false;
      for (const s of sockets) s.node.core.dispose();
      host.core.dispose();
    },
  };
}

/** Waits until every socket's outbox is empty and each holds every message of the conversation. */
export async function settle(traffic: Traffic, deadline: number): Promise<number> {
  const [first] = traffic.sockets;
  const conversationID = singleConversationId(first!.me.userID, first!.peer.userID);
  const total = () => traffic.sockets.reduce((n, s) => n + s.sent.length, 0);
  for (;;) {
    const counts = await Promise.all(
      traffic.sockets.map(async (s) => {
        const db = s.node.database(s.me.userID);
        const held = await db.messages
          .where('[conversationID+seq]')
          .between([conversationID, -Infinity], [conversationID, Infinity])
          .count();
        return s.node.core.outboxSize === 0 && held >= total();
      }),
    );
    if (counts.every(Boolean)) return total();
    if (Date.now() > deadline) throw new Error(`the chat did not settle: ${total()} written`);
    await sleep(200);
  }
}

export interface ChatCheck {
  written: number;
  /** Per socket, the worst of: messages written but absent, present twice, seq holes, out of writing order. */
  lost: number;
  duplicated: number;
  holes: number;
  outOfOrder: number;
}

/** What each socket holds of the conversation against what every socket wrote. */
export async function checkChat(traffic: Traffic): Promise<ChatCheck> {
  const [first] = traffic.sockets;
  const conversationID = singleConversationId(first!.me.userID, first!.peer.userID);
  const written = traffic.sockets.flatMap((s) => s.sent);
  const result: ChatCheck = { written: written.length, lost: 0, duplicated: 0, holes: 0, outOfOrder: 0 };
  for (const s of traffic.sockets) {
    const rows = await s.node
      .database(s.me.userID)
      .messages.where('[conversationID+seq]')
      .between([conversationID, -Infinity], [conversationID, Infinity])
      .toArray();
    const ids = rows.map((r) => r.clientMsgID);
    const held = new Set(ids);
    result.lost = Math.max(result.lost, written.filter((id) => !held.has(id)).length);
    result.duplicated = Math.max(result.duplicated, ids.length - held.size);
    const seqs = rows.map((r) => r.seq).sort((x, y) => x - y);
    result.holes = Math.max(
      result.holes,
      seqs.length === 0 ? 0 : seqs[seqs.length - 1]! - seqs[0]! + 1 - seqs.length,
    );
    let disorder = 0;
    for (const writer of traffic.sockets) {
      const order = new Map(writer.sent.map((id, i) => [id, i]));
      const theirs = rows.filter((r) => order.has(r.clientMsgID)).sort((x, y) => x.seq - y.seq);
      for (let i = 1; i < theirs.length; i++)
        if (order.get(theirs[i]!.clientMsgID)! < order.get(theirs[i - 1]!.clientMsgID)!) disorder++;
    }
    result.outOfOrder = Math.max(result.outOfOrder, disorder);
  }
  return result;
}

/**
 * Sockets that dropped after `at`, with the time from `at` to their next login (undefined while it
 * has not come); sockets that did not drop are left out.
 */
export function reconnects(traffic: Traffic, at: number): { name: string; ms: number | undefined }[] {
  return traffic.sockets.flatMap((s) => {
    const after = s.states.filter((x) => x.at >= at);
    const dropped = after.findIndex((x) => x.state === 'connecting');
    if (dropped < 0) return [];
    const back = after.slice(dropped).find((x) => x.state === 'loggedIn');
    return [{ name: s.name, ms: back ? back.at - at : undefined }];
  });
}

/** The longest wait between two room messages arriving live at any socket within [from, to]. */
export function roomGap(traffic: Traffic, from: number, to: number): number {
  let worst = 0;
  for (const s of traffic.sockets) {
    const times = [from, ...s.room.map((m) => m.at).filter((t) => t > from && t < to), to];
    for (let i = 1; i < times.length; i++) worst = Math.max(worst, times[i]! - times[i - 1]!);
  }
  return worst;
}

/** True once at least one socket dropped after `at` and every one that did has logged in again. */
export function allBack(traffic: Traffic, at: number): boolean {
  const dropped = reconnects(traffic, at);
  return dropped.length > 0 && dropped.every((r) => r.ms !== undefined);
}
