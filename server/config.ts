import path from 'node:path';

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
  publicUrl: string | undefined;
  /** Secret for tokens and signed URLs; generated and stored in the database on first start when unset. */
  secretKey: string | undefined;
  sms: { provider: 'console' | 'http'; httpUrl: string | undefined; httpToken: string | undefined };
  /** Region codes (ISO 3166-1 alpha-2) refused with 7898; the region is read from `regionHeader`. */
  blockedRegions: string[];
  regionHeader: string;
  clientDir: string;
  logLevel: string;
  /** Seed demo data on start (default on). */
  seedDemo: boolean;
  s3: S3Config | undefined;
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
    publicUrl: env.PUBLIC_URL || undefined,
    secretKey: env.SECRET_KEY || undefined,
    sms: { provider: smsProvider, httpUrl: env.SMS_HTTP_URL, httpToken: env.SMS_HTTP_TOKEN },
    blockedRegions: (env.BLOCKED_REGIONS ?? '')
      .split(',')
      .map((s) => s.trim().toUpperCase())
      .filter(Boolean),
    regionHeader: (env.REGION_HEADER ?? 'cf-ipcountry').toLowerCase(),
    clientDir: path.resolve(env.CLIENT_DIR ?? './dist/client'),
    logLevel: env.LOG_LEVEL ?? 'info',
    seedDemo: env.SEED_DEMO !== '0',
    s3: s3Config(env),
  };
}
