import { z } from 'zod';

import {
  type funcData,
  IM_EVENTS,
  IM_PLATFORM_WEB,
  type ImEvent,
  type ImFunc,
  type ReplyFrame,
} from '../../protocol/im';

/** Parsing and building of socket frames (protocol/im.ts); a frame that does not parse is dropped. */

const replyFrame = z.object({
  event: z.string(),
  errCode: z.number(),
  errMsg: z.string().default(''),
  data: z.string().default(''),
  operationID: z.string().default(''),
});

export function parseReply(text: string): ReplyFrame | null {
  try {
    const parsed = replyFrame.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as ReplyFrame) : null;
  } catch {
    return null;
  }
}

const eventNames: ReadonlySet<string> = new Set(IM_EVENTS);
export function isEvent(frame: ReplyFrame): frame is ReplyFrame & { event: ImEvent } {
  return eventNames.has(frame.event);
}

export type FuncInput<F extends ImFunc> = z.input<(typeof funcData)[F]>;

export function buildRequest<F extends ImFunc>(
  func: F,
  operationID: string,
  userID: string,
  data: FuncInput<F>,
): string {
  return JSON.stringify({ reqFuncName: func, operationID, userID, data: JSON.stringify(data) });
}

/** The reply's `data` parsed with `schema`, or null when it is missing or malformed. */
export function replyData<T extends z.ZodType>(frame: ReplyFrame, schema: T): z.infer<T> | null {
  try {
    const parsed = schema.safeParse(frame.data === '' ? {} : JSON.parse(frame.data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An event's `data` as JSON for the tabs (null when empty or malformed). */
export function eventPayload(frame: ReplyFrame): unknown {
  try {
    return frame.data === '' ? null : (JSON.parse(frame.data) as unknown);
  } catch {
    return null;
  }
}

/** The socket address with the §7 query: sender id, token (none for a guest), platform id 5. */
export function socketUrl(base: string, userID: string, token: string | null): string {
  const query = new URLSearchParams({ sendID: userID });
  if (token !== null) query.set('token', token);
  query.set('platformID', String(IM_PLATFORM_WEB));
  return `${base}${base.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** A request that cannot be answered: no socket, the socket dropped, or no reply in time. */
export class ImRequestError extends Error {
  constructor(readonly reason: 'notConnected' | 'dropped' | 'timeout') {
    super(`im request ${reason}`);
  }
}
