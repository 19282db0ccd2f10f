import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, afterEach, describe, expect, it } from 'vitest';

import { acquireLock, DataDirLockedError, lockHolder, lockPath } from './lock';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
const children: ChildProcess[] = [];

function freshDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-lock-'));
  dirs.push(dir);
  return dir;
}

/** The pid of a process that has already exited. */
function deadPid(): number {
  const result = spawnSync(process.execPath, ['-e', '']);
  return result.pid;
}

/** A live process that is not this one (ended in afterEach). */
function liveProcess(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

function stop(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill('SIGKILL');
  });
}

afterEach(async () => {
  await Promise.all(children.splice(0).map(stop));
});
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('db.lock', () => {
  it('writes the pid to DATA_DIR/.lock and refuses a second acquire naming that pid', () => {
    const dir = freshDir();
    const release = acquireLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    let error: unknown;
    try {
      acquireLock(dir);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as DataDirLockedError).pid).toBe(process.pid);
    expect((error as DataDirLockedError).message).toContain(`pid ${process.pid}`);
    expect((error as DataDirLockedError).message).toContain(dir);
    release();
  });

  it('release removes the lock, so the folder can be taken again; a second release is harmless', () => {
    const dir = freshDir();
    const release = acquireLock(dir);
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
    release();
    const again = acquireLock(dir);
    expect(fs.existsSync(lockPath(dir))).toBe(true);
    again();
  });

  it('creates the data folder when it does not exist', () => {
    const dir = path.join(freshDir(), 'nested', 'data');
    const release = acquireLock(dir);
    expect(fs.existsSync(lockPath(dir))).toBe(true);
    release();
  });

  it('refuses a lock held by another live process, naming its pid', () => {
    const dir = freshDir();
    const other = liveProcess();
    fs.writeFileSync(lockPath(dir), String(other.pid));
    expect(lockHolder(dir)).toBe(other.pid);
    expect(() => acquireLock(dir)).toThrow(new DataDirLockedError(dir, other.pid!));
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(other.pid));
  });

  it('takes over a stale lock left by a process that is gone', () => {
    const dir = freshDir();
    const pid = deadPid();
    fs.writeFileSync(lockPath(dir), String(pid));
    expect(lockHolder(dir)).toBeUndefined();
    const release = acquireLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockPath(dir))).toBe(false);
  });

  it('takes over a lock file that holds no pid', () => {
    const dir = freshDir();
    fs.writeFileSync(lockPath(dir), 'not a pid');
    const release = acquireLock(dir);
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('does not remove a lock that another process has taken since', () => {
    const dir = freshDir();
    const release = acquireLock(dir);
    const other = liveProcess();
    fs.writeFileSync(lockPath(dir), String(other.pid));
    release();
    expect(fs.readFileSync(lockPath(dir), 'utf8')).toBe(String(other.pid));
  });
});

describe('db.lock across real server processes', () => {
  function startServer(dataDir: string): {
    child: ChildProcess;
    output: () => string;
    exited: Promise<number | null>;
  } {
    let output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        REDIS_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return { child, output: () => output, exited };
  }

  async function waitFor(predicate: () => boolean, what: string, exited: Promise<unknown>): Promise<void> {
    let done = false;
    void exited.then(() => (done = true));
    while (!predicate()) {
      if (done) throw new Error(`the process exited before ${what}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('a second server on the same DATA_DIR exits non-zero naming the first one; SIGTERM frees the folder', async () => {
    const dataDir = freshDir();
    const first = startServer(dataDir);
    await waitFor(() => first.output().includes('Tribune is running'), 'it listened', first.exited);
    const holder = Number(fs.readFileSync(lockPath(dataDir), 'utf8'));
    expect(holder).toBe(first.child.pid);

    const second = startServer(dataDir);
    const code = await second.exited;
    expect(code).not.toBe(0);
    expect(second.output()).toContain(
      `The data folder ${dataDir} is in use by another Tribune process (pid ${holder}).`,
    );
    expect(first.child.exitCode).toBeNull();

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(lockPath(dataDir))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'server.json'))).toBe(false);
  });
});
