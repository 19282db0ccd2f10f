import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';

import { api, API_BASE } from '../../protocol/api';
import type { Envelope, FailureData } from '../../protocol/envelope';
import { ErrorCode, errorText } from '../../protocol/errors';
import type { Config } from '../config';
import { acquireLock, DataDirLockedError, lockHolder, lockPath } from '../db/lock';
import {
  BackupError,
  type BackupManifest,
  type BackupSummary,
  extractBackup,
  migrationTags,
  readBackup,
  TARGET_PROBLEMS,
  targetProblem,
  writeBackup,
} from './backupArchive';

/**
 * `npm run admin -- backup <file>` and `restore <file>` of an embedded site: the PGlite database
 * and DATA_DIR/uploads in one archive (backupArchive.ts). A running server writes the backup itself
 * (POST /web/admin/backup), so the copy is taken between its transactions; without one the CLI takes
 * the data folder's lock and reads it. Restore runs only with no server on the folder.
 * Exit codes: 0 done; 2 refused, nothing changed; 1 failed, nothing changed either (a restore is
 * built in a fresh folder and swapped in last).
 */
export const BACKUP_USAGE = 'backup <file> | restore <file>';

export interface Output {
  log(line: string): void;
  error(line: string): void;
}

const POSTGRES_BACKUP =
  'DATABASE_URL is set, so the database is PostgreSQL: back it up with pg_dump ' +
  '(pg_dump -Fc "$DATABASE_URL" > tribune.dump) and copy DATA_DIR/uploads (or keep the S3 bucket) beside it. ' +
  '`backup` copies nothing then: an archive holding only the uploads would look like a full backup.';

function refuse(out: Output, message: string): number {
  out.error(message);
  return 2;
}

interface RunningServer {
  pid: number;
  port: number;
  adminKey: string;
}

/** The server on `dataDir`, as server/start.ts announces it (the same test as admin.ts). */
function runningServer(dataDir: string): RunningServer | undefined {
  const file = path.join(dataDir, 'server.json');
  const pid = lockHolder(dataDir);
  if (!fs.existsSync(file) || pid === undefined) return undefined;
  const info = JSON.parse(fs.readFileSync(file, 'utf8')) as { port: number; adminKey: string };
  return { pid, port: info.port, adminKey: info.adminKey };
}

/** node:http, not fetch: undici stops waiting for the answer after 5 minutes; a large backup takes longer. */
function postJson(server: RunningServer, urlPath: string, body: unknown): Promise<Envelope<unknown>> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path: urlPath,
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          'x-admin-key': server.adminKey,
        },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (chunk: Buffer) => parts.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          try {
            resolve(JSON.parse(Buffer.concat(parts).toString('utf8')) as Envelope<unknown>);
          } catch {
            reject(new Error(`the server answered HTTP ${res.statusCode} without an envelope`));
          }
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function remoteBackup(server: RunningServer, target: string): Promise<BackupSummary> {
  const res = await postJson(server, API_BASE + api.adminBackup.path, { file: target });
  if (res.success) return res.data as BackupSummary;
  const rule = (res.data as FailureData).issues?.[0]?.rule;
  if (res.code === ErrorCode.InvalidInput && rule === 'postgres') throw new BackupError(POSTGRES_BACKUP);
  if (res.code === ErrorCode.InvalidInput && rule && rule in TARGET_PROBLEMS)
    throw new BackupError(`${TARGET_PROBLEMS[rule as keyof typeof TARGET_PROBLEMS]}: ${target}`);
  const text = (errorText as Record<number, string>)[res.code] ?? 'unknown error';
  throw new BackupError(
    `the server refused the backup (${res.code}): ${(res.data as FailureData).message ?? text}`,
  );
}

async function localBackup(config: Config, target: string): Promise<BackupSummary> {
  const dir = path.join(config.dataDir, 'pglite');
  if (!fs.existsSync(path.join(dir, 'PG_VERSION')))
    throw new BackupError(`there is no database in ${config.dataDir}: nothing to back up`);
  const release = acquireLock(config.dataDir);
  try {
    const client = await PGlite.create(dir);
    try {
      const uploadsDir = config.s3 ? undefined : path.join(config.dataDir, 'uploads');
      return await writeBackup({ client, uploadsDir, dataDir: config.dataDir, target });
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

export async function backupCommand(config: Config, file: string, out: Output = console): Promise<number> {
  if (config.databaseUrl) return refuse(out, POSTGRES_BACKUP);
  const target = path.resolve(file);
  const problem = targetProblem(target, config.dataDir);
  if (problem) return refuse(out, `${TARGET_PROBLEMS[problem]}: ${target}`);
  const server = runningServer(config.dataDir);
  let summary: BackupSummary;
  try {
    summary = server ? await remoteBackup(server, target) : await localBackup(config, target);
  } catch (error) {
    if (error instanceof BackupError || error instanceof DataDirLockedError)
      return refuse(out, error.message);
    throw error;
  }
  const by = server ? ` by the running server (pid ${server.pid})` : '';
  out.log(
    `Backup written${by}: ${summary.file} (${(summary.bytes / 1e6).toFixed(1)} MB, ${summary.createdAt}, ` +
      `database at migration ${summary.migration}, ${summary.uploads} uploaded files).`,
  );
  if (summary.vanished > 0) out.log(`${summary.vanished} uploaded files were deleted while being copied.`);
  if (config.s3) out.log('Uploads are in the S3 bucket, not in this backup: back the bucket up on its own.');
  return 0;
}

/** Puts `fresh` in the place of `dataDir`; the old folder goes to `before` (or away when we made it). */
function swap(dataDir: string, fresh: string, before: string | undefined): void {
  if (before) fs.renameSync(dataDir, before);
  else fs.rmSync(dataDir, { recursive: true, force: true }); // only our lock was in it
  try {
    fs.renameSync(fresh, dataDir);
  } catch (error) {
    if (before) fs.renameSync(before, dataDir);
    throw error;
  }
  if (before) fs.rmSync(lockPath(before), { force: true });
}

export async function restoreCommand(config: Config, file: string, out: Output = console): Promise<number> {
  const { dataDir } = config;
  if (config.databaseUrl)
    return refuse(out, 'DATABASE_URL is set, so the database is PostgreSQL: restore it with pg_restore.');
  const holder = lockHolder(dataDir);
  if (holder !== undefined)
    return refuse(
      out,
      `A Tribune process (pid ${holder}) is using ${dataDir}: stop the server first, then restore.`,
    );
  const archive = path.resolve(file);
  let manifest: BackupManifest;
  try {
    manifest = await readBackup(archive);
  } catch (error) {
    if (error instanceof BackupError) return refuse(out, `${error.message}. Nothing was changed.`);
    throw error;
  }
  if (!migrationTags().has(manifest.migration.createdAt))
    return refuse(
      out,
      `The backup's database is at migration ${manifest.migration.tag}, unknown to this version of Tribune: ` +
        'restore it with the version that made it. Nothing was changed.',
    );
  const existed = fs.existsSync(dataDir);
  let release: () => void;
  try {
    release = acquireLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) return refuse(out, error.message);
    throw error;
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const fresh = `${dataDir}.restoring-${stamp}`;
  const before = existed ? `${dataDir}.before-restore-${stamp}` : undefined;
  try {
    fs.mkdirSync(fresh, { mode: 0o700 });
    try {
      await extractBackup(archive, fresh);
      // The restored folder is locked by us from the moment it takes the data folder's place.
      fs.writeFileSync(lockPath(fresh), String(process.pid));
    } catch (error) {
      fs.rmSync(fresh, { recursive: true, force: true });
      if (error instanceof BackupError) return refuse(out, `${error.message}. Nothing was changed.`);
      throw error;
    }
    swap(dataDir, fresh, before);
  } finally {
    release();
  }
  out.log(
    `Restored ${archive} (made ${manifest.createdAt}, database at migration ${manifest.migration.tag}, ` +
      `${manifest.files.length - 1} uploaded files) into ${dataDir}.`,
  );
  if (manifest.uploads === 'bucket') out.log('Its uploads are in the S3 bucket, not in the backup.');
  if (before)
    out.log(`The previous data folder is kept as ${before}: delete it once the restored site works.`);
  return 0;
}
