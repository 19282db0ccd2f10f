import path from 'node:path';

import Fastify, { type FastifyInstance } from 'fastify';

import { createBus, sitePrefix } from './adapters/bus';
import { type Counters, memoryCounters, redisCounters } from './adapters/counters';
import { withFallback } from './adapters/fallback';
import { openRedis } from './adapters/redis';
import { consoleSms, httpSms, type SmsSender } from './adapters/sms';
import { type Config, trustProxyOption } from './config';
import type { AppContext, Runtimes } from './context';
import { acquireLock } from './db/lock';
import { type Database, openPglite, openPostgres } from './db/client';
import { registerCompression } from './http/compression';
import {
  HEADERS_TIMEOUT_MS,
  IDLE_SOCKET_TIMEOUT_MS,
  KEEP_ALIVE_TIMEOUT_MS,
  MAX_HEADER_BYTES,
  refuseClientError,
  REQUEST_TIMEOUT_MS,
  TIMEOUT_CHECK_MS,
} from './http/edgeLimits';
import { registerHealth } from './http/health';
import { registerMetrics } from './http/metrics';
import { installErrorHandling } from './http/errorHandling';
import { openApiDocument } from './http/openapi';
import { mergeHandlers, registerApi } from './http/registerApi';
import { registerSecurityHeaders } from './http/securityHeaders';
import { registerStaticClient } from './http/staticClient';
import { accountHandlers } from './modules/account/accountRoutes';
import { adminHandlers } from './modules/admin/adminRoutes';
import { anchorHandlers } from './modules/anchor/anchorRoutes';
import { friendHandlers } from './modules/friend/friendRoutes';
import { giftHandlers } from './modules/gift/giftRoutes';
import { groupHandlers } from './modules/group';
import { liveHandlers } from './modules/live/liveRoutes';
import { registerLive } from './modules/live/runtime';
import { imHandlers } from './modules/im/imRoutes';
import { registerIm } from './modules/im/runtime';
import { matchHandlers } from './modules/match/matchRoutes';
import { registerMatch } from './modules/match/runtime';
import { pushHandlers } from './modules/push/pushRoutes';
import { registerPush } from './modules/push/runtime';
import { registerRealtimeGateway } from './modules/realtime';
import { redPacketHandlers } from './modules/redpacket/redPacketRoutes';
import { registerRedPackets } from './modules/redpacket/runtime';
import { roomHandlers } from './modules/room/roomRoutes';
import { registerRoom } from './modules/room/runtime';
import { registerSpace } from './modules/space/runtime';
import { spaceHandlers } from './modules/space/spaceRoutes';
import { richTextHandlers } from './modules/system/richTextRoutes';
import { systemHandlers } from './modules/system/systemRoutes';
import { createStorage } from './modules/upload/storage';
import { registerUploadFiles, uploadHandlers } from './modules/upload/uploadRoutes';
import { registerVideo } from './modules/video/videoRoutes';
import { createRuntimes } from './runtimes';
import { loadSecrets } from './secrets';
import { runSeeds } from './seed/runSeeds';
import { createMetrics } from './services/metrics';

export interface BuildOptions {
  config: Config;
  /** Use this database instead of opening one from the config (tests). */
  database?: Database;
  /** In-memory PGlite instead of DATA_DIR (tests). */
  memoryDatabase?: boolean;
  sms?: SmsSender;
  counters?: Counters;
  now?: () => number;
  logger?: boolean;
}

export interface Built {
  app: FastifyInstance;
  ctx: AppContext;
}

async function openDatabase(options: BuildOptions, release: { fn?: () => void }): Promise<Database> {
  if (options.database) return options.database;
  const { config } = options;
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  if (options.memoryDatabase) return openPglite(undefined);
  release.fn = acquireLock(config.dataDir);
  try {
    return await openPglite(path.join(config.dataDir, 'pglite'));
  } catch (error) {
    release.fn();
    throw error;
  }
}

/** Builds the whole server (database, adapters, routes, static client) without listening. */
export async function buildApp(options: BuildOptions): Promise<Built> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.logLevel },
    bodyLimit: 64 * 1024,
    // A hop count or the balancers' addresses (config.ts), never "trust every X-Forwarded-For hop".
    trustProxy: trustProxyOption(config.trustProxy),
    // Slow and oversized requests are cut off (http/edgeLimits.ts says why each value).
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
      maxHeaderSize: MAX_HEADER_BYTES,
    },
    clientErrorHandler: refuseClientError,
  });
  const release: { fn?: () => void } = {};
  const database = await openDatabase(options, release);
  const sms =
    options.sms ??
    (config.sms.provider === 'http' && config.sms.httpUrl
      ? httpSms(config.sms.httpUrl, config.sms.httpToken)
      : consoleSms(app.log));
  const secrets = await loadSecrets(database, config.secretKey);
  // Namespaced per database, so sites (or test servers) sharing one Redis never hear each other
  // nor share each other's rate limits. One command connection and one subscriber for everything.
  const redisPrefix = sitePrefix(secrets.adminKey);
  const redis = config.redisUrl ? openRedis(config.redisUrl, app.log) : undefined;
  const bus = createBus(redis && { pub: redis.command, sub: redis.subscriber }, secrets.adminKey);
  // While Redis is away, rate limits count on this node's memory (adapters/fallback.ts).
  const counters =
    options.counters ??
    (redis
      ? withFallback(
          redisCounters(redis.command, `${redisPrefix}c:`),
          memoryCounters(),
          () => redis.connected,
        )
      : memoryCounters());
  const made: { runtimes?: Runtimes } = {};
  const ctx: AppContext = {
    config,
    database,
    counters,
    bus,
    sms,
    storage: await createStorage(
      config,
      options.memoryDatabase ? path.join(config.dataDir, 'test-uploads') : config.dataDir,
      secrets.key,
    ),
    secrets,
    log: app.log,
    now: options.now ?? Date.now,
    redis,
    redisPrefix,
    metrics: createMetrics(),
    get runtimes(): Runtimes {
      if (!made.runtimes) throw new Error('a module runtime was used before buildApp made them');
      return made.runtimes;
    },
  };
  made.runtimes = await createRuntimes(ctx);
  app.addHook('onClose', async () => {
    await counters.close();
    await bus.close();
    await redis?.close();
    if (!options.database) await database.close();
    release.fn?.();
  });
  await runSeeds(ctx);

  registerSecurityHeaders(app, { config, storageBases: ctx.storage.bases });
  installErrorHandling(app);
  await registerCompression(app);
  registerApi(
    app,
    ctx,
    mergeHandlers({
      account: accountHandlers(ctx),
      system: systemHandlers(ctx),
      richText: richTextHandlers(ctx),
      admin: adminHandlers(ctx),
      upload: uploadHandlers(ctx),
      friend: friendHandlers(ctx),
      im: imHandlers(ctx),
      match: matchHandlers(ctx),
      push: pushHandlers(ctx),
      anchor: anchorHandlers(ctx),
      gift: giftHandlers(ctx),
      room: roomHandlers(ctx),
      redPacket: redPacketHandlers(ctx),
      live: liveHandlers(ctx),
      space: spaceHandlers(ctx),
      group: groupHandlers(ctx),
    }),
  );
  // Each module registers its socket functions, bus subscriptions, timers and stop hooks.
  registerRealtimeGateway(app, ctx);
  registerIm(app, ctx);
  registerVideo(app, ctx);
  registerMatch(app, ctx);
  registerPush(app, ctx);
  await registerRoom(app, ctx);
  registerRedPackets(app, ctx);
  await registerLive(app, ctx);
  registerUploadFiles(app, ctx);
  registerSpace(app, ctx);
  const unregistered = ctx.runtimes.realtime.functions.missing();
  if (unregistered.length > 0)
    throw new Error(`socket functions without a module: ${unregistered.join(', ')}`);
  registerHealth(app, { database, bus, counters, redis });
  registerMetrics(app, ctx);
  app.get('/web/openapi.json', () => openApiDocument());

  await registerStaticClient(app, config.clientDir);
  return { app, ctx };
}
