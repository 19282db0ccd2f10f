import type { FastifyInstance } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { DEVICE_HEADER } from '../../../protocol/language';
import { UPLOAD_MAX_BYTES, UPLOAD_TYPE_CONTENT_TYPES } from '../../../protocol/upload';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { bearer, findSession } from '../../http/auth';
import type { Handlers } from '../../http/registerApi';
import { registerLocalFiles } from './localFiles';
import { isLocal } from './localStorage';
import { newKey } from './storage';

/** The device id of the request header (`pc <id>`), as the client sends it in the author header. */
function authorOf(header: string | string[] | undefined): string {
  const id = (Array.isArray(header) ? header[0] : header)?.replace(/^pc /, '') ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : 'tribune';
}

export function uploadHandlers(ctx: AppContext): Handlers {
  return {
    /** §7 upload address: a PUT URL signed for this file's type and size; only avatars without login. */
    async uploadAddress({ body, req }) {
      const limit = UPLOAD_MAX_BYTES[body.uploadType];
      if (body.size > limit) throw new ApiError(ErrorCode.BodyTooLarge, { limit });
      if (!UPLOAD_TYPE_CONTENT_TYPES[body.uploadType].includes(body.contentType))
        throw new ApiError(ErrorCode.FileFormat);
      if (body.uploadType !== 'avatar') {
        const token = bearer(req);
        if (!token || !(await findSession(ctx, token))) throw new ApiError(ErrorCode.LoginRequired);
      }
      if ((await ctx.counters.hit(`upload:ip:${req.ip}`, 3600_000)) > 200)
        throw new ApiError(ErrorCode.TooManyRequests);
      const now = ctx.now();
      const key = newKey(body.uploadType, body.contentType, now);
      const author = authorOf(req.headers[DEVICE_HEADER]);
      return ctx.storage.signPut({ key, contentType: body.contentType, size: body.size, now, author });
    },
  };
}

/** PUT and GET of stored files under /uploads/ when files are kept on local disk (S3 serves its own). */
export function registerUploadFiles(app: FastifyInstance, ctx: AppContext): void {
  if (isLocal(ctx.storage)) registerLocalFiles(app, ctx, ctx.storage);
}
