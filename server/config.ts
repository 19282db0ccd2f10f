import net from 'node:net';
import path from 'node:path';
import { GROUP_MEMBERS_MAX_DEFAULT } from '../protocol/groupConstants';

/** A configuration the server must not start with; the message says which variable to fix. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** An S3-compatible bucket for uploads (§7 signed PUT); unset keeps uploads on local disk. */
export interface S3Config {
  bucket: string;
  region: string;
  /** S3-compatible endpoint (MinIO, R2, ...); unset uses AWS S3 of `region`. */
  endpoint: string | undefined;
  /** Path-style URLs (`endpoint/bucket/key`): default on with a custom endpoint. */
  forcePathStyle: boolean;
  /** Both unset: the AWS SDK's default credential chain (AWS_* variables, instance roles). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Public base URL of the bucket's objects (CDN), accepted as stored URLs too. */
  publicUrl: string | undefined;
}

/** Server configuration, read once from the environment. Every variable is documented in README.md. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** PUBLIC_URL: the site's public address (http(s) origin, maybe with a path); required when NODE_ENV=production. */
  publicUrl: string | undefined;
  /**
   * TRUST_PROXY: which proxies' `X-Forwarded-For` / `X-Forwarded-Proto` are believed. `false`: none (the
   * socket's address is the client's); a number: that many hops (load balancers) in front of the server;
   * a list: the balancers' own addresses, CIDR ranges or proxy-addr's names (loopback, linklocal,
   * uniquelocal). Never "trust every hop": a client would pick its own address.
   */
  trustProxy: TrustProxy;
  /** IMAGE_ORIGINS: more origins pages may show images from (the match feed's team logos, a CDN): the CSP's img-src. */
  imageOrigins: string[];
  /** CSP_REPORT_URI: where browsers send Content-Security-Policy violation reports (unset: not reported). */
  cspReportUri: string | undefined;
  /** Secret for tokens and signed URLs; generated and stored in the database on first start when unset. */
  secretKey: string | undefined;
  /** METRICS_TOKEN: the bearer token /metrics asks for; unset: /metrics answers loopback peers only. */
  metricsToken: string | undefined;
  sms: { provider: 'console' | 'http'; httpUrl: string | undefined; httpToken: string | undefined };
  /** Region codes (ISO 3166-1 alpha-2) refused with 7898; the region is read from `regionHeader`. */
  blockedRegions: string[];
  regionHeader: string;
  clientDir: string;
  logLevel: string;
  /** Seed demo data on start (default on). */
  seedDemo: boolean;
  /** Match data: the JSON feed (file path or http(s) URL) and the simulator of the demo matches. */
  match: { feed: string | undefined; feedIntervalS: number; simulator: boolean; simSeed: number };
  s3: S3Config | undefined;
  /** Web push (server/modules/push): VAPID keys (generated and kept in the database when unset), more push hosts. */
  push: PushConfig;
  /** Going live (server/modules/live): RTMP ingest in the server, or a media server's webhooks. */
  live: LiveConfig;
  /**
   * The messaging socket's caps over every node (server/modules/realtime/socketCaps.ts), 0 = none:
   * IM_MAX_SOCKETS_PER_IP (default 50) and IM_MAX_SOCKETS_PER_USER (default 10). Not from the
   * environment (tests set them): the heartbeat's sweep and pong timeout (realtime/gateway.ts), and
   * the bytes a socket may have waiting to be sent before it is closed as a slow reader (connection.ts).
   */
  im: {
    maxSocketsPerIp: number;
    maxSocketsPerUser: number;
    sweepMs?: number;
    pongTimeoutMs?: number;
    maxBufferedBytes?: number;
  };
  /** Group chats: GROUP_MEMBERS_MAX, the size cap a new group gets (default 2000, at least 2). */
  group: { membersMax: number };
}

export interface LiveConfig {
  /** embedded: RTMP ingest in this process (remux to HLS with ffmpeg); external: a media server calls our webhooks; off. */
  ingest: 'embedded' | 'external' | 'off';
  /** Embedded RTMP listen port (0 picks a free one) and address. */
  rtmpPort: number;
  rtmpHost: string;
  /** The push address anchors paste into their encoder; unset: rtmp://<PUBLIC_URL host>:<port>/live. */
  pushUrl: string | undefined;
  /** ffmpeg to remux with; unset: the npm package's binary, then `ffmpeg` on PATH. */
  ffmpegPath: string | undefined;
  /** HLS segment target length in seconds (cut at the encoder's keyframes). */
  segmentS: number;
  /** External mode: the secret the media server sends as `?secret=` on every webhook. */
  hookSecret: string | undefined;
  /** External mode: base URL where the media server serves `<stream>/index.m3u8`. */
  hlsBaseUrl: string | undefined;
  /** IANA time zone of the live history days (the daily roll-up). */
  timeZone: string;
}

function liveConfig(env: NodeJS.ProcessEnv): LiveConfig {
  const mode = env.LIVE_INGEST === 'external' || env.LIVE_INGEST === 'off' ? env.LIVE_INGEST : 'embedded';
  return {
    ingest: mode,
    // A site on a free port (tests, benchmarks) takes a free RTMP port too.
    rtmpPort: int(env.RTMP_PORT, env.PORT === '0' ? 0 : 1935),
    rtmpHost: env.RTMP_HOST ?? env.HOST ?? '0.0.0.0',
    pushUrl: env.LIVE_PUSH_URL || undefined,
    ffmpegPath: env.FFMPEG_PATH || undefined,
    segmentS: Math.min(6, Math.max(1, int(env.LIVE_SEGMENT_S, 1))),
    hookSecret: env.LIVE_HOOK_SECRET || undefined,
    hlsBaseUrl: env.LIVE_HLS_BASE_URL?.replace(/\/+$/, '') || undefined,
    timeZone: env.LIVE_TIME_ZONE || Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}

export interface PushConfig {
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** `mailto:` or `https:` contact the push services see in the VAPID token. */
  vapidSubject: string | undefined;
  /** Push service hosts accepted besides the browsers' own (`host`, `host:port` or `*.suffix`). */
  extraHosts: string[];
  /** PEM file of a CA trusted for push services besides the system ones (private push service, tests). */
  caFile: string | undefined;
  /** SW_KILL=1: /sw.js is a worker that unregisters itself and drops its caches in every browser. */
  swKill: boolean;
}

export type TrustProxy = false | number | string[];

const PROXY_ADDR_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_ADDR_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as a hop count or a list of the balancers' addresses; "trust all" is refused. */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const wrong = entries.filter((e) => !isAddressOrRange(e));
  if (wrong.length > 0 || entries.length === 0) {
    throw new ConfigError(
      `TRUST_PROXY=${text} is not a hop count or a list of addresses: set the number of load balancers in ` +
        `front of the server (1 for one) or their addresses / CIDR ranges (e.g. 10.0.0.5,10.0.1.0/24). ` +
        `Trusting every X-Forwarded-For hop would let any client choose its own address.`,
    );
  }
  return entries;
}

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value: a hop count trusts that many addresses from the
 * socket's end of the chain (fastify's own number option trusts none), a list trusts those addresses.
 * A hop count is only safe when every request comes through the balancers: a client that can reach
 * the server directly could write its own hops. Then list the balancers' addresses instead.
 */
export function trustProxyOption(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** PUBLIC_URL checked: an absolute http(s) URL; required in production (links, the socket address, HSTS). */
function publicUrlOf(env: NodeJS.ProcessEnv): string | undefined {
  const value = env.PUBLIC_URL?.trim() || undefined;
  if (value === undefined) {
    if (env.NODE_ENV === 'production') {
      throw new ConfigError(
        'PUBLIC_URL is required when NODE_ENV=production: set it to the address users open, e.g. ' +
          'PUBLIC_URL=https://tribune.example.com (the socket address, links and HSTS come from it, never from the Host header).',
      );
    }
    return undefined;
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(`PUBLIC_URL=${value} is not a URL: set e.g. https://tribune.example.com`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`PUBLIC_URL=${value} must start with https:// (or http://)`);
  }
  return value;
}

/** IMAGE_ORIGINS: a comma list of http(s) origins (anything after the host is dropped). */
function originsOf(name: string, value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        const url = new URL(s);
        if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
      } catch {
        // reported below
      }
      throw new ConfigError(`${name}: ${s} is not an http(s) origin (e.g. https://img.example.com)`);
    });
}

/** CSP_REPORT_URI: an http(s) URL or a path of this site, nothing that could end the CSP directive. */
function reportUriOf(value: string | undefined): string | undefined {
  const text = value?.trim() || undefined;
  if (text === undefined) return undefined;
  if (!/^(https?:\/\/|\/)[^\s;,'"]*$/.test(text)) {
    throw new ConfigError(`CSP_REPORT_URI=${text} must be an http(s) URL or a path (e.g. /csp-report)`);
  }
  return text;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

function s3Config(env: NodeJS.ProcessEnv): S3Config | undefined {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE !== '0' : endpoint !== undefined,
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    publicUrl: env.S3_PUBLIC_URL || undefined,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const smsProvider = env.SMS_PROVIDER === 'http' ? 'http' : 'console';
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: publicUrlOf(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    imageOrigins: originsOf('IMAGE_ORIGINS', env.IMAGE_ORIGINS),
    cspReportUri: reportUriOf(env.CSP_REPORT_URI),
    secretKey: env.SECRET_KEY || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    sms: { provider: smsProvider, httpUrl: env.SMS_HTTP_URL, httpToken: env.SMS_HTTP_TOKEN },
    blockedRegions: (env.BLOCKED_REGIONS ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
    regionHeader: (env.REGION_HEADER ?? 'cf-ipcountry').toLowerCase(),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    match: {
      feed: env.MATCH_FEED || undefined,
      feedIntervalS: Math.max(5, int(env.MATCH_FEED_INTERVAL_S, 30)),
      simulator: env.MATCH_SIMULATOR !== '0',
      simSeed: int(env.MATCH_SIM_SEED, 1),
    },
    s3: s3Config(env),
    push: {
      vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
      vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
      vapidSubject: env.VAPID_SUBJECT || undefined,
      extraHosts: (env.PUSH_EXTRA_HOSTS ?? '')
        .split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
      caFile: env.PUSH_CA_FILE || undefined,
      swKill: env.SW_KILL === '1',
    },
    live: liveConfig(env),
    im: {
      maxSocketsPerIp: Math.max(0, int(env.IM_MAX_SOCKETS_PER_IP, 50)),
      maxSocketsPerUser: Math.max(0, int(env.IM_MAX_SOCKETS_PER_USER, 10)),
    },
    group: { membersMax: Math.max(2, int(env.GROUP_MEMBERS_MAX, GROUP_MEMBERS_MAX_DEFAULT)) },
  };
}
