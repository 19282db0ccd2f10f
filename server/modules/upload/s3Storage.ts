import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

import { OCTET_STREAM, UPLOAD_AUTHOR_HEADER as AUTHOR_HEADER } from '../../../protocol/upload';
import type { S3Config } from '../../config';
import { type Storage, UPLOAD_URL_TTL_MS, withoutQuery } from './storage';

/**
 * An S3-compatible bucket behind presigned PUT URLs (SigV4, query-string auth). Content type and
 * content length are signed headers, so the PUT must carry exactly the type and size asked for;
 * the bucket (or the CDN in front of it) serves the files, from its own origin.
 */
export interface S3Storage extends Storage {
  readonly kind: 's3';
  readonly client: S3Client;
}

/** A key newKey could make, used once to learn the URL prefix of the bucket's objects. */
const PROBE_KEY = 'chat/20000101/000000000000000000000000.bin';

/** No such object: S3 names it NoSuchKey; a bare 404 (no error body) comes as another name. */
function isMissing(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

export async function s3Storage(config: S3Config): Promise<S3Storage> {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    ...(config.accessKeyId && config.secretAccessKey
      ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
      : {}),
    // Otherwise the URL carries the checksum of an empty body and every real upload fails.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  // §7: the browser PUTs with `application/octet-stream` and the author metadata header, so both
  // are signed (the header stays a header, not hoisted into the query); the length is signed too.
  // `If-None-Match: *` is signed as well: S3 refuses the PUT (412) once the object exists, so a
  // signed address cannot replace a file that is already served as immutable.
  const presign = (key: string, size: number, now: number, author: string) =>
    getSignedUrl(
      client,
      new PutObjectCommand({
        Bucket: config.bucket,
        Key: key,
        ContentType: OCTET_STREAM,
        ContentLength: size,
        Metadata: { author },
        IfNoneMatch: '*',
      }),
      {
        expiresIn: UPLOAD_URL_TTL_MS / 1000,
        signingDate: new Date(now),
        signableHeaders: new Set(['content-type', 'content-length', 'if-none-match', AUTHOR_HEADER]),
        unhoistableHeaders: new Set([AUTHOR_HEADER, 'if-none-match']),
      },
    );
  // The stored URL of an upload is its signed URL without the query (§7): learn that prefix once
  // (this also fails the start early when no credentials can be found).
  const probe = withoutQuery(await presign(PROBE_KEY, 1, Date.now(), 'tribune'));
  if (!probe.endsWith(`/${PROBE_KEY}`)) throw new Error(`unexpected S3 object URL: ${probe}`);
  const base = probe.slice(0, -PROBE_KEY.length);
  return {
    kind: 's3',
    client,
    bases: config.publicUrl ? [base, withSlash(config.publicUrl)] : [base],
    signPut: ({ key, size, now, author }) => presign(key, size, now, author),
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    async read(key, maxBytes) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!object.Body || (object.ContentLength ?? 0) > maxBytes) {
          object.Body?.transformToWebStream()
            .cancel()
            .catch(() => undefined);
          return undefined;
        }
        const bytes = Buffer.from(await object.Body.transformToByteArray());
        return bytes.length > maxBytes ? undefined : bytes;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async head(key, bytes) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }),
        );
        if (!object.Body) return undefined;
        const got = Buffer.from(await object.Body.transformToByteArray());
        // "bytes 0-99/12345": the whole size after the slash (no range answered: the whole object came).
        const total = /\/(\d+)$/.exec(object.ContentRange ?? '')?.[1];
        return { head: got.subarray(0, bytes), size: total ? Number(total) : got.length };
      } catch (error) {
        if (isMissing(error) || (error as { name?: string }).name === 'InvalidRange') return undefined;
        throw error;
      }
    },
    // Through a presigned PUT, as a browser's upload: the same signing, headers and permission
    // (so stored as octet-stream, as every upload is).
    async write(key, bytes) {
      const url = await presign(key, bytes.length, Date.now(), 'tribune');
      const res = await fetch(url, {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-type': OCTET_STREAM, 'if-none-match': '*', [AUTHOR_HEADER]: 'tribune' },
      });
      if (!res.ok) throw new Error(`S3 PUT of ${key} refused: HTTP ${res.status}`);
    },
  };
}
