import type { RawData } from 'ws';

import { type ErrorCode, ErrorCode as Codes, errorText } from '../../../protocol/errors';
import { funcData, type ImEvent, type ImFunc, IM_MAX_FRAME_BYTES, requestFrame } from '../../../protocol/im';
import { issuesOf } from '../../http/registerApi';

/** A reply or event on the wire. `event` echoes the request's function name, even an unknown one. */
export interface WireFrame {
  event: string;
  errCode: number;
  errMsg: string;
  data: string;
  operationID: string;
}

export function replyFrame(event: ImFunc, operationID: string, data: unknown): string {
  return JSON.stringify({ event, errCode: 0, errMsg: '', data: JSON.stringify(data), operationID });
}

export function errorFrame(
  event: string,
  operationID: string,
  code: ErrorCode,
  extra: Record<string, unknown> = {},
): string {
  const frame: WireFrame = {
    event,
    errCode: code,
    errMsg: errorText[code],
    data: JSON.stringify(extra),
    operationID,
  };
  return JSON.stringify(frame);
}

/** An event the server pushes: empty operationID (product notes, IM). */
export function eventFrame(event: ImEvent, data: unknown): string {
  return JSON.stringify({ event, errCode: 0, errMsg: '', data: JSON.stringify(data), operationID: '' });
}

export type ParsedFrame =
  | { ok: true; name: ImFunc; operationID: string; data: unknown }
  | { ok: false; code: ErrorCode; event: string; operationID: string; extra: Record<string, unknown> };

function shortString(value: unknown): string {
  return typeof value === 'string' && value.length <= 64 ? value : '';
}

/** PostgreSQL text cannot hold NUL: refuse it before it reaches a query. */
export function hasNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || hasNul(v, depth + 1));
}

/** Bytes of a received frame, whatever shape ws gave it. */
export function sizeOf(raw: RawData): number {
  if (Array.isArray(raw)) return raw.reduce((n, b) => n + b.length, 0);
  return raw instanceof ArrayBuffer ? raw.byteLength : raw.length;
}

function textOf(raw: RawData): string {
  if (Array.isArray(raw)) return Buffer.concat(raw).toString('utf8');
  return Buffer.from(raw as ArrayBuffer).toString('utf8');
}

/**
 * Validates one text frame: size, JSON, the request frame schema, the caller's userID (1006 when
 * forged) and the data of the named function. Never throws.
 */
export function parseFrame(raw: RawData, isBinary: boolean, userID: string): ParsedFrame {
  const refuse = (code: ErrorCode, event = '', operationID = '', extra: Record<string, unknown> = {}) =>
    ({ ok: false, code, event, operationID, extra }) as const;
  if (sizeOf(raw) > IM_MAX_FRAME_BYTES) return refuse(Codes.BodyTooLarge);
  if (isBinary) return refuse(Codes.InvalidInput, '', '', { issues: [{ path: '', rule: 'binary' }] });
  let json: unknown;
  try {
    json = JSON.parse(textOf(raw));
  } catch {
    return refuse(Codes.InvalidInput, '', '', { issues: [{ path: '', rule: 'json' }] });
  }
  const loose = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const event = shortString(loose.reqFuncName);
  const operationID = shortString(loose.operationID);
  const frame = requestFrame.safeParse(json);
  if (!frame.success)
    return refuse(Codes.InvalidInput, event, operationID, { issues: issuesOf(frame.error) });
  const { reqFuncName: name } = frame.data;
  if (frame.data.userID !== userID) return refuse(Codes.NoPermission, name, operationID);
  let data: unknown;
  try {
    data = JSON.parse(frame.data.data);
  } catch {
    return refuse(Codes.InvalidInput, name, operationID, { issues: [{ path: 'data', rule: 'json' }] });
  }
  if (hasNul(data))
    return refuse(Codes.InvalidInput, name, operationID, { issues: [{ path: 'data', rule: 'nul' }] });
  const parsed = funcData[name].safeParse(data);
  if (!parsed.success)
    return refuse(Codes.InvalidInput, name, operationID, { issues: issuesOf(parsed.error) });
  return { ok: true, name, operationID, data: parsed.data };
}
