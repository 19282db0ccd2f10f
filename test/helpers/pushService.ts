import { execFileSync } from 'node:child_process';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  type ECDH,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
} from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A Web Push service for tests: HTTPS on 127.0.0.1 and a free port with a self-signed certificate
 * (made with openssl), the browsers' side of RFC 8291 (a P-256 key pair and an auth secret per
 * subscriber) and an independent aes128gcm decryption (RFC 8188) with node:crypto, so what the
 * server sends is read back exactly as a browser would. Each request's VAPID token (RFC 8292) is
 * verified: ES256 signature by the `k` key, audience = this origin, expiry in the future.
 */

export interface ReceivedPush {
  subscriber: string;
  headers: Record<string, string | undefined>;
  body: Buffer;
  /** The VAPID public key of the sender (`k=` of the Authorization header). */
  vapidKey: string;
}

export interface Subscriber {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The subscription as the page registers it (the §7 push token). */
  token: string;
  decrypt(body: Buffer): unknown;
}

export interface PushService {
  origin: string;
  /** `host:port`, for PUSH_EXTRA_HOSTS. */
  host: string;
  /** The certificate to trust (PUSH_CA_FILE). */
  caFile: string;
  received: ReceivedPush[];
  /** Requests the service refused (bad VAPID), with the reason. */
  rejected: string[];
  subscriber(): Subscriber;
  /** Answer this subscriber's pushes with `status` (410 gone, 404 unknown) from now on. */
  answer(subscriber: Subscriber, status: number): void;
  /** The decrypted pushes of one subscriber so far. */
  messagesOf(subscriber: Subscriber): unknown[];
  /** Waits until `subscriber` received `count` pushes (fails after 10 s). */
  waitFor(subscriber: Subscriber, count: number): Promise<unknown[]>;
  close(): Promise<void>;
}

function hkdf(salt: Buffer, ikm: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 §3.4 + RFC 8188: decrypts an aes128gcm body for the receiver `ecdh` / `auth`. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const senderKey = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, expected the sender's 65-byte key`);
  if (records.length > rs) throw new Error('more than one record');
  const secret = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(auth, secret, keyInfo, 32);
  const cek = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end);
}

function checkVapid(header: string | undefined, origin: string): { key: string } | { error: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '');
  if (!match) return { error: `no vapid authorization: ${header}` };
  const [, jwt, key] = match as unknown as [string, string, string];
  const [h, p, s] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = verify(
    'sha256',
    Buffer.from(`${h}.${p}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(s, 'base64url'),
  );
  if (!ok) return { error: 'bad vapid signature' };
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString()) as {
    aud: string;
    exp: number;
    sub: string;
  };
  if (claims.aud !== origin) return { error: `vapid aud ${claims.aud}` };
  if (!(claims.exp * 1000 > Date.now())) return { error: 'vapid token expired' };
  if (!/^(mailto:|https:)/.test(claims.sub)) return { error: `vapid sub ${claims.sub}` };
  return { key };
}

export async function startPushService(): Promise<PushService> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-push-'));
  const keyFile = path.join(dir, 'key.pem');
  const caFile = path.join(dir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', keyFile, '-out', caFile, '-days', '2', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1'],
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const rejected: string[] = [];
  const statuses = new Map<string, number>();
  const subscribers = new Map<string, Subscriber>();
  let origin = '';
  const server = https.createServer(
    { key: fs.readFileSync(keyFile), cert: fs.readFileSync(caFile) },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const id = (req.url ?? '').replace(/^\/push\//, '');
        const vapid = checkVapid(req.headers.authorization, origin);
        if ('error' in vapid) {
          rejected.push(vapid.error);
          res.writeHead(403).end();
          return;
        }
        const status = statuses.get(id) ?? 201;
        if (status === 201)
          received.push({
            subscriber: id,
            headers: {
              ttl: req.headers.ttl as string | undefined,
              urgency: req.headers.urgency as string | undefined,
              topic: req.headers.topic as string | undefined,
              'content-encoding': req.headers['content-encoding'],
            },
            body: Buffer.concat(chunks),
            vapidKey: vapid.key,
          });
        res.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `https://127.0.0.1:${port}`;

  const service: PushService = {
    origin,
    host: `127.0.0.1:${port}`,
    caFile,
    received,
    rejected,
    subscriber() {
      const id = randomUUID();
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const keys = { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') };
      const endpoint = `${origin}/push/${id}`;
      const sub: Subscriber = {
        id,
        endpoint,
        keys,
        token: JSON.stringify({ endpoint, expirationTime: null, keys }),
        decrypt: (body) => JSON.parse(decryptAes128gcm(body, ecdh, auth).toString('utf8')) as unknown,
      };
      subscribers.set(id, sub);
      return sub;
    },
    answer(subscriber, status) {
      statuses.set(subscriber.id, status);
    },
    messagesOf(subscriber) {
      return received.filter((r) => r.subscriber === subscriber.id).map((r) => subscriber.decrypt(r.body));
    },
    async waitFor(subscriber, count) {
      const deadline = Date.now() + 10_000;
      while (service.messagesOf(subscriber).length < count) {
        if (Date.now() > deadline)
          throw new Error(`${subscriber.id}: ${service.messagesOf(subscriber).length} of ${count} pushes`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return service.messagesOf(subscriber);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
  return service;
}
