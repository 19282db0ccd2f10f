import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { CHANNEL_PATTERN, type ChannelInfo, liveUrl, replayUrl } from '../../../protocol/video';
import type { AppContext } from '../../context';
import { failure } from '../../http/apiError';
import { registerCommentary } from './commentaryRoute';
import { type Clip, livePlaylist, parseClip, replayPlaylist } from './playlist';
import { loadVideoEpoch } from './videoEpoch';

/** The clips shipped in the repository (made once by scripts/make-demo-video.sh). */
export const VIDEO_DIR = fileURLToPath(new URL('../../assets/video', import.meta.url));

interface Channel {
  dir: string;
  clip: Clip;
}

/** Every folder of `dir` with a clip.m3u8 is a channel. */
export function loadChannels(dir: string = VIDEO_DIR): Map<string, Channel> {
  const channels = new Map<string, Channel>();
  if (!fs.existsSync(dir)) return channels;
  for (const name of fs.readdirSync(dir)) {
    const list = path.join(dir, name, 'clip.m3u8');
    if (!CHANNEL_PATTERN.test(name) || !fs.existsSync(list)) continue;
    channels.set(name, { dir: path.join(dir, name), clip: parseClip(fs.readFileSync(list, 'utf8')) });
  }
  return channels;
}

const SEGMENT = /^(\d{1,12})\.ts$/;

const REPLAY_SECONDS = /^\d{1,6}$/;

/**
 * GET /live/<channel>/index.m3u8 | replay.m3u8[?seconds=N] | seg/<n>.ts | thumbs.jpg | info.json,
 * and /live/match/<id>/commentary.vtt (registerCommentary).
 */
export function registerVideo(app: FastifyInstance, ctx: AppContext, dir: string = VIDEO_DIR): void {
  const channels = loadChannels(dir);
  registerCommentary(app, ctx);
  let epoch: Promise<number> | undefined;
  const videoEpoch = () => (epoch ??= loadVideoEpoch(ctx.database, ctx.now()));
  const notFound = (reply: { code(n: number): { send(body: unknown): unknown } }) =>
    reply.code(404).send(failure(ErrorCode.NotFound));

  app.get<{ Params: { channel: string; file: string }; Querystring: { seconds?: string } }>(
    '/live/:channel/:file',
    async (req, reply) => {
      const channel = channels.get(req.params.channel);
      if (!channel) return notFound(reply);
      const { file } = req.params;
      if (file === 'index.m3u8' || file === 'replay.m3u8') {
        const live = file === 'index.m3u8';
        const asked = req.query.seconds;
        const seconds = asked !== undefined && REPLAY_SECONDS.test(asked) ? Number(asked) : 0;
        const body = live
          ? livePlaylist(channel.clip, ctx.now(), await videoEpoch())
          : replayPlaylist(channel.clip, seconds);
        return reply
          .header('content-type', 'application/vnd.apple.mpegurl')
          .header('cache-control', live ? 'no-cache' : 'public, max-age=3600')
          .send(body);
      }
      if (file === 'thumbs.jpg') {
        return reply
          .header('content-type', 'image/jpeg')
          .header('cache-control', 'public, max-age=86400')
          .send(fs.createReadStream(path.join(channel.dir, 'thumbs.jpg')));
      }
      if (file === 'info.json') {
        const name = req.params.channel;
        const info: ChannelInfo = {
          channel: name,
          live: liveUrl(name),
          replay: replayUrl(name),
          thumbs: `/live/${name}/thumbs.jpg`,
          segments: channel.clip.durations.length,
          segmentSeconds: channel.clip.target,
        };
        return reply.header('cache-control', 'public, max-age=3600').send(info);
      }
      return notFound(reply);
    },
  );

  app.get<{ Params: { channel: string; file: string } }>('/live/:channel/seg/:file', (req, reply) => {
    const channel = channels.get(req.params.channel);
    const n = SEGMENT.exec(req.params.file)?.[1];
    if (!channel || n === undefined) return notFound(reply);
    const index = Number(n) % channel.clip.durations.length;
    const file = path.join(channel.dir, `seg${String(index).padStart(2, '0')}.mpegts`);
    if (!fs.existsSync(file)) return notFound(reply);
    return reply
      .header('content-type', 'video/mp2t')
      .header('cache-control', 'public, max-age=86400, immutable')
      .send(fs.createReadStream(file));
  });
}
