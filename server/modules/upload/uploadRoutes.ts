import type { FastifyInstance } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { DEVICE_HEADER } from '../../../protocol/language';
import {
  REGISTRATION_AVATAR_MAX_BYTES,
  UPLOAD_MAX_BYTES,
  UPLOAD_TYPE_CONTENT_TYPES,
} from '../../../protocol/upload';
import type { AppContext } from '../../context';
import { uploads } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { bearer, findSession } from '../../http/auth';
import { verifyCodeToken } from '../../services/codeToken';
import type { Handlers } from '../../http/registerApi';
import { registerLocalFiles } from './localFiles';
import { isLocal } from './localStorage';
import { newKey } from './storage';
import { registerUploadSweep } from './sweep';

/** The device id of the request header (`pc <id>`), as the client sends it in the author header. */
function authorOf(header: string | string[] | undefined): string {
  const id = (Array.isArray(header) ? header[0] : header)?.replace(/^pc /, '') ?? '';
  return /^[A-Za-z0-9_-]{1,64}$/.test(id) ? id : 'tribune';
}

const HOUR = 3600_000;
/** Signed addresses an hour: a member's, an address's, and an address's without a login. */
export const UPLOADS_PER_MEMBER_PER_HOUR = 120;
export const UPLOADS_PER_IP_PER_HOUR = 200;
export const ANONYMOUS_UPLOADS_PER_IP_PER_HOUR = 10;

export function uploadHandlers(ctx: AppContext): Handlers {
  return {
    /**
     * §7 upload address: a PUT URL signed for this file's type and size. Members only, but for the
     * registration form's avatar (a fresh code_token, a small cap); quotas per member and per IP.
     */
    async uploadAddress({ body, req }) {
      const token = bearer(req);
      const session = token ? await findSession(ctx, token) : undefined;
      const limit = session ? UPLOAD_MAX_BYTES[body.uploadType] : REGISTRATION_AVATAR_MAX_BYTES;
      if (
        !session &&
        (body.uploadType !== 'avatar' || !body.uploadToken || !verifyCodeToken(ctx, body.uploadToken))
      )
        throw new ApiError(ErrorCode.LoginRequired);
      if (body.size > limit) throw new ApiError(ErrorCode.BodyTooLarge, { limit });
      if (!UPLOAD_TYPE_CONTENT_TYPES[body.uploadType].includes(body.contentType))
        throw new ApiError(ErrorCode.FileFormat);
      const quotas = session
        ? [
            ctx.counters
              .hit(`upload:user:${session.user.id}`, HOUR)
              .then((n) => n > UPLOADS_PER_MEMBER_PER_HOUR),
          ]
        : [
            ctx.counters
              .hit(`upload:anon:${req.ip}`, HOUR)
              .then((n) => n > ANONYMOUS_UPLOADS_PER_IP_PER_HOUR),
          ];
      quotas.push(ctx.counters.hit(`upload:ip:${req.ip}`, HOUR).then((n) => n > UPLOADS_PER_IP_PER_HOUR));
      if ((await Promise.all(quotas)).some(Boolean)) throw new ApiError(ErrorCode.TooManyRequests);
      const now = ctx.now();
      const key = newKey(body.uploadType, body.contentType, now);
      const author = authorOf(req.headers[DEVICE_HEADER]);
      // Known from the signing on: a file nothing refers to a day later is swept (sweep.ts).
      await ctx.database.db.insert(uploads).values({
        key,
        ownerId: session?.user.id ?? null,
        contentType: body.contentType,
        size: body.size,
        createdAt: new Date(now),
      });
      return ctx.storage.signPut({ key, contentType: body.contentType, size: body.size, now, author });
    },
  };
}

/** PUT and GET of stored files under /uploads/ when files are kept on local disk (S3 serves its own). */
export function registerUploadFiles(app: FastifyInstance, ctx: AppContext): void {
  if (isLocal(ctx.storage)) registerLocalFiles(app, ctx, ctx.storage);
  registerUploadSweep(app, ctx);
}
