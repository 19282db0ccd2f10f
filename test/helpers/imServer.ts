import type { AddressInfo } from 'node:net';

import { sql } from 'drizzle-orm';

import { IM_PATH } from '../../protocol/im';
import { memoryCounters } from '../../server/adapters/counters';
import { blacklist, friends } from '../../server/db/schema';
import { ImClient } from './imClient';
import {
  type Backend,
  REDIS_URL,
  startTestServer,
  type TestClock,
  testClock,
  type TestServer,
} from './testServer';

/**
 * A test server listening on 127.0.0.1 and a free port, so real WebSocket clients can connect.
 * Counters run on the test clock (rate limits are tested by moving it); the bus and presence use
 * Redis when REDIS_URL is set and the backend is PostgreSQL (the scaled-out shape).
 */
export interface ChatUser {
  id: number;
  userID: string;
  username: string;
  token: string;
}

export interface ImServer {
  s: TestServer;
  clock: TestClock;
  wsUrl: string;
  httpUrl: string;
  /** A fresh user, logged in. */
  user(): Promise<ChatUser>;
  befriend(a: ChatUser, b: ChatUser): Promise<void>;
  block(by: ChatUser, whom: ChatUser): Promise<void>;
  connect(
    user: ChatUser,
    query?: { token?: string; sendID?: string; platformID?: number | string },
  ): Promise<ImClient>;
  guest(sendID?: string): Promise<ImClient>;
  count(table: 'messages' | 'conversations' | 'conversation_members' | 'message_deletions'): Promise<number>;
  close(): Promise<void>;
}

function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

export async function startImServer(backend: Backend): Promise<ImServer> {
  const clock = testClock();
  const redis = backend === 'postgres' && REDIS_URL ? { REDIS_URL } : undefined;
  const s = await startTestServer({
    backend,
    now: clock.now,
    counters: memoryCounters(clock.now),
    env: redis,
  });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = s.app.server.address() as AddressInfo;
  const wsUrl = `ws://127.0.0.1:${port}${IM_PATH}`;
  const clients: ImClient[] = [];
  let guests = 0;
  const track = (c: ImClient) => {
    clients.push(c);
    return c;
  };
  const server: ImServer = {
    s,
    clock,
    wsUrl,
    httpUrl: `http://127.0.0.1:${port}`,
    async user() {
      const u = await s.createUser();
      return {
        id: u.id,
        userID: String(u.id),
        username: u.username,
        token: await s.login(u.username, u.password),
      };
    },
    async befriend(a, b) {
      await s.ctx.database.db.insert(friends).values([
        { userId: a.id, friendId: b.id, source: 1 },
        { userId: b.id, friendId: a.id, source: 1 },
      ]);
    },
    async block(by, whom) {
      await s.ctx.database.db.insert(blacklist).values({ userId: by.id, blockedId: whom.id });
    },
    async connect(user, query = {}) {
      return track(await ImClient.connect(wsUrl, { sendID: user.userID, token: user.token, ...query }));
    },
    async guest(sendID) {
      return track(
        await ImClient.connect(wsUrl, { sendID: sendID ?? `guest_test${String(++guests).padStart(6, '0')}` }),
      );
    },
    async count(table) {
      const result = await s.ctx.database.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)}`,
      );
      return Number(rowsOf<{ n: number }>(result)[0]!.n);
    },
    async close() {
      await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
      await s.close();
    },
  };
  return server;
}

let serial = 0;

/** A text message's SendMessage data. */
export function text(to: ChatUser, body: string, clientMsgID = `c${Date.now()}-${++serial}`) {
  return {
    clientMsgID,
    recvID: to.userID,
    sessionType: 1,
    contentType: 101,
    content: JSON.stringify({ text: body }),
  };
}
