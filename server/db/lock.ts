import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite has no lock on its folder and two processes would corrupt it silently, so the first
 * process takes `DATA_DIR/.lock` (created exclusively, holding its pid). A lock left by a process
 * that is gone is taken over; a live holder makes the second process stop with a clear message.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dir} is in use by another Tribune process (pid ${pid}). ` +
        'Stop it first, or start this one with another DATA_DIR.',
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function lockPath(dir: string): string {
  return path.join(dir, '.lock');
}

/** Returns the pid holding the lock of `dir` if that process is alive. */
export function lockHolder(dir: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath(dir), 'utf8'), 10);
    return Number.isFinite(pid) && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

export function acquireLock(dir: string): () => void {
  fs.mkdirSync(dir, { recursive: true });
  const file = lockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = lockHolder(dir);
      if (holder !== undefined && holder !== process.pid) throw new DataDirLockedError(dir, holder);
      if (holder === process.pid) throw new DataDirLockedError(dir, holder);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
