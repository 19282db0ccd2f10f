import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Test stand-in for an S3 endpoint (path-style, on port 0): checks each presigned PUT's SigV4
 * query signature by the published AWS algorithm, written here independently of the AWS SDK, and
 * keeps the bodies in memory; GET serves them back. Refusals are 403 with S3's error code.
 */
export interface FakeS3 {
  endpoint: string;
  objects: Map<string, { body: Buffer; contentType: string | undefined }>;
  /** Why each refused request was refused (S3 error codes), in order. */
  refusals: string[];
  close(): Promise<void>;
}

const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function amzTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return m ? Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!) : NaN;
}

/** Undefined when the request is signed correctly, else the S3 error code. */
function refusalOf(req: http.IncomingMessage, secrets: Record<string, string>, now: number) {
  const url = new URL(req.url ?? '/', 'http://fake');
  const q = url.searchParams;
  const [accessKey, date, region, service, terminal] = (q.get('X-Amz-Credential') ?? '').split('/');
  const secret = secrets[accessKey ?? ''];
  if (q.get('X-Amz-Algorithm') !== 'AWS4-HMAC-SHA256' || !secret) return 'InvalidAccessKeyId';
  const amzDate = q.get('X-Amz-Date') ?? '';
  const signed = amzTime(amzDate);
  const expires = Number(q.get('X-Amz-Expires'));
  if (!Number.isFinite(signed) || !date || !amzDate.startsWith(date))
    return 'AuthorizationQueryParametersError';
  if (!(expires > 0 && expires <= 604_800) || signed > now + 15 * 60_000) return 'AccessDenied';
  if (now > signed + expires * 1000) return 'AccessDenied (Request has expired)';
  const signedHeaders = (q.get('X-Amz-SignedHeaders') ?? '').split(';');
  if (!signedHeaders.includes('host')) return 'AccessDenied';
  const unsigned = Object.keys(req.headers).filter(
    (h) => h.startsWith('x-amz-') && !signedHeaders.includes(h),
  );
  if (unsigned.length > 0) return `AccessDenied (HeadersNotSigned: ${unsigned.join(',')})`;
  const query = [...q.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [encode(k), encode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headers = signedHeaders
    .map(
      (h) =>
        `${h}:${String(req.headers[h] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payload = q.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonical = [req.method, url.pathname, query, headers, signedHeaders.join(';'), payload].join('\n');
  const scope = `${date}/${region}/${service}/${terminal}`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = [date, region!, service!, terminal!].reduce<Buffer>(
    (k, part) => hmac(k, part),
    Buffer.from(`AWS4${secret}`),
  );
  const expected = Buffer.from(hmac(key, toSign).toString('hex'));
  const given = Buffer.from(q.get('X-Amz-Signature') ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'SignatureDoesNotMatch';
  return undefined;
}

export async function startFakeS3(options: {
  credentials: Record<string, string>;
  now?: () => number;
}): Promise<FakeS3> {
  const objects: FakeS3['objects'] = new Map();
  const refusals: string[] = [];
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) return res.writeHead(404).end();
        return res
          .writeHead(200, { 'content-type': object.contentType ?? 'binary/octet-stream' })
          .end(object.body);
      }
      const refusal =
        req.method === 'PUT'
          ? refusalOf(req, options.credentials, (options.now ?? Date.now)())
          : 'MethodNotAllowed';
      if (refusal) {
        refusals.push(refusal);
        return res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end(`<Error><Code>${refusal}</Code></Error>`);
      }
      // A conditional write (S3 since 2024): If-None-Match: * fails once the object exists.
      if (req.headers['if-none-match'] === '*' && objects.has(path)) {
        refusals.push('PreconditionFailed');
        return res
          .writeHead(412, { 'content-type': 'application/xml' })
          .end('<Error><Code>PreconditionFailed</Code></Error>');
      }
      objects.set(path, { body: Buffer.concat(chunks), contentType: req.headers['content-type'] });
      res
        .writeHead(200, { etag: `"${createHash('md5').update(Buffer.concat(chunks)).digest('hex')}"` })
        .end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    refusals,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
