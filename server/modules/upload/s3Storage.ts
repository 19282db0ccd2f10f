import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
  };
}
