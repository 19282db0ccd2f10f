import type { FastifyError, FastifyInstance } from 'fastify';

import { API_BASE } from '../../protocol/api';
import { ErrorCode } from '../../protocol/errors';
import { ApiError, failure } from './apiError';
import { isUnavailable, outageLogOf, UNAVAILABLE_RETRY_AFTER_S } from './unavailable';

const CLIENT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON: ErrorCode.InvalidInput,
  FST_ERR_CTP_EMPTY_JSON_BODY: ErrorCode.InvalidInput,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ErrorCode.InvalidInput,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ErrorCode.InvalidInput,
  FST_ERR_CTP_BODY_TOO_LARGE: ErrorCode.BodyTooLarge,
  FST_ERR_VALIDATION: ErrorCode.InvalidInput,
};

/**
 * Refusals are HTTP 200 with `{ success: false, code, data }` (§7), malformed requests included, so
 * the client handles every one by its code. The database being unreachable is a 503 with code 1007
 * (try again); only a fault of ours is a 500, and it is logged.
 */
export function installErrorHandling(app: FastifyInstance): void {
  const logOutage = outageLogOf(app.log);
  app.setErrorHandler((err: unknown, req, reply) => {
    if (err instanceof ApiError) return reply.code(200).send(failure(err.code, err.extra));
    // The database is restarting or unreachable: a clear "try again", not a fault with a stack.
    if (isUnavailable(err)) {
      logOutage(err, req.url);
      return reply
        .code(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
        .send(failure(ErrorCode.Unavailable));
    }
    const error = err as FastifyError;
    const known = error.code ? CLIENT_ERRORS[error.code] : undefined;
    if (known !== undefined || (error.statusCode !== undefined && error.statusCode < 500)) {
      return reply.code(200).send(failure(known ?? ErrorCode.InvalidInput));
    }
    req.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(ErrorCode.Internal));
  });
}

export function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`) || url.startsWith(`${API_BASE}?`);
}
