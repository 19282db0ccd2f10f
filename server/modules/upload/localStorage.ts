import { createHmac, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { UPLOAD_CONTENT_TYPES, type UploadContentType } from '../../../protocol/upload';
import { EXTENSIONS, KEY_PATTERN, type Storage, UPLOAD_URL_TTL_MS } from './storage';

/**
 * Local-disk storage behind HMAC-signed PUT URLs served by this server (`localFiles.ts`). The
 * signature binds the key, content type, size limit and expiry; files live in DATA_DIR/uploads.
 */
export interface LocalStorage extends Storage {
  readonly kind: 'local';
  readonly dir: string;
  /** Temp files of PUTs in progress; no key maps into it, so it is never served. */
  readonly tmpDir: string;
  /** The file of a key, or undefined when the key is not one we could have made (no path tricks). */
  fileOf(key: string): string | undefined;
  /** The grant of a signed PUT query, or undefined when forged, tampered with or expired. */
  verifyPut(key: string, query: PutQuery, now: number): LocalGrant | undefined;
}

export interface PutQuery {
  ct?: string;
  max?: string;
  exp?: string;
  sig?: string;
}

export interface LocalGrant {
  contentType: UploadContentType;
  maxBytes: number;
}

export const UPLOAD_BASE = '/uploads/';
/** Temp files older than this are left-overs of a crash; removed on start. */
const STALE_TMP_MS = 3600_000;

export function uploadSignature(secret: string, payload: string): string {
  return createHmac('sha256', secret).update(`upload:${payload}`).digest('base64url');
}

function isContentType(value: string): value is UploadContentType {
  return (UPLOAD_CONTENT_TYPES as readonly string[]).includes(value);
}

function sweepStaleTemps(tmpDir: string, now: number): void {
  for (const name of fs.readdirSync(tmpDir)) {
    const file = path.join(tmpDir, name);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat && now - stat.mtimeMs > STALE_TMP_MS) fs.rmSync(file, { force: true });
  }
}

export function isLocal(storage: Storage): storage is LocalStorage {
  return storage.kind === 'local';
}

/** Files in `<dataDir>/uploads`, temp files in `<dataDir>/uploads/.tmp`. */
export function localStorage(dataDir: string, secret: string): LocalStorage {
  const dir = path.join(dataDir, 'uploads');
  const tmpDir = path.join(dir, '.tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  sweepStaleTemps(tmpDir, Date.now());
  return {
    kind: 'local',
    bases: [UPLOAD_BASE],
    dir,
    tmpDir,
    signPut({ key, contentType, size, now }) {
      const exp = now + UPLOAD_URL_TTL_MS;
      const sig = uploadSignature(secret, `${key}|${contentType}|${size}|${exp}`);
      const query = new URLSearchParams({ ct: contentType, max: String(size), exp: String(exp), sig });
      return Promise.resolve(`${UPLOAD_BASE}${key}?${query.toString()}`);
    },
    async remove(key) {
      const file = this.fileOf(key);
      if (file) await fs.promises.rm(file, { force: true });
    },
    async read(key, maxBytes) {
      const file = this.fileOf(key);
      const stat = file ? await fs.promises.stat(file).catch(() => undefined) : undefined;
      if (!file || !stat?.isFile() || stat.size > maxBytes) return undefined;
      return fs.promises.readFile(file);
    },
    async head(key, bytes) {
      const file = this.fileOf(key);
      if (!file) return undefined;
      const handle = await fs.promises.open(file, 'r').catch(() => undefined);
      if (!handle) return undefined;
      try {
        const stat = await handle.stat();
        if (!stat.isFile()) return undefined;
        const buffer = Buffer.alloc(Math.min(bytes, stat.size));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
        return { head: buffer.subarray(0, bytesRead), size: stat.size };
      } finally {
        await handle.close();
      }
    },
    async write(key, bytes) {
      const file = this.fileOf(key);
      if (!file) throw new Error(`not a storage key: ${key}`);
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // 'wx': a stored file is immutable (served so), never replaced.
      await fs.promises.writeFile(file, bytes, { flag: 'wx' });
    },
    fileOf(key) {
      if (!KEY_PATTERN.test(key)) return undefined;
      const file = path.resolve(dir, key);
      return file.startsWith(dir + path.sep) ? file : undefined;
    },
    verifyPut(key, q, now) {
      if (!q.ct || !q.max || !q.exp || !q.sig) return undefined;
      const expected = Buffer.from(uploadSignature(secret, `${key}|${q.ct}|${q.max}|${q.exp}`));
      const given = Buffer.from(q.sig);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
      if (!/^\d{1,15}$/.test(q.exp) || Number(q.exp) < now || !/^\d{1,12}$/.test(q.max)) return undefined;
      if (!isContentType(q.ct) || !key.endsWith(`.${EXTENSIONS[q.ct]}`)) return undefined;
      return { contentType: q.ct, maxBytes: Number(q.max) };
    },
  };
}
