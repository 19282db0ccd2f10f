import { randomBytes } from 'node:crypto';

import type { UploadContentType } from '../../../protocol/upload';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { localStorage } from './localStorage';

/**
 * Where uploads go (§7 chat media upload flow): the server signs a PUT URL bound to the object key,
 * the content type and the content length; the client PUTs the bytes there and keeps the signed URL
 * without its query as the stored URL. Two implementations: local disk (`localStorage.ts`, the
 * default) and an S3-compatible bucket (`s3Storage.ts`, when `S3_BUCKET` is set).
 */
export interface Storage {
  readonly kind: 'local' | 's3';
  /**
   * URL prefixes of stored files, each followed directly by the key. The first is the prefix of the
   * signed URLs (so of the stored URLs); S3 adds its public base (CDN) when one is configured.
   */
  readonly bases: readonly string[];
  /** A PUT URL for `key`, valid for UPLOAD_URL_TTL_MS from `now`, bound to the type and size. */
  signPut(grant: PutGrant): Promise<string>;
}

export interface PutGrant {
  key: string;
  contentType: UploadContentType;
  /** Local storage: the most bytes the PUT may carry; S3: the exact content length. */
  size: number;
  now: number;
  /** The author metadata of §7 the PUT carries (the browser's device id); S3 signs it. */
  author: string;
}

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
