/**
 * The server of the room and red-envelope benchmarks in its own process (the clients get the other
 * core): the real server on 127.0.0.1 and a free port, embedded PGlite in DATA_DIR (or DATABASE_URL
 * when the parent passes one), demo seeds, and ROOM_BENCH_USERS viewers with sessions inserted
 * directly. The speaking interval and the duplicate window are lifted (a bench sender talks far
 * more than a person). The demo match simulator is off: its database writes are no part of a
 * room's fan-out, and the Socket.IO baseline runs nothing besides. Prints one JSON line
 * `{ port, roomID, anchor, users }`; on each `cpu` line on stdin prints `CPU <user+system µs>`, on
 * `reconcile` `RECONCILE <problems JSON>`; stops on SIGTERM.
 */
import { createInterface } from 'node:readline';

import { eq } from 'drizzle-orm';

import { type Counters, memoryCounters } from '../../server/adapters/counters';
import { loadConfig } from '../../server/config';
import { sessions, users } from '../../server/db/schema';
import { createSession, hashToken, TOKEN_TTL_MS } from '../../server/http/auth';
import { grant } from '../../server/modules/wallet/grant';
import { reconcile } from '../../server/modules/wallet/reconcile';
import { startServer } from '../../server/start';

function unlimitedChat(inner: Counters): Counters {
  return {
    ...inner,
    claim: (key, ms) =>
      key.startsWith('room:speak:') || key.startsWith('room:dup:')
        ? Promise.resolve(true)
        : inner.claim(key, ms),
  };
}

const count = Number(process.env.ROOM_BENCH_USERS ?? 10);
const started = await startServer({
  config: loadConfig({
    MATCH_SIMULATOR: '0',
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Thousands of bench guests come from 127.0.0.1: no cap on sockets per address.
    IM_MAX_SOCKETS_PER_IP: '0',
    IM_MAX_SOCKETS_PER_USER: '0',
  }),
  logger: false,
  counters: unlimitedChat(memoryCounters()),
});
const { ctx } = started;
const db = ctx.database.db;
const [anchor] = await db.select().from(users).where(eq(users.username, 'streamer01'));
await grant(ctx, anchor!.id, 'coin', 1_000_000_000);
const rows = [];
for (let start = 0; start < count; start += 500) {
  rows.push(
    ...(await db
      .insert(users)
      .values(
        Array.from({ length: Math.min(500, count - start) }, (_, k) => ({
          username: `rbench${start + k}`,
          usernameLower: `rbench${start + k}`,
          passwordHash: 'x',
          areaCode: '86',
          phone: `1360000${String(start + k).padStart(4, '0')}`,
          appNumber: String(80_000_000 + start + k),
          nickname: `Bench ${start + k}`,
        })),
      )
      .returning({ id: users.id })),
  );
}
const tokens = rows.map((r) => ({
  id: r.id,
  token: `rbench-${r.id}-${Math.random().toString(36).slice(2)}`,
}));
for (let start = 0; start < tokens.length; start += 500)
  await db.insert(sessions).values(
    tokens.slice(start, start + 500).map((t) => ({
      tokenHash: hashToken(t.token),
      userId: t.id,
      device: 'bench',
      expiresAt: new Date(Date.now() + TOKEN_TTL_MS),
    })),
  );
const anchorToken = await createSession(db, anchor!.id, 'bench', Date.now());
process.stdout.write(
  `${JSON.stringify({ port: started.port, roomID: `room_${anchor!.id}`, anchor: { id: anchor!.id, token: anchorToken }, users: tokens })}\n`,
);
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line.trim() === 'cpu') {
    const u = process.cpuUsage();
    process.stdout.write(`CPU ${u.user + u.system}\n`);
  }
  if (line.trim() === 'reconcile')
    void reconcile(db).then((problems) => process.stdout.write(`RECONCILE ${JSON.stringify(problems)}\n`));
});
process.on('SIGTERM', () => {
  started.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
