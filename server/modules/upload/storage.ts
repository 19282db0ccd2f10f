import { randomBytes } from 'node:crypto';

import type { UploadContentType } from '../../../protocol/upload';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { localStorage } from './localStorage';

import type { Storage } from './storageContract';

export type { PutGrant, Storage } from './storageContract';

export const UPLOAD_URL_TTL_MS = 15 * 60_000;

export const EXTENSIONS: Record<UploadContentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'application/octet-stream': 'bin',
};

/** A fresh object key: type folder, date, random name, extension from the content type (never from the client's name). */
export function newKey(uploadType: string, contentType: UploadContentType, now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  return `${uploadType}/${day}/${randomBytes(12).toString('hex')}.${EXTENSIONS[contentType]}`;
}

/** Every key newKey can make, and nothing else (no dots but the extension's, no slashes but two). */
export const KEY_PATTERN = /^[a-z]+\/\d{8}\/[0-9a-f]{24}\.[a-z0-9]{2,4}$/;

/** True when `url` points at a file of our storage (so a profile cannot reference arbitrary URLs). */
export function isOwnUpload(ctx: AppContext, url: string): boolean {
  return ctx.storage.bases.some((base) => url.startsWith(base) && KEY_PATTERN.test(url.slice(base.length)));
}

/** `url` without its query and fragment: the stored URL of a signed address (§7). */
export function withoutQuery(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

/** The storage the configuration asks for: S3 when a bucket is configured, else `dir` on local disk. */
export async function createStorage(config: Config, dir: string, secret: string): Promise<Storage> {
  if (config.s3) {
    // Loaded only when used: the AWS SDK is large.
    const { s3Storage } = await import('./s3Storage');
    return s3Storage(config.s3);
  }
  return localStorage(dir, secret);
}
