import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { FastifyInstance } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { AVATAR_MAX_BYTES } from '../../../protocol/rules';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { ApiError, failure } from '../../http/apiError';
import { bearer, findSession } from '../../http/auth';
import type { Handlers } from '../../http/registerApi';
import { fileOf, newKey, signPutUrl, verifyPut } from './storage';

const MAX_BYTES: Record<string, number> = {
  avatar: AVATAR_MAX_BYTES,
  chat: 50 * 1024 * 1024,
  photo: 30 * 1024 * 1024,
  cover: 30 * 1024 * 1024,
};

export function uploadHandlers(ctx: AppContext): Handlers {
  return {
    async uploadAddress({ body, req }) {
      const limit = MAX_BYTES[body.uploadType] ?? AVATAR_MAX_BYTES;
      if (body.size > limit) throw new ApiError(ErrorCode.BodyTooLarge, { limit });
      if (body.uploadType !== 'avatar') {
        const token = bearer(req);
        if (!token || !(await findSession(ctx, token))) throw new ApiError(ErrorCode.LoginRequired);
      }
      if ((await ctx.counters.hit(`upload:ip:${req.ip}`, 3600_000)) > 200)
        throw new ApiError(ErrorCode.TooManyRequests);
      const key = newKey(body.uploadType, body.contentType, ctx.now());
      return signPutUrl(ctx, key, body.contentType, body.size);
    },
  };
}

/** PUT and GET of stored files under /uploads/. */
export function registerUploadFiles(app: FastifyInstance, ctx: AppContext): void {
  app.addContentTypeParser('application/octet-stream', (_req, _payload, done) => done(null));
  app.put<{ Params: { '*': string }; Querystring: Record<string, string> }>(
    '/uploads/*',
    { bodyLimit: 60 * 1024 * 1024 },
    async (req, reply) => {
      const key = req.params['*'];
      const file = fileOf(ctx.storage, key);
      const grant = verifyPut(ctx, key, req.query);
      if (!file || !grant) return reply.code(403).send(failure(ErrorCode.NoPermission));
      const length = Number(req.headers['content-length'] ?? NaN);
      if (!Number.isFinite(length) || length <= 0 || length > grant.maxBytes) {
        return reply.code(413).send(failure(ErrorCode.BodyTooLarge));
      }
      fs.mkdirSync(path.dirname(file), { recursive: true });
      const tmp = `${file}.part`;
      await pipeline(req.raw, fs.createWriteStream(tmp));
      if (fs.statSync(tmp).size !== length) {
        fs.rmSync(tmp, { force: true });
        return reply.code(400).send(failure(ErrorCode.InvalidInput));
      }
      fs.renameSync(tmp, file);
      await ctx.database.db
        .insert(uploads)
        .values({ key, contentType: grant.contentType, size: length })
        .onConflictDoNothing();
      return reply.code(200).send({ success: true, code: 0, data: {} });
    },
  );
  app.get<{ Params: { '*': string } }>('/uploads/*', async (req, reply) => {
    const key = req.params['*'];
    const file = fileOf(ctx.storage, key);
    if (!file || !fs.existsSync(file)) return reply.code(404).send(failure(ErrorCode.NotFound));
    const ext = path.extname(file).slice(1);
    const type: Record<string, string> = {
      jpg: 'image/jpeg',
      png: 'image/png',
      webp: 'image/webp',
      gif: 'image/gif',
      mp4: 'video/mp4',
    };
    reply.header('content-type', type[ext] ?? 'application/octet-stream');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.header('x-content-type-options', 'nosniff');
    return reply.send(fs.createReadStream(file));
  });
}
