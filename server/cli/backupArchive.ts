import { createHash, type Hash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGunzip, createGzip } from 'node:zlib';

import { PGlite } from '@electric-sql/pglite';
import { z } from 'zod';

import type { Database } from '../db/client';
import { RecordReader } from './recordReader';

/**
 * The backup archive of an embedded site, readable with Node alone (no system tar): one gzip stream
 * of records, each a 4-byte big-endian length, a JSON header and, for a file, its bytes. First the
 * format record, then `pglite.tar` (the database as PGlite's dumpDataDir), then every file under
 * `uploads/`, last the manifest (time, database, migration, each file's size and sha256), written
 * at the end so each file is read once.
 */
export const BACKUP_FORMAT = 'tribune-backup';
export const BACKUP_VERSION = 1;
export const DATABASE_ENTRY = 'pglite.tar';

const fileEntry = z.object({ path: z.string(), size: z.number().int().min(0), sha256: z.string() });
export type BackupFile = z.infer<typeof fileEntry>;
const formatRecord = z.object({
  kind: z.literal('format'),
  format: z.literal(BACKUP_FORMAT),
  version: z.number(),
});
const fileRecord = z.object({ kind: z.literal('file'), path: z.string(), size: z.number().int().min(0) });
const manifestRecord = z.object({
  kind: z.literal('manifest'),
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  database: z.literal('pglite'),
  /** The last migration applied: its tag in meta/_journal.json and drizzle's created_at. */
  migration: z.object({ tag: z.string(), createdAt: z.number() }),
  /** local: the uploads are in the archive; bucket: they stay in the S3 bucket, not here. */
  uploads: z.enum(['local', 'bucket']),
  files: z.array(fileEntry),
});
export type BackupManifest = z.infer<typeof manifestRecord>;

/** What the operator is told about a written backup (also the answer of POST /web/admin/backup). */
export interface BackupSummary {
  file: string;
  bytes: number;
  /** Uploaded files in the archive. */
  uploads: number;
  /** Uploads deleted between the listing and their copy (their rows were deleted too, or will be). */
  vanished: number;
  migration: string;
  createdAt: string;
}

/** A refusal with a message for the operator; nothing was changed. */
export class BackupError extends Error {}

const journalFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../db/migrations/meta/_journal.json',
);

/** Tag of each migration of this code by drizzle's created_at (the journal's `when`). */
export function migrationTags(): Map<number, string> {
  const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  return new Map(journal.entries.map((e) => [e.when, e.tag]));
}

/** The PGlite instance under `database`, or undefined for PostgreSQL. */
export function pgliteOf(database: Database): PGlite | undefined {
  const client: unknown = Reflect.get(database.db, '$client');
  return database.kind === 'pglite' && client instanceof PGlite ? client : undefined;
}

export type TargetProblem = 'not_absolute' | 'exists' | 'no_folder' | 'inside_data';

export const TARGET_PROBLEMS: Record<TargetProblem, string> = {
  not_absolute: 'the backup file must be an absolute path',
  exists: 'the backup file already exists (a backup never replaces a file)',
  no_folder: 'the folder of the backup file does not exist',
  inside_data: 'the backup file must be outside the data folder (a restore replaces that folder)',
};

export function targetProblem(target: string, dataDir: string): TargetProblem | undefined {
  if (!path.isAbsolute(target)) return 'not_absolute';
  if (fs.lstatSync(target, { throwIfNoEntry: false })) return 'exists';
  if (!fs.statSync(path.dirname(target), { throwIfNoEntry: false })?.isDirectory()) return 'no_folder';
  const inside = path.relative(dataDir, target);
  if (!inside.startsWith('..') && !path.isAbsolute(inside)) return 'inside_data';
  return undefined;
}

/** An archive path that cannot leave the folder it is restored into. */
function safeEntryPath(name: string): boolean {
  if (name === DATABASE_ENTRY) return true;
  const parts = name.split('/');
  return (
    parts[0] === 'uploads' &&
    parts.length > 1 &&
    parts.every((p) => p !== '' && p !== '.' && p !== '..' && !/[\\\0]/.test(p))
  );
}

/**
 * The database between two transactions: the dump runs inside a PGlite transaction, so it waits for
 * the app's transactions (drizzle runs each through PGlite's transaction lock) and holds the others
 * back. dumpDataDir takes only the query lock, free inside our own transaction.
 */
async function snapshot(client: PGlite): Promise<{ tarball: Blob; migration: BackupManifest['migration'] }> {
  return client.transaction(async (tx) => {
    const { rows } = await tx.query<{ created_at: string | number }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    // Flushed first: a copy of unflushed pages opens by WAL replay, which moves sequences ahead.
    await tx.exec('checkpoint');
    const tarball = await client.dumpDataDir('none');
    const createdAt = Number(rows[0]?.created_at ?? 0);
    return { tarball, migration: { tag: migrationTags().get(createdAt) ?? 'unknown', createdAt } };
  });
}

function* slices(bytes: Buffer): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += 1 << 20) yield bytes.subarray(at, at + (1 << 20));
}

function header(value: object): Buffer {
  const json = Buffer.from(JSON.stringify(value));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.length);
  return Buffer.concat([length, json]);
}

/** Files under `dir` (relative, with `/`), without the temp files of uploads in progress. */
function listUploads(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .filter((name) => !name.startsWith('.tmp/') && safeEntryPath(`uploads/${name}`))
    .sort();
}

async function* fileRecords(
  name: string,
  size: number,
  chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
  out: BackupFile[],
): AsyncGenerator<Buffer> {
  yield header({ kind: 'file', path: name, size });
  const hash = createHash('sha256');
  let seen = 0;
  for await (const chunk of chunks) {
    seen += chunk.length;
    if (seen > size) break;
    hash.update(chunk);
    yield Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  }
  if (seen !== size) throw new BackupError(`${name} changed size while it was copied`);
  out.push({ path: name, size, sha256: hash.digest('hex') });
}

export interface WriteOptions {
  client: PGlite;
  /** The local uploads folder, or undefined when uploads are in a bucket. */
  uploadsDir: string | undefined;
  dataDir: string;
  target: string;
}

/**
 * Writes the archive to `target` through `<target>.partial-<pid>`, published by a hard link (never
 * replacing a file) only once complete and synced, so a half-written backup never looks complete.
 */
export async function writeBackup(options: WriteOptions): Promise<BackupSummary> {
  const { client, uploadsDir, target } = options;
  const problem = targetProblem(target, options.dataDir);
  if (problem) throw new BackupError(`${TARGET_PROBLEMS[problem]}: ${target}`);
  // The database first; uploads are copied after, so every file its rows name is there unless deleted since.
  const snap = await snapshot(client);
  const createdAt = new Date().toISOString();
  const { migration } = snap;
  const tarball = Buffer.from(await snap.tarball.arrayBuffer());
  const files: BackupFile[] = [];
  let vanished = 0;
  async function* records(): AsyncGenerator<Buffer> {
    yield header({ kind: 'format', format: BACKUP_FORMAT, version: BACKUP_VERSION });
    yield* fileRecords(DATABASE_ENTRY, tarball.length, slices(tarball), files);
    for (const name of uploadsDir ? listUploads(uploadsDir) : []) {
      const handle = await fs.promises.open(path.join(uploadsDir!, name), 'r').catch(() => undefined);
      if (!handle) {
        vanished++;
        continue;
      }
      try {
        const { size } = await handle.stat();
        yield* fileRecords(`uploads/${name}`, size, handle.createReadStream({ autoClose: false }), files);
      } finally {
        await handle.close();
      }
    }
    const manifest: BackupManifest = {
      kind: 'manifest',
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt,
      database: 'pglite',
      migration,
      uploads: uploadsDir ? 'local' : 'bucket',
      files,
    };
    yield header(manifest);
  }
  const partial = `${target}.partial-${process.pid}`;
  try {
    await pipeline(Readable.from(records()), createGzip(), fs.createWriteStream(partial, { flags: 'wx' }));
    const handle = await fs.promises.open(partial, 'r+');
    await handle.sync().finally(() => handle.close());
    await publish(partial, target);
  } finally {
    await fs.promises.rm(partial, { force: true });
  }
  return {
    file: target,
    bytes: fs.statSync(target).size,
    uploads: files.length - 1,
    vanished,
    migration: migration.tag,
    createdAt,
  };
}

async function publish(partial: string, target: string): Promise<void> {
  try {
    await fs.promises.link(partial, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new BackupError(`${target} already exists`);
    // A file system without hard links: rename (the target was checked absent at the start).
    await fs.promises.rename(partial, target);
  }
}

async function* hashed(chunks: AsyncIterable<Buffer>, hash: Hash, count: { bytes: number }) {
  for await (const chunk of chunks) {
    hash.update(chunk);
    count.bytes += chunk.length;
    yield chunk;
  }
}

function damaged(why: string): BackupError {
  return new BackupError(`the backup is damaged or not a Tribune backup: ${why}`);
}

/** Receives each file of the archive; must read `chunks` to the end. */
export type FileSink = (
  entry: { path: string; size: number },
  chunks: AsyncIterable<Buffer>,
) => Promise<void>;

/**
 * Reads the whole archive, checks its format, version, every size and sha256 against the manifest,
 * and returns the manifest; throws a BackupError on any difference. `sink` gets each file's bytes as
 * they are read (restore writes them into a fresh folder, thrown away if the check fails).
 */
export async function readBackup(file: string, sink?: FileSink): Promise<BackupManifest> {
  const handle = await fs.promises.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
    throw new BackupError(`cannot read ${file} (${error.code ?? error.message})`);
  });
  const gunzip = createGunzip();
  const source = handle.createReadStream();
  source.on('error', (error) => gunzip.destroy(error));
  source.pipe(gunzip);
  try {
    return await readRecords(new RecordReader(gunzip), sink);
  } catch (error) {
    // A file system error (reading the archive, writing the restored files) is not damage.
    if (error instanceof BackupError || (error as NodeJS.ErrnoException).syscall) throw error;
    throw damaged((error as Error).message);
  } finally {
    gunzip.destroy();
    source.destroy();
  }
}

async function readRecords(reader: RecordReader, sink: FileSink | undefined): Promise<BackupManifest> {
  const format = formatRecord.safeParse(await reader.header());
  if (!format.success) throw damaged('no format record');
  if (format.data.version !== BACKUP_VERSION)
    throw new BackupError(
      `backup format version ${format.data.version}; this Tribune reads ${BACKUP_VERSION}`,
    );
  const seen: BackupFile[] = [];
  for (;;) {
    const raw = await reader.header();
    if (raw === undefined) throw damaged('it ends before its manifest');
    const manifest = manifestRecord.safeParse(raw);
    if (manifest.success) {
      if ((await reader.header()) !== undefined) throw damaged('data after the manifest');
      checkManifest(manifest.data, seen);
      return manifest.data;
    }
    const entry = fileRecord.safeParse(raw);
    if (!entry.success || !safeEntryPath(entry.data.path)) throw damaged('a record is not a file');
    if (seen.some((f) => f.path === entry.data.path)) throw damaged(`${entry.data.path} twice`);
    const hash = createHash('sha256');
    const count = { bytes: 0 };
    const chunks = hashed(reader.body(entry.data.size), hash, count);
    if (sink) await sink(entry.data, chunks);
    else await drain(chunks);
    if (count.bytes !== entry.data.size) throw new Error(`${entry.data.path} was not read to its end`);
    seen.push({ ...entry.data, sha256: hash.digest('hex') });
  }
}

async function drain(chunks: AsyncIterator<Buffer>): Promise<void> {
  while (!(await chunks.next()).done) {
    // dropped: only their hash is needed
  }
}

function checkManifest(manifest: BackupManifest, seen: BackupFile[]): void {
  if (manifest.files[0]?.path !== DATABASE_ENTRY) throw damaged('no database');
  if (manifest.files.length !== seen.length) throw damaged('the file list differs from the manifest');
  manifest.files.forEach((listed, i) => {
    const read = seen[i]!;
    if (listed.path !== read.path || listed.size !== read.size)
      throw damaged(`${read.path} differs from the manifest`);
    if (listed.sha256 !== read.sha256) throw damaged(`the checksum of ${read.path} does not match`);
  });
}

/**
 * Restores the archive into the empty folder `into` (pglite/ and uploads/), checking it as it goes;
 * the database is created only after every checksum matched.
 */
export async function extractBackup(file: string, into: string): Promise<BackupManifest> {
  let tarball: Buffer[] = [];
  const manifest = await readBackup(file, async (entry, chunks) => {
    if (entry.path === DATABASE_ENTRY) {
      tarball = [];
      for await (const chunk of chunks) tarball.push(chunk);
      return;
    }
    const target = path.join(into, ...entry.path.split('/'));
    await fs.promises.mkdir(path.dirname(target), { recursive: true });
    await pipeline(Readable.from(chunks), fs.createWriteStream(target, { flags: 'wx' }));
  });
  const client = await PGlite.create(path.join(into, 'pglite'), {
    loadDataDir: new Blob([Buffer.concat(tarball)]),
  });
  try {
    await client.query('select 1 from drizzle.__drizzle_migrations limit 1');
  } finally {
    await client.close();
  }
  return manifest;
}
