import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PAGE_SNAPSHOT_GATE } from '../../protocol/pageSnapshotGate';
import { startTestServer, type TestServer } from '../../test/helpers/testServer';
import { ConfigError, loadConfig } from '../config';
import { teams } from '../db/schema';
import { isLocal } from '../modules/upload/localStorage';
import { cspDirectives, cspHeader, PERMISSIONS_POLICY } from './securityHeaders';

/**
 * Security headers (issue 13): every kind of answer (page, static file, service worker, `/web` calls
 * and their refusals and 404s, uploads, HLS under /live, team badges, 404s of the site) carries the
 * CSP, frame-ancestors / X-Frame-Options, nosniff, the referrer and permissions policies; `/web`
 * answers are never stored; source maps are not public; HSTS only on an https site.
 */

const UPLOAD_KEY = 'chat/20250101/0123456789abcdef01234567.png';
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(56, 1),
]);

/** A small client build: the page, the service worker, a chunk, and the source maps a build could leave. */
function fakeClient(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-client-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  fs.writeFileSync(path.join(dir, 'sw.js.map'), '{"version":3,"sources":["../sw/sw.ts"]}');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.js'), 'console.log(1);');
  fs.writeFileSync(
    path.join(dir, 'assets', 'index-abc.js.map'),
    '{"version":3,"sources":["../src/main.tsx"]}',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc.css'), 'body{margin:0}');
  return dir;
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string): void {
  const h = res.headers;
  expect(h['x-frame-options'], what).toBe('DENY');
  expect(h['x-content-type-options'], what).toBe('nosniff');
  expect(h['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(h['permissions-policy'], what).toBe(PERMISSIONS_POLICY);
  expect(h['content-security-policy'], what).toEqual(expect.any(String));
  expect(h['strict-transport-security'], what).toBeUndefined();
}

describe('security headers on every answer', () => {
  let s: TestServer;
  let clientDir: string;
  let teamId: number;

  beforeAll(async () => {
    clientDir = fakeClient();
    s = await startTestServer({ backend: 'pglite', env: { CLIENT_DIR: clientDir } });
    if (!isLocal(s.ctx.storage)) throw new Error('expected local storage');
    const file = s.ctx.storage.fileOf(UPLOAD_KEY)!;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, PNG);
    const [team] = await s.ctx.database.db.select({ id: teams.id }).from(teams).limit(1);
    teamId = team!.id;
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  const get = (url: string) => s.app.inject({ method: 'GET', url });

  it('pages, the service worker and the build files carry the full policy', async () => {
    const csp = cspHeader({ config: s.ctx.config, storageBases: s.ctx.storage.bases });
    for (const url of [
      '/',
      '/index.html',
      '/sw.js',
      '/assets/index-abc.js',
      '/assets/index-abc.css',
      '/a/route',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectSecurityHeaders(res, url);
      expect(res.headers['content-security-policy'], url).toBe(csp);
    }
    const csp0 = (await get('/')).headers['content-security-policy'] as string;
    expect(csp0).toContain("script-src 'self' 'sha256-");
    expect(csp0).toContain("frame-ancestors 'none'");
    expect(csp0).not.toContain('unsafe-inline');
    expect(csp0).not.toContain('unsafe-eval');
  });

  it('/web answers, refusals, 404s and malformed calls carry the headers and Cache-Control: no-store', async () => {
    const replies = [
      ['GET /web/openapi.json', await get('/web/openapi.json')],
      ['POST code_token', (await s.call('codeToken', {})).raw],
      [
        'POST login refused',
        (await s.call('passwordLogin', { username: 'nobody1x', password: 'wrong1234' })).raw,
      ],
      ['GET /web/nope', await get('/web/nope')],
      ['POST /web/nope', await s.app.inject({ method: 'POST', url: '/web/nope', payload: {} })],
      [
        'malformed JSON',
        await s.app.inject({
          method: 'POST',
          url: '/web/web_user/web_pwd_login',
          headers: { 'content-type': 'application/json' },
          payload: '{"username":',
        }),
      ],
      ['user info without a token', await get('/web/web_user/get_user_info')],
    ] as const;
    for (const [what, res] of replies) {
      expectSecurityHeaders(res, what);
      expect(res.headers['cache-control'], what).toBe('no-store');
    }
  });

  it('uploads keep their stricter sandbox policy and get the other headers', async () => {
    const res = await get(`/uploads/${UPLOAD_KEY}`);
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res, 'upload');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    const missing = await get('/uploads/chat/20250101/ffffffffffffffffffffffff.png');
    expect(missing.statusCode).toBe(404);
    expectSecurityHeaders(missing, 'missing upload');
  });

  it('HLS under /live, team badges and /health carry the headers', async () => {
    for (const url of [
      '/live/football/index.m3u8',
      '/live/football/seg/0.ts',
      '/live/football/thumbs.jpg',
      '/live/nope/index.m3u8',
      '/live/1/2/index.m3u8',
      `/media/team/football/${teamId}.svg`,
      '/health',
    ]) {
      const res = await get(url);
      expectSecurityHeaders(res, url);
    }
    expect((await get('/live/football/index.m3u8')).statusCode).toBe(200);
  });

  it('source maps are not public: /sw.js.map and /assets/*.map answer 404 (and missing build files too)', async () => {
    for (const url of [
      '/sw.js.map',
      '/assets/index-abc.js.map',
      '/assets/nope.js.map',
      '/assets/gone-123.js',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('sources');
      expectSecurityHeaders(res, url);
    }
  });
});

describe('HSTS and the socket origin come from PUBLIC_URL', () => {
  let plain: TestServer;
  let secure: TestServer;
  beforeAll(async () => {
    plain = await startTestServer({ backend: 'pglite', env: { PUBLIC_URL: 'http://tribune.test:8080' } });
    secure = await startTestServer({
      backend: 'pglite',
      env: { PUBLIC_URL: 'https://tribune.example.com' },
      shareDatabaseWith: plain,
    });
  });
  afterAll(async () => {
    await secure?.close();
    await plain?.close();
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const https = await secure.app.inject({ url: '/web/openapi.json' });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(https.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    const http = await plain.app.inject({ url: '/web/openapi.json' });
    expect(http.headers['strict-transport-security']).toBeUndefined();
    expect(http.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('lets pages connect to the socket address handed out, which never follows the Host header', async () => {
    const csp = (await secure.app.inject({ url: '/health' })).headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/tribune\.example\.com wss:\/\/tribune\.example\.com[;\s]/,
    );
    const reply = await secure.call('openImUrl', {}, { headers: { host: 'evil.example' } });
    expect(reply.body.data.wsUrl.startsWith('wss://tribune.example.com/')).toBe(true);
    const plainCsp = (await plain.app.inject({ url: '/health' })).headers[
      'content-security-policy'
    ] as string;
    expect(plainCsp).toContain('ws://tribune.test:8080');
  });
});

describe('the policy follows the configured storage and media origins', () => {
  it('adds the bucket, its CDN, the HLS base and IMAGE_ORIGINS where each is used', () => {
    const config = loadConfig({
      // No build there: the policy allows the page snapshot gate only (the next test reads a build).
      CLIENT_DIR: os.tmpdir(),
      PUBLIC_URL: 'https://tribune.example.com',
      LIVE_HLS_BASE_URL: 'https://media.example.com/hls/',
      IMAGE_ORIGINS: 'https://img.example.com/logos, https://cdn.example.net',
    });
    const d = cspDirectives({
      config,
      storageBases: ['https://bucket.s3.us-east-1.amazonaws.com/', 'https://files.example.com/'],
    });
    const bucket = 'https://bucket.s3.us-east-1.amazonaws.com';
    expect(d.imgSrc).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tribune.example.com',
      bucket,
      'https://files.example.com',
      'https://img.example.com',
      'https://cdn.example.net',
    ]);
    expect(d.mediaSrc).toEqual([
      "'self'",
      'blob:',
      'https://tribune.example.com',
      bucket,
      'https://files.example.com',
      'https://media.example.com',
    ]);
    expect(d.connectSrc).toContain('wss://tribune.example.com');
    expect(d.connectSrc).toContain(bucket);
    expect(d.connectSrc).toContain('https://media.example.com');
    // The build's files and the one inline script, by its hash.
    const gate = `'sha256-${createHash('sha256').update(PAGE_SNAPSHOT_GATE).digest('base64')}'`;
    expect(d.scriptSrc).toEqual(["'self'", gate]);
    expect(d.workerSrc).toEqual(["'self'", 'blob:']);
    expect(d.styleSrc).toEqual(["'self'"]);
  });

  it("allows the built page's inline scripts by their hashes, and nothing else inline", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tribune-client-'));
    const early = '(function(){window.tribuneEarlyCall=null})();';
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<html><head><script>${PAGE_SNAPSHOT_GATE}</script><script>${early}</script>` +
        '<script type="module" src="/assets/index.js"></script></head><body></body></html>',
    );
    try {
      const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      const d = cspDirectives({ config: loadConfig({ CLIENT_DIR: dir }), storageBases: [] });
      expect(d.scriptSrc).toEqual(["'self'", hash(PAGE_SNAPSHOT_GATE), hash(early)]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('local storage adds nothing: its files are this origin', () => {
    const d = cspDirectives({ config: loadConfig({}), storageBases: ['/uploads/'] });
    expect(d.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
    expect(d.connectSrc).toEqual(["'self'"]);
    expect(d.reportUri).toBeUndefined();
  });

  it('reports to CSP_REPORT_URI when set, and refuses one that could break the header', () => {
    expect(
      cspDirectives({ config: loadConfig({ CSP_REPORT_URI: '/csp' }), storageBases: [] }).reportUri,
    ).toEqual(['/csp']);
    expect(() => loadConfig({ CSP_REPORT_URI: "https://x.example/; script-src 'unsafe-inline'" })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ IMAGE_ORIGINS: 'javascript:alert(1)' })).toThrow(ConfigError);
  });
});

describe('PUBLIC_URL in production', () => {
  it('is required when NODE_ENV=production, with a message that says what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_URL is required/);
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://tribune.example.com' }).publicUrl).toBe(
      'https://tribune.example.com',
    );
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('must be an http(s) URL', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'tribune.example.com' })).toThrow(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://tribune.example.com' })).toThrow(ConfigError);
  });
});
