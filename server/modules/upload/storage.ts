import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { AppContext } from '../../context';

/**
 * Local-disk storage behind HMAC-signed PUT URLs (§7 chat media upload flow). The signature binds
 * the key, content type, size limit and expiry; the stored URL is the signed URL without its query.
 */
export interface Storage {
  readonly dir: string;
  /** Public path prefix of stored files. */
  readonly base: string;
}

export const UPLOAD_URL_TTL_MS = 15 * 60_000;
export const UPLOAD_BASE = '/uploads/';

export function localStorage(dataDir: string): Storage {
  const dir = path.join(dataDir, 'uploads');
  fs.mkdirSync(dir, { recursive: true });
  return { dir, base: UPLOAD_BASE };
}

export function uploadSignature(key: string, payload: string): string {
  return createHmac('sha256', key).update(`upload:${payload}`).digest('base64url');
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
};

/** A fresh object key: type folder, date, random name, extension from the content type (never from the client's name). */
export function newKey(uploadType: string, contentType: string, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `${uploadType}/${day}/${randomBytes(12).toString('hex')}.${EXTENSIONS[contentType] ?? 'bin'}`;
}

export function signPutUrl(ctx: AppContext, key: string, contentType: string, maxBytes: number): string {
  const exp = ctx.now() + UPLOAD_URL_TTL_MS;
  const payload = `${key}|${contentType}|${maxBytes}|${exp}`;
  const sig = uploadSignature(ctx.secrets.key, payload);
  const query = new URLSearchParams({ ct: contentType, max: String(maxBytes), exp: String(exp), sig });
  return `${ctx.storage.base}${key}?${query.toString()}`;
}

export function verifyPut(
  ctx: AppContext,
  key: string,
  q: { ct?: string; max?: string; exp?: string; sig?: string },
): { contentType: string; maxBytes: number } | undefined {
  if (!q.ct || !q.max || !q.exp || !q.sig) return undefined;
  const expected = Buffer.from(uploadSignature(ctx.secrets.key, `${key}|${q.ct}|${q.max}|${q.exp}`));
  const given = Buffer.from(q.sig);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  if (Number(q.exp) < ctx.now()) return undefined;
  return { contentType: q.ct, maxBytes: Number(q.max) };
}

const KEY_PATTERN = /^[a-z]+\/\d{8}\/[0-9a-f]{24}\.[a-z0-9]{2,4}$/;

/** The file of a key, or undefined when the key is not one we could have made (no path tricks). */
export function fileOf(storage: Storage, key: string): string | undefined {
  if (!KEY_PATTERN.test(key)) return undefined;
  return path.join(storage.dir, key);
}

/** True when `url` points at a file of our storage (so a profile cannot reference arbitrary URLs). */
export function isOwnUpload(ctx: AppContext, url: string): boolean {
  return url.startsWith(ctx.storage.base) && KEY_PATTERN.test(url.slice(ctx.storage.base.length));
}
