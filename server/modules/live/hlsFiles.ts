import fs from 'node:fs';
import path from 'node:path';

import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context';
import { PLAYLIST, SEGMENT_PATTERN } from './ingest/remuxer';
import { liveDir } from './liveState';

const ID = /^[1-9]\d{0,9}$/;

/**
 * GET /live/<anchor>/<session>/<file>: the HLS the embedded ingest writes. Only ids and the names
 * ffmpeg writes are accepted (nothing else of the disk can be reached); the playlist is never cached,
 * segments briefly.
 */
export function registerHlsFiles(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { anchor: string; session: string; file: string } }>(
    '/live/:anchor/:session/:file',
    async (req, reply) => {
      const { anchor, session, file } = req.params;
      const playlist = file === PLAYLIST;
      if (!ID.test(anchor) || !ID.test(session) || (!playlist && !SEGMENT_PATTERN.test(file)))
        return reply.code(404).type('text/plain').send('Not found');
      const full = path.join(liveDir(ctx), anchor, session, file);
      let stat: fs.Stats;
      try {
        stat = await fs.promises.stat(full);
      } catch {
        return reply.code(404).type('text/plain').send('Not found');
      }
      return reply
        .type(playlist ? 'application/vnd.apple.mpegurl' : 'video/mp2t')
        .header('cache-control', playlist ? 'no-cache' : 'public, max-age=60')
        .header('content-length', stat.size)
        .header('x-content-type-options', 'nosniff')
        .send(fs.createReadStream(full));
    },
  );
}
