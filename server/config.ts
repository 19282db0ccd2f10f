import path from 'node:path';

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
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
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
  };
}
