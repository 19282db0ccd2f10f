/**
 * The server of `benchIm` in its own process (the clients get the other core): embedded PGlite in
 * DATA_DIR, on 127.0.0.1 and a free port, with IM_BENCH_USERS users in friend pairs (0-1, 2-3, ...)
 * inserted directly, each with a session. Prints one JSON line `{ port, users: [{ id, token }] }`.
 * The per-sender speaking interval is lifted (one bench client sends far more than a person).
 */
import { memoryCounters, type Counters } from '../../server/adapters/counters';
import { loadConfig } from '../../server/config';
import { friends, users } from '../../server/db/schema';
import { createSession } from '../../server/http/auth';
import { startServer } from '../../server/start';

function unlimitedSends(inner: Counters): Counters {
  return {
    ...inner,
    hit: (key, ms) => (key.startsWith('im:send:') ? Promise.resolve(1) : inner.hit(key, ms)),
  };
}

const count = Number(process.env.IM_BENCH_USERS ?? 40);
const started = await startServer({
  config: loadConfig({
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    // Every bench client comes from 127.0.0.1: no cap on sockets per address or per user.
    IM_MAX_SOCKETS_PER_IP: '0',
    IM_MAX_SOCKETS_PER_USER: '0',
  }),
  logger: false,
  counters: unlimitedSends(memoryCounters()),
});
const db = started.ctx.database.db;
const rows = await db
  .insert(users)
  .values(
    Array.from({ length: count }, (_, i) => ({
      username: `bench${i}`,
      usernameLower: `bench${i}`,
      passwordHash: 'x',
      areaCode: '86',
      phone: `1370000${String(i).padStart(4, '0')}`,
      appNumber: String(90_000_000 + i),
      nickname: `Bench ${i}`,
    })),
  )
  .returning({ id: users.id });
const pairs = rows.flatMap((r, i) => {
  const peer = rows[i ^ 1];
  return peer ? [{ userId: r.id, friendId: peer.id, source: 1 }] : [];
});
await db.insert(friends).values(pairs);
const tokens = [];
for (const r of rows) tokens.push({ id: r.id, token: await createSession(db, r.id, 'bench', Date.now()) });
process.stdout.write(`${JSON.stringify({ port: started.port, users: tokens })}\n`);
process.on('SIGTERM', () => {
  started.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
