import { API_BASE } from '../../protocol/api';

/** What a /web call answered: its HTTP status and envelope; `body` undefined when it is not JSON (a balancer page). */
export interface WebAnswer<T = unknown> {
  status: number;
  body: { success: boolean; code: number; data: T } | undefined;
}

/** A /web call as the page makes it (POST JSON, the XHR header, the token in `authorization`). */
export async function webAnswer<T = unknown>(
  base: string,
  path: string,
  body: unknown,
  token?: string,
): Promise<WebAnswer<T>> {
  const res = await fetch(`${base}${API_BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(token ? { authorization: token } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) as WebAnswer<T>['body'] };
  } catch {
    return { status: res.status, body: undefined };
  }
}

/** The envelope of a /web call that answers JSON (throws when it does not). */
export async function webCall<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await webAnswer(base, path, body, token);
  if (answer.body === undefined) throw new Error(`${path} answered HTTP ${answer.status} without JSON`);
  return answer.body as T;
}

/** The data of a /web call that succeeds (throws with its path and code when it does not). */
export async function webData<T>(base: string, path: string, body: unknown, token?: string): Promise<T> {
  const answer = await webAnswer<T>(base, path, body, token);
  if (!answer.body?.success)
    throw new Error(`${path}: HTTP ${answer.status}, code ${answer.body?.code ?? 'none'}`);
  return answer.body.data;
}
