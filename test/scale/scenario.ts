import net from 'node:net';

import { eq } from 'drizzle-orm';

import { API_BASE } from '../../protocol/api';
import { IM_PATH } from '../../protocol/im';
import type { Database } from '../../server/db/client';
import { redEnvelopeClaims, users } from '../../server/db/schema';
import { createSession } from '../../server/http/auth';
import { reconcile } from '../../server/modules/wallet/reconcile';
import { ImClient } from '../helpers/imClient';
import { webAnswer } from '../helpers/webCall';
import type { Cluster, ClusterNode } from './cluster';
import { allBack, type Login, reconnects, roomGap, type Traffic } from './traffic';

/**
 * The scale suite's moves, shared by test/scale/failover.test.ts (which checks them) and
 * test/bench/scale.ts (which prints their figures): calls through the balancer, users made in the
 * database, and a node killed with SIGKILL in the middle of red-envelope claims.
 */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until(
  what: string,
  test: () => boolean | Promise<boolean>,
  ms = 20_000,
): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** `n` users made in the database, each with a session (that many logins would meet the login limits). */
export async function people(db: Database, n: number): Promise<Login[]> {
  const stamp = Date.now() % 1_000_000;
  const rows = await db.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `scale${stamp}x${i}`,
        usernameLower: `scale${stamp}x${i}`,
        passwordHash: 'x',
        areaCode: '86',
        phone: `168${String(stamp).padStart(6, '0')}${String(i).padStart(2, '0')}`,
        appNumber: `68${String(stamp).padStart(6, '0')}${i}`.slice(0, 12),
        nickname: `Claimer ${i}`,
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    rows.map(async (r) => ({
      userID: String(r.id),
      token: await createSession(db.db, r.id, 'test', Date.now()),
    })),
  );
}

/** The node whose /metrics counts the most messaging sockets (each node counts its own). */
export async function busiestNode(cluster: Cluster): Promise<ClusterNode> {
  const running = cluster.nodes.filter((n) => n.running());
  const counts = await Promise.all(
    running.map(async (n) => {
      const text = await (await fetch(`${n.url}/metrics`)).text();
      return Number(/^tribune_im_sockets (\d+)/m.exec(text)?.[1] ?? 0);
    }),
  );
  return running[counts.indexOf(Math.max(...counts))]!;
}

export interface KillOutcome {
  victim: ClusterNode;
  /** The traffic's sockets that dropped, each with the time from the kill to its next login. */
  reconnects: { name: string; ms: number }[];
  shares: number;
  /** Claims answered success to the claimers (an answer lost with the node is not counted). */
  won: number;
  /** Who holds a share, as the database says. */
  claimedBy: number[];
  /** What the ledger's reconcile finds wrong (nothing, when the books hold). */
  ledger: string[];
  /** The longest wait between live room messages at any traffic socket around the kill. */
  roomGapMs: number;
  /** Whether each traffic socket received room messages again after the kill. */
  roomAfter: boolean[];
}

/**
 * Kills the busiest node with SIGKILL 30 ms into 45 claims of a 15-share lucky envelope (claimers
 * watching the room through the balancer; a claim whose answer is lost is tried once more, as a
 * browser would), then waits for the traffic's dropped sockets to log in again.
 */
export async function killUnderTraffic(
  cluster: Cluster,
  traffic: Traffic,
  db: Database,
  anchor: Login,
): Promise<KillOutcome> {
  const shares = 15;
  const victim = await busiestNode(cluster);
  const claimers = await people(db, 45);
  const wsUrl = `${cluster.url.replace('http', 'ws')}${IM_PATH}`;
  const sockets = await Promise.all(
    claimers.map((c) => ImClient.connect(wsUrl, { sendID: c.userID, token: c.token })),
  );
  try {
    await Promise.all(sockets.map((s) => s.ok('JoinRoom', { roomID: traffic.roomID })));
    const sent = await webAnswer<{ redPacket: { id: number } }>(
      cluster.url,
      '/redPacket/send',
      {
        roomID: traffic.roomID,
        kind: 'lucky',
        content: 'coin',
        count: shares,
        total: shares * 100,
        limitHours: 3,
      },
      anchor.token,
    );
    if (!sent.body?.success) throw new Error(`the envelope was refused: ${JSON.stringify(sent)}`);
    const id = sent.body.data.redPacket.id;
    const open = async (token: string) => {
      for (let attempt = 0; ; attempt++) {
        const answer = await webAnswer<{ amount: number }>(
          cluster.url,
          '/redPacket/open',
          { id, roomID: traffic.roomID },
          token,
        ).catch(() => undefined);
        if (answer?.body || attempt === 1) return answer;
      }
    };
    const killedAt = Date.now();
    const [claims] = await Promise.all([
      Promise.all(claimers.map((c) => open(c.token))),
      sleep(30).then(() => victim.kill('SIGKILL')),
    ]);
    await until('the dropped sockets to log in again', () => allBack(traffic, killedAt));
    const claimed = await db.db
      .select({ userId: redEnvelopeClaims.userId })
      .from(redEnvelopeClaims)
      .where(eq(redEnvelopeClaims.envelopeId, id));
    // The room goes on: give it three seconds after the kill to show it.
    await sleep(3000);
    return {
      victim,
      reconnects: reconnects(traffic, killedAt).map((r) => ({ name: r.name, ms: r.ms! })),
      shares,
      won: claims.filter((c) => c?.body?.success).length,
      claimedBy: claimed.map((r) => r.userId),
      ledger: await reconcile(db.db),
      roomGapMs: roomGap(traffic, killedAt - 500, Date.now()),
      roomAfter: traffic.sockets.map((s) => s.room.some((m) => m.at > killedAt + 1000)),
    };
  } finally {
    await Promise.all(sockets.map((s) => s.close()));
  }
}

/** Envelope rules broken: shares missing or extra, and users holding more than one. */
export function envelopeViolations(outcome: KillOutcome): number {
  const rows = outcome.claimedBy.length;
  return Math.abs(rows - outcome.shares) + (rows - new Set(outcome.claimedBy).size);
}

export interface HalfSentCall {
  /** Sends the rest of the body; resolves with the HTTP status of the answer. */
  finish(): Promise<number>;
}

/**
 * A /web call straight to a node whose headers and first body byte are sent: resolves once the
 * node has logged the request as incoming (it is in flight there), with the rest still to send.
 */
export async function halfSentCall(node: ClusterNode, path: string, body: string): Promise<HalfSentCall> {
  const socket = net.connect(node.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const answer = new Promise<number>((resolve, reject) => {
    let text = '';
    socket.on('data', (d: Buffer) => (text += d.toString()));
    socket.on('error', reject);
    socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0)));
  });
  socket.write(
    [
      `POST ${API_BASE}${path} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Content-Type: application/json',
      'X-Requested-With: XMLHttpRequest',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      '',
      body.slice(0, 1),
    ].join('\r\n'),
  );
  const port = socket.localPort;
  await until('the node to log the call as incoming', () =>
    node.logs.some((l) => (l as { req?: { remotePort?: number } }).req?.remotePort === port),
  );
  return {
    finish() {
      socket.write(body.slice(1));
      return answer;
    },
  };
}
