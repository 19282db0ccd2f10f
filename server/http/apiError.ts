import { type ErrorCode, errorText } from '../../protocol/errors';

/** A refusal with a code of protocol/errors.ts; the route layer turns it into `{ success: false, code, data }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errorText[code]);
  }
}

export function failure(code: ErrorCode, extra: Record<string, unknown> = {}) {
  return { success: false, code, data: { message: errorText[code], ...extra } };
}
