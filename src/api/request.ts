import { API_BASE } from '../../protocol/endpointInfo';
import type { Envelope } from '../../protocol/envelope';
import { ErrorCode, LOGOUT_CODES } from '../../protocol/errors';
import { REQUEST_TIMEOUT_MS } from '../../protocol/rules';
import { callHeaders, TOKEN_KEY } from './callHeaders';

export interface RequestDeps {
  fetch: typeof fetch;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  language: () => string;
  deviceId: () => string;
  /** Clears the user info of the store and goes to /login (codes 403 and 2321). */
  onLoggedOut: () => void;
  /** Adds and opens the /403 page (code 7898); called once. */
  onForbidden: (data: unknown) => void;
  timeoutMs?: number;
}

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Extra query for GET calls. */
  query?: Record<string, string>;
}

export class RequestTimeoutError extends Error {
  constructor(readonly path: string) {
    super(`Request to ${path} timed out`);
    this.name = 'RequestTimeoutError';
  }
}

/**
 * The one request helper of §7: base `/web` on the same origin, POST JSON unless noted, 15 s timeout,
 * the five headers, and `{ success, code, data }` back. 403 and 2321 log out and go to /login; 7898
 * opens the 403 page once; other codes go back to the caller; network errors and timeouts reject.
 */
export function createRequest(deps: RequestDeps) {
  let forbiddenShown = false;
  return async function request<T>(
    path: string,
    body: unknown = {},
    options: RequestOptions = {},
  ): Promise<Envelope<T>> {
    const method = options.method ?? 'POST';
    const token = deps.storage.getItem(TOKEN_KEY);
    const headers = callHeaders(token, deps.deviceId(), deps.language());
    const query = options.query ? `?${new URLSearchParams(options.query).toString()}` : '';
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    let envelope: Envelope<T>;
    try {
      const res = await deps.fetch(`${API_BASE}${path}${query}`, {
        method,
        headers,
        body: method === 'POST' ? JSON.stringify(body) : undefined,
        signal: controller.signal,
      });
      envelope = (await res.json()) as Envelope<T>;
    } catch (error) {
      if (controller.signal.aborted) throw new RequestTimeoutError(path);
      throw error;
    } finally {
      clearTimeout(timer);
    }
    if (!envelope.success) {
      if (LOGOUT_CODES.includes(envelope.code)) {
        deps.storage.removeItem(TOKEN_KEY);
        deps.onLoggedOut();
      } else if (envelope.code === ErrorCode.RegionForbidden && !forbiddenShown) {
        forbiddenShown = true;
        deps.onForbidden(envelope.data);
      }
    }
    return envelope;
  };
}

export type Request = ReturnType<typeof createRequest>;
