import type { FastifyInstance } from 'fastify';

import { livePlayPath } from '../../../protocol/live';
import { subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { findFfmpeg } from './ingest/ffmpeg';
import { RtmpIngest } from './ingest/rtmpIngest';
import { startLiveJobs } from './jobs';
import { registerHlsFiles } from './hlsFiles';
import { registerLiveHooks } from './hooks';
import { liveDir } from './liveState';
import { authorizePublish, endSession, goLive } from './sessions';

/** Routes (HLS files, media server webhooks), timers and the bus subscription that cuts publishes. */
export async function registerLive(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const state = ctx.runtimes.live;
  registerHlsFiles(app, ctx);
  registerLiveHooks(app, ctx);
  const stopJobs = startLiveJobs(ctx, state.node, () => state.ingest?.receiving() ?? []);
  const unsubscribe = await subscribeTopic(ctx.bus, topics.liveCut, ({ sessionId }) => {
    state.ingest?.cut(sessionId, 'reset');
  });
  app.addHook('onClose', async () => {
    stopJobs();
    await unsubscribe().catch(() => undefined);
    await state.ingest?.close();
    state.ingest = undefined;
  });
}

/**
 * Starts the embedded RTMP ingest (after the site listens). Without ffmpeg, or when the port is
 * taken, the site runs on and the configuration page says why anchors cannot push.
 */
export async function startIngest(ctx: AppContext): Promise<number | undefined> {
  const state = ctx.runtimes.live;
  const { live } = ctx.config;
  if (live.ingest !== 'embedded' || state.ingest) return state.port;
  const ffmpeg = findFfmpeg(live.ffmpegPath);
  if (!ffmpeg) {
    state.problem = 'noFfmpeg';
    ctx.log.warn('live: no ffmpeg found (set FFMPEG_PATH): anchors cannot go live');
    return undefined;
  }
  const ingest = new RtmpIngest(
    { ffmpeg, liveDir: liveDir(ctx), segmentS: live.segmentS, now: ctx.now },
    {
      authorize: (code, ip) =>
        authorizePublish(ctx, {
          code,
          ip,
          source: 'embedded',
          holder: state.node,
          playUrl: (anchorId, sessionId) => livePlayPath(anchorId, sessionId),
        }),
      playable: async (sessionId) => {
        await goLive(ctx, sessionId);
      },
      ended: async (sessionId, reason) => {
        await endSession(ctx, sessionId, reason);
      },
      log: ctx.log,
    },
  );
  try {
    state.port = await ingest.listen(live.rtmpPort, live.rtmpHost);
  } catch (error) {
    await ingest.close();
    state.problem = 'portUnavailable';
    ctx.log.warn({ err: error }, `live: RTMP port ${live.rtmpPort} unavailable: anchors cannot go live`);
    return undefined;
  }
  state.ingest = ingest;
  state.problem = null;
  ctx.log.info({ port: state.port, ffmpeg }, 'live: RTMP ingest listening');
  return state.port;
}
