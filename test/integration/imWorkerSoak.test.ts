import 'fake-indexeddb/auto';

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { ContentType, singleConversationId } from '../../protocol/im';
import { memoryCounters } from '../../server/adapters/counters';
import { loadConfig } from '../../server/config';
import { friends } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/demoAccounts';
import { type Started, startServer } from '../../server/start';
import { type NodeCore, nodeCore, passwordLogin, withoutSendLimit } from '../helpers/imNodeCore';
import { seededRandom } from '../helpers/seededRandom';

/**
 * Issue 3: the worker's core in Node against the REAL server (PGlite on disk, real sockets):
 * 10,000 messages both ways in bursts while sockets are cut at random and the server restarts once
 * → nothing lost, nothing twice, each sender's order kept, outboxes empty.
 *
 * The server, the two cores and PGlite share one Node thread, so what it costs is CPU: a burst is
 * handed to the core at once (as tabs do when sends pile up), the core writes it to its outbox in one
 * transaction, the pump keeps 8 in flight and the server stores a socket's pipelined sends in one
 * transaction. IM_SOAK_TOTAL overrides the count.
 */
const TOTAL = Number(process.env.IM_SOAK_TOTAL ?? 10_000);
/** A failure bound only (the run itself is printed). */
const DEADLINE_MS = 60_000 + TOTAL * 25;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-im-soak-'));
let server: Started | undefined;
const cores: NodeCore[] = [];

interface Side {
  me: { userID: string; token: string };
  peer: { userID: string };
  node: NodeCore;
  /** Client ids in the order this side wrote them. */
  sent: string[];
}

async function start(port: number): Promise<Started> {
  const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', CLIENT_DIR: 'dist/client' };
  return startServer({
    config: loadConfig(env),
    logger: false,
    counters: withoutSendLimit(memoryCounters()),
  });
}

afterAll(async () => {
  for (const c of cores) c.core.dispose();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, test: () => boolean | Promise<boolean>, deadline: number): Promise<void> {
  while (!(await test())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/**
 * A burst of 20-99 texts from `side`: every send is made before the first is written (the core
 * must keep the order they were made in), resolved once all are in the outbox.
 */
async function burst(side: Side, count: number): Promise<void> {
  const first = side.sent.length;
  const written = await Promise.all(
    Array.from({ length: count }, (_, i) => {
      const content = JSON.stringify({ text: `${side.me.userID}:${first + i}` });
      return side.node.core.send({ recvID: side.peer.userID, contentType: ContentType.Text, content });
    }),
  );
  side.sent.push(...written.map((m) => m.clientMsgID));
}

/** Every message once, seqs 1..TOTAL without a hole, each sender's messages in writing order. */
async function expectComplete(side: Side, sides: Side[], conversationID: string): Promise<void> {
  const db = side.node.database(side.me.userID);
  const rows = await db.messages
    .where('[conversationID+seq]')
    .between([conversationID, 1], [conversationID, Infinity])
    .toArray();
  expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: TOTAL }, (_, i) => i + 1));
  expect(new Set(rows.map((r) => r.clientMsgID)).size).toBe(TOTAL);
  expect(rows.every((r) => r.status === 'succeeded')).toBe(true);
  expect(await db.outbox.count()).toBe(0);
  for (const sender of sides) {
    const own = rows.filter((r) => r.sendID === sender.me.userID);
    expect(own.map((r) => r.clientMsgID)).toEqual(sender.sent);
    const texts = own.map((r) => (JSON.parse(r.content) as { text: string }).text);
    expect(texts).toEqual(sender.sent.map((_, i) => `${sender.me.userID}:${i}`));
  }
}

describe('im worker core against the real server', () => {
  it(
    `${TOTAL} messages, random socket drops, one server restart: 0 lost, 0 duplicated, order kept`,
    async () => {
      const t0 = Date.now();
      const deadline = t0 + DEADLINE_MS;
      server = await start(0);
      const tStarted = Date.now();
      const port = server.port;
      const base = `http://127.0.0.1:${port}`;
      const a = await passwordLogin(base, 'viewer01', DEMO_PASSWORD);
      const b = await passwordLogin(base, 'viewer02', DEMO_PASSWORD);
      const [idA, idB] = [Number(a.userID), Number(b.userID)];
      await server.ctx.database.db
        .insert(friends)
        .values([
          { userId: idA, friendId: idB, source: 1 },
          { userId: idB, friendId: idA, source: 1 },
        ])
        .onConflictDoNothing();
      const sides: Side[] = [
        { me: a, peer: b, node: nodeCore(() => base), sent: [] },
        { me: b, peer: a, node: nodeCore(() => base), sent: [] },
      ];
      cores.push(...sides.map((s) => s.node));
      for (const s of sides) await s.node.core.connect({ kind: 'user', ...s.me });

      const random = seededRandom('im worker soak');
      let drops = 0;
      let restartMs = 0;
      for (let n = 0; n < TOTAL;) {
        for (const side of sides) {
          const count = Math.min(TOTAL - n, 20 + Math.floor(random() * 80));
          await burst(side, count);
          n += count;
        }
        if (random() < 0.15) {
          for (const ws of sides[Math.floor(random() * 2)]!.node.sockets) ws.terminate();
          drops++;
        }
        if (restartMs === 0 && n >= TOTAL / 2) {
          const r0 = Date.now();
          await server.stop();
          server = await start(port);
          restartMs = Date.now() - r0;
        }
        // Keep the backlog moderate, so drops hit messages in flight and not only a queue.
        await until(
          'the outboxes to drain',
          () => sides.every((s) => s.node.core.outboxSize < 400),
          deadline,
        );
      }

      // Counted in their conversation: the demo data gives both a group with messages of its own.
      const conversationID = singleConversationId(a.userID, b.userID);
      for (const s of sides) {
        const db = s.node.database(s.me.userID);
        const held = () =>
          db.messages
            .where('[conversationID+seq]')
            .between([conversationID, -Infinity], [conversationID, Infinity])
            .count();
        const done = async () => s.node.core.outboxSize === 0 && (await held()) === TOTAL;
        await until(`${s.me.userID} to hold ${TOTAL} messages`, done, deadline);
      }
      for (const s of sides) await expectComplete(s, sides, conversationID);
      const result = await server.ctx.database.db.execute(
        sql`select count(*)::int as n from messages where conversation_id = ${conversationID}`,
      );
      const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
        n: number;
      }[];
      expect(Number(rows[0]!.n)).toBe(TOTAL);
      console.info(
        `im soak: ${TOTAL} messages, ${drops} socket drops, 1 restart (${restartMs} ms), ` +
          `first start ${tStarted - t0} ms, messages ${Date.now() - tStarted} ms`,
      );
    },
    DEADLINE_MS + 30_000,
  );
});
