import type { UploadContentType } from '../../../protocol/upload';

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
  /** Deletes the stored file of `key` (no error when there is none). */
  remove(key: string): Promise<void>;
  /**
   * The bytes of a stored file (to check a picture by its content, or make its thumbnail), or
   * undefined when there is none or it holds more than `maxBytes`.
   */
  read(key: string, maxBytes: number): Promise<Buffer | undefined>;
  /** The first `bytes` bytes of a stored file and its whole size, or undefined when there is none. */
  head(key: string, bytes: number): Promise<{ head: Buffer; size: number } | undefined>;
  /** Stores a file the server made itself (a thumbnail) under a fresh key of `newKey`. */
  write(key: string, bytes: Buffer, contentType: UploadContentType): Promise<void>;
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
