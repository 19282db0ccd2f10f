import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { api, API_BASE } from '../../protocol/api';
import { ErrorCode } from '../../protocol/errors';
import { currentTemplates } from '../helpers/dbTemplate';
import { capturingSms, DEMO_PASSWORD } from '../helpers/testServer';
import { memoryCounters } from '../../server/adapters/counters';
import { type Config, loadConfig } from '../../server/config';
import { openPglite } from '../../server/db/client';
import { auditLog } from '../../server/db/schema';
import { type Started, startServer } from '../../server/start';
import { backupCommand, type Output, restoreCommand } from '../../server/cli/backup';
import { readBackup } from '../../server/cli/backupArchive';

/**
 * `npm run admin -- backup` / `restore` (server/cli/backup.ts) against a server on a real data folder:
 * PGlite on disk, written to while it is backed up. In the slow project: over 20 s on two cores.
 */

/** Rows of the writer that runs during the backup: two per transaction, `<n>:a` and `<n>:b`. */
const WRITER = 'backup-test';

function configFor(dataDir: string, env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LIVE_INGEST: 'off',
    MATCH_SIMULATOR: '0',
    ...env,
  });
}

function captured(): Output & { text: () => string } {
  const lines: string[] = [];
  return { log: (l) => lines.push(l), error: (l) => lines.push(l), text: () => lines.join('\n') };
}

/** Every name in `dir` starting with `prefix` (the data folder and any sibling a restore made). */
function siblings(dir: string, prefix: string): string[] {
  return fs.readdirSync(dir).filter((name) => name.startsWith(prefix));
}

describe('admin backup and restore', () => {
  let work: string;
  let dataDir: string;
  let config: Config;
  let server: Started;
  let archive: string;
  const upload = randomBytes(50_000);
  const key = `chat/20250101/${randomBytes(12).toString('hex')}.png`;

  beforeAll(async () => {
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-backup-'));
    dataDir = path.join(work, 'data');
    archive = path.join(work, 'site.backup');
    // The run's migrated template instead of initdb; the server applies the remaining seeds.
    const template = currentTemplates();
    if (template) {
      fs.mkdirSync(path.join(dataDir, 'pglite'), { recursive: true });
      const loaded = await PGlite.create(path.join(dataDir, 'pglite'), {
        loadDataDir: await fs.openAsBlob(template.pgliteFile),
      });
      await loaded.close();
    }
    config = configFor(dataDir);
    server = await startServer({ config, logger: false, sms: capturingSms(), counters: memoryCounters() });
  });

  afterAll(async () => {
    await server?.stop();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('backs up a running server taking writes; the restore holds whole transactions and the uploads', async () => {
    await server.ctx.storage.write(key, upload, 'image/png');
    fs.writeFileSync(path.join(dataDir, 'uploads', '.tmp', 'half-uploaded'), 'x');
    const { db } = server.ctx.database;
    let committed = 0;
    let stopped = false;
    const writer = (async () => {
      for (let n = 0; !stopped; n++) {
        await db.transaction(async (tx) => {
          await tx.insert(auditLog).values({ actor: WRITER, action: 'pair', target: `${n}:a` });
          await tx.insert(auditLog).values({ actor: WRITER, action: 'pair', target: `${n}:b` });
        });
        committed = n + 1;
        // PGlite answers without I/O: without a turn of the event loop the HTTP call would never run.
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    while (committed < 3) await new Promise((resolve) => setTimeout(resolve, 5));
    const before = committed;
    const out = captured();
    const code = await backupCommand(config, archive, out);
    const after = committed;
    stopped = true;
    await writer;
    expect(code, out.text()).toBe(0);
    expect(out.text()).toContain(`by the running server (pid ${process.pid})`);
    expect(after).toBeGreaterThan(before); // the writer really ran during the backup
    expect(siblings(work, 'site.backup')).toEqual(['site.backup']); // no partial file left

    // Restored over a folder that has content: that folder is kept aside and named.
    const restoredDir = path.join(work, 'restored');
    fs.mkdirSync(restoredDir);
    fs.writeFileSync(path.join(restoredDir, 'old.txt'), 'old');
    const restoreOut = captured();
    expect(await restoreCommand(configFor(restoredDir), archive, restoreOut), restoreOut.text()).toBe(0);
    const kept = siblings(work, 'restored.before-restore-');
    expect(kept).toHaveLength(1);
    expect(restoreOut.text()).toContain(path.join(work, kept[0]!));
    expect(fs.readdirSync(path.join(work, kept[0]!))).toEqual(['old.txt']);
    expect(siblings(work, 'restored.restoring-')).toEqual([]);
    expect(fs.existsSync(path.join(restoredDir, '.lock'))).toBe(false);

    expect(fs.readFileSync(path.join(restoredDir, 'uploads', ...key.split('/'))).equals(upload)).toBe(true);
    expect(fs.existsSync(path.join(restoredDir, 'uploads', '.tmp', 'half-uploaded'))).toBe(false);
    const restored = await openPglite(path.join(restoredDir, 'pglite'));
    try {
      const rows = await restored.db
        .select({ target: auditLog.target })
        .from(auditLog)
        .where(eq(auditLog.actor, WRITER));
      const halves = new Map<number, string[]>();
      for (const { target } of rows) {
        const [n, half] = target.split(':');
        halves.set(Number(n), [...(halves.get(Number(n)) ?? []), half!]);
      }
      const numbers = [...halves.keys()].sort((a, b) => a - b);
      // Every transaction committed before the backup began, then a prefix of the later ones.
      expect(numbers.length).toBeGreaterThanOrEqual(before);
      expect(numbers).toEqual(numbers.map((_, i) => i));
      // Never half a transaction.
      for (const [n, found] of halves) expect({ n, found: found.sort() }).toEqual({ n, found: ['a', 'b'] });
    } finally {
      await restored.close();
    }
  });

  it('refuses a damaged archive before touching anything', async () => {
    const victim = path.join(work, 'victim');
    fs.mkdirSync(victim);
    fs.writeFileSync(path.join(victim, 'keep.txt'), 'mine');
    const bytes = fs.readFileSync(archive);

    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 0xff;
    fs.writeFileSync(path.join(work, 'flipped.backup'), flipped);
    // A valid gzip stream whose upload differs by one byte: only the manifest's sha256 tells.
    const plain = zlib.gunzipSync(bytes);
    const at = plain.indexOf(upload.subarray(0, 64));
    expect(at).toBeGreaterThan(0);
    plain[at + 100]! ^= 0xff;
    fs.writeFileSync(path.join(work, 'forged.backup'), zlib.gzipSync(plain));

    for (const [name, why] of [
      ['flipped.backup', 'damaged'],
      ['forged.backup', `the checksum of uploads/${key} does not match`],
    ] as const) {
      const out = captured();
      expect(await restoreCommand(configFor(victim), path.join(work, name), out)).toBe(2);
      expect(out.text()).toContain(why);
      expect(out.text()).toContain('Nothing was changed');
      expect(siblings(work, 'victim')).toEqual(['victim']);
      expect(fs.readdirSync(victim)).toEqual(['keep.txt']);
    }
  });

  it('refuses to restore while the server runs on the data folder', async () => {
    const out = captured();
    expect(await restoreCommand(config, archive, out)).toBe(2);
    expect(out.text()).toContain(`pid ${process.pid}`);
    expect(out.text()).toContain('stop the server first');
    expect(siblings(work, 'data')).toEqual(['data']);
    const reply = await server.app.inject({ method: 'GET', url: '/health' });
    expect(reply.statusCode).toBe(200);
  });

  it('refuses with DATABASE_URL (pg_dump), over an existing file, and for a web admin', async () => {
    const out = captured();
    const pgTarget = path.join(work, 'pg.backup');
    const pgConfig = configFor(dataDir, { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' });
    expect(await backupCommand(pgConfig, pgTarget, out)).toBe(2);
    expect(out.text()).toContain('pg_dump');
    expect(fs.existsSync(pgTarget)).toBe(false);

    const existing = captured();
    const size = fs.statSync(archive).size;
    expect(await backupCommand(config, archive, existing)).toBe(2);
    expect(existing.text()).toContain('already exists');
    expect(fs.statSync(archive).size).toBe(size);

    const login = await server.app.inject({
      method: 'POST',
      url: API_BASE + api.passwordLogin.path,
      payload: { username: 'admin01', password: DEMO_PASSWORD },
    });
    const token = login.json<{ data: { token: string } }>().data.token;
    const webTarget = path.join(work, 'web.backup');
    const web = await server.app.inject({
      method: 'POST',
      url: API_BASE + api.adminBackup.path,
      headers: { authorization: token },
      payload: { file: webTarget },
    });
    expect(web.json()).toMatchObject({ success: false, code: ErrorCode.NoPermission });
    expect(fs.existsSync(webTarget)).toBe(false);
  });

  it('backs up without a server by taking the data folder lock itself', async () => {
    await server.stop();
    const offline = path.join(work, 'offline.backup');
    const out = captured();
    expect(await backupCommand(config, offline, out), out.text()).toBe(0);
    expect(out.text()).not.toContain('running server');
    expect(fs.existsSync(path.join(dataDir, '.lock'))).toBe(false);
    const [first, second] = await Promise.all([readBackup(archive), readBackup(offline)]);
    expect(second.migration).toEqual(first.migration);
    expect(second.files.map((f) => f.path)).toEqual(first.files.map((f) => f.path));
  });
});
