import {
  type AnyErrorCode,
  type ErrorCode,
  errorText,
  errorTextOf,
  type MatchErrorCode,
  type PushErrorCode,
} from '../../protocol/errors';

/** A refusal with a code of protocol/errors.ts; the route layer turns it into `{ success: false, code, data }`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errorText[code]);
  }
}

/**
 * A refusal with a code of `MatchErrorCode`, answered like ApiError. It becomes an ApiError when
 * those codes join `ErrorCode` (see protocol/errors.ts).
 */
export class MatchRefusal extends Error {
  constructor(
    readonly code: MatchErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errorTextOf(code));
  }
}

/** A refusal with a code of `PushErrorCode` (web push), answered like ApiError. */
export class PushRefusal extends Error {
  constructor(
    readonly code: PushErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(errorTextOf(code));
  }
}

export function failure(code: AnyErrorCode, extra: Record<string, unknown> = {}) {
  return { success: false, code, data: { message: errorTextOf(code), ...extra } };
}
