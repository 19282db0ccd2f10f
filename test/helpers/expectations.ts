import { expect } from 'vitest';

import { type ErrorCode, errorText } from '../../protocol/errors';
import type { Reply } from './testServer';

/** Asserts the §7 success envelope (HTTP 200, success true, code 0) and returns `data`. */
export function expectSuccess<T>(reply: Reply<T>): T {
  expect(reply.body, `expected success, got ${JSON.stringify(reply.body)}`).toMatchObject({
    success: true,
    code: 0,
  });
  expect(reply.status).toBe(200);
  return reply.body.data;
}

/** Asserts a refusal: HTTP 200, success false, exactly `code`, and the code's message in data.message. */
export function expectRefusal(reply: Reply<unknown>, code: ErrorCode): void {
  expect(
    { status: reply.status, success: reply.body.success, code: reply.body.code },
    `expected refusal ${code}, got ${JSON.stringify(reply.body)}`,
  ).toEqual({ status: 200, success: false, code });
  expect((reply.body.data as { message?: unknown }).message).toBe(errorText[code]);
}
