import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

import { PAGE_SNAPSHOT_GATE } from '../../protocol/pageSnapshotGate';

import type { Config } from '../config';
import { isApiPath } from './errorHandling';
import { publicSocketOrigin } from '../services/socketOrigin';

/**
 * Security headers on every answer of the server (pages, static files, `/web`, uploads, HLS under
 * `/live`, errors and 404s), set by helmet in an onRequest hook, so a route that needs a stricter
 * policy sets its own after it (the upload files: `default-src 'none'; sandbox`). helmet's middleware
 * is built once, when the server starts: @fastify/helmet builds it again on every request (parsing
 * the CSP directives each time), which was a measurable part of a small API call's CPU.
 *
 * The Content-Security-Policy is what the built client needs and no more: scripts, styles and workers
 * from this origin only (no inline style; index.html's inline scripts by their hashes; React sets `style` props through
 * the CSSOM, which CSP does not govern); `blob:` for the worker hls.js starts and the MediaSource /
 * picked-file URLs of the player and the upload previews; the socket and the media/storage origins
 * of the configuration; no framing by anyone.
 */

/** What the policy is made from: the config plus the storage's URL bases (known once storage is created). */
export interface SecurityHeadersInput {
  config: Config;
  /** Prefixes of stored files (ctx.storage.bases): `/uploads/` locally, the bucket and its CDN with S3. */
  storageBases: readonly string[];
}

/**
 * Features of the Permissions-Policy header: the app uses fullscreen and picture-in-picture (the
 * player), clipboard-write (copy buttons: live code, push address, messages) and autoplay (the player
 * starts by itself). Everything else a page could ask for is refused, in this origin and any frame.
 * Only names Chromium knows: an unknown one is an error in the console.
 */
const ALLOWED_FEATURES = ['autoplay', 'clipboard-write', 'fullscreen', 'picture-in-picture'];
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
export const PERMISSIONS_POLICY = [
  ...ALLOWED_FEATURES.map((f) => `${f}=(self)`),
  ...DENIED_FEATURES.map((f) => `${f}=()`),
].join(', ');

function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : undefined;
  } catch {
    return undefined; // a path of this site (`/uploads/`): covered by 'self'
  }
}

function unique(values: (string | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== undefined))];
}

export function isHttpsSite(config: Config): boolean {
  return config.publicUrl !== undefined && new URL(config.publicUrl).protocol === 'https:';
}

const hashOf = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * The hashes of the inline scripts of the built page (`<script>` without attributes in
 * `clientDir/index.html`, read once as the server starts: the build puts them there,
 * scripts/pageSnapshotGate.ts and scripts/earlyLiveEntry.ts), and always the page snapshot gate's
 * (protocol/pageSnapshotGate.ts: a server without a build still allows it).
 */
export function inlineScriptHashes(clientDir: string): string[] {
  let html = '';
  try {
    html = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    // No build (tests, the dev server's API): only the gate.
  }
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  return unique([PAGE_SNAPSHOT_GATE, ...scripts].map(hashOf));
}

/** The CSP directives (helmet's shape: camelCase names, lists of sources). */
export function cspDirectives({ config, storageBases }: SecurityHeadersInput): Record<string, string[]> {
  const self = "'self'";
  const storage = unique(storageBases.map(originOf));
  const hls = unique([config.live.hlsBaseUrl ? originOf(config.live.hlsBaseUrl) : undefined]);
  const site = config.publicUrl ? originOf(config.publicUrl) : undefined;
  const directives: Record<string, string[]> = {
    defaultSrc: [self],
    // The files of the build, and index.html's inline scripts by their hashes.
    scriptSrc: [self, ...inlineScriptHashes(config.clientDir)],
    scriptSrcAttr: ["'none'"],
    styleSrc: [self],
    // hls.js runs its transmuxer in a worker made from a blob: URL; the rest are files of the build.
    workerSrc: [self, 'blob:'],
    // QR codes are data: images, picked pictures are previewed from blob: URLs.
    imgSrc: unique([self, 'data:', 'blob:', site, ...storage, ...config.imageOrigins]),
    // The player attaches a MediaSource (blob:); chat videos come from storage, streams from the HLS base.
    mediaSrc: unique([self, 'blob:', site, ...storage, ...hls]),
    // API and socket; PUTs to the bucket (S3); hls.js fetches playlists and segments; the service
    // worker (same policy) fetches the images it caches.
    connectSrc: unique([
      self,
      site,
      publicSocketOrigin(config.publicUrl),
      ...storage,
      ...hls,
      ...config.imageOrigins,
    ]),
    fontSrc: [self],
    manifestSrc: [self],
    frameSrc: ["'none'"],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    formAction: [self],
    frameAncestors: ["'none'"],
  };
  if (isHttpsSite(config)) directives.upgradeInsecureRequests = [];
  if (config.cspReportUri) directives.reportUri = [config.cspReportUri];
  return directives;
}

/** The header value the directives make (as helmet writes it): for logs, the README and tests. */
export function cspHeader(input: SecurityHeadersInput): string {
  return Object.entries(cspDirectives(input))
    .map(([name, values]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...values].join(' '))
    .join(';');
}

/**
 * Registers the headers on `app` (before any route). Also: `Cache-Control: no-store` on every `/web`
 * answer (personal data, tokens: never kept by a browser or a shared cache), whatever the handler set.
 */
export function registerSecurityHeaders(app: FastifyInstance, input: SecurityHeadersInput): void {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(input) },
    // Cross-origin isolation is not needed; COEP would block the bucket's and the HLS base's files.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // HSTS only when the site is https: on plain http a browser ignores it, and localhost must stay usable.
    strictTransportSecurity: isHttpsSite(input.config)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xContentTypeOptions: true,
    xFrameOptions: { action: 'deny' },
    xDnsPrefetchControl: { allow: false },
    xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
  });
  app.addHook('onRequest', (req, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    headers(req.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
  });
  app.addHook('onSend', (req, reply, payload, done) => {
    if (isApiPath(req.url)) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
