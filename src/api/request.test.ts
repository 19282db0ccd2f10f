import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Envelope } from '../../protocol/envelope';
import { TOKEN_KEY } from './callHeaders';
import { createRequest, type RequestDeps, RequestTimeoutError } from './request';

type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

/** A fetch that answers `envelope` each time. */
function answering(...envelopes: Envelope<unknown>[]): FetchMock {
  const fn = vi.fn<typeof fetch>();
  for (const e of envelopes) fn.mockResolvedValueOnce(jsonResponse(e));
  return fn;
}

/** A fetch that never answers and, like the real one, rejects when its signal aborts. */
function hanging(): FetchMock {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('The operation was aborted.', 'AbortError')),
        );
      }),
  );
}

function setup(fetchImpl: FetchMock, token: string | null = 'tok-123', extra: Partial<RequestDeps> = {}) {
  const storage = memoryStorage(token ? { [TOKEN_KEY]: token, other: 'kept' } : { other: 'kept' });
  const onLoggedOut = vi.fn<() => void>();
  const onForbidden = vi.fn<(data: unknown) => void>();
  let language = 'zh';
  const request = createRequest({
    fetch: fetchImpl,
    storage,
    language: () => language,
    deviceId: () => 'dev-42',
    onLoggedOut,
    onForbidden,
    ...extra,
  });
  return {
    request,
    storage,
    onLoggedOut,
    onForbidden,
    setLanguage: (l: string) => {
      language = l;
    },
  };
}

function sent(
  fetchImpl: FetchMock,
  call = 0,
): { url: string; init: RequestInit; headers: Record<string, string> } {
  const args = fetchImpl.mock.calls[call];
  if (!args) throw new Error(`fetch was not called ${call + 1} time(s)`);
  const init = args[1] ?? {};
  return { url: args[0] as string, init, headers: init.headers as Record<string, string> };
}

describe('request.headers', () => {
  it('sends X-Requested-With, JSON content type, device info, language and the stored token', async () => {
    const fetchImpl = answering({ success: true, code: 0, data: {} });
    const { request, setLanguage } = setup(fetchImpl);
    setLanguage('tha');
    await request('/web_user/user_info');
    const { headers } = sent(fetchImpl);
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
    expect(headers['Content-Type']).toMatch(/^application\/json/);
    expect(headers['device-info']).toBe('pc dev-42');
    expect(headers.language).toBe('tha');
    expect(headers.Authorization).toBe('tok-123');
  });

  it('sends no Authorization header without a stored token', async () => {
    const fetchImpl = answering({ success: true, code: 0, data: {} });
    const { request } = setup(fetchImpl, null);
    await request('/web_user/code_token');
    const { headers } = sent(fetchImpl);
    expect(Object.keys(headers).map((k) => k.toLowerCase())).not.toContain('authorization');
    expect(headers['X-Requested-With']).toBe('XMLHttpRequest');
  });

  it('reads the token and the language at each call, not once', async () => {
    const fetchImpl = answering({ success: true, code: 0, data: {} }, { success: true, code: 0, data: {} });
    const { request, storage, setLanguage } = setup(fetchImpl, null);
    await request('/a');
    storage.setItem(TOKEN_KEY, 'fresh-token');
    setLanguage('por');
    await request('/b');
    expect(sent(fetchImpl, 0).headers.Authorization).toBeUndefined();
    expect(sent(fetchImpl, 0).headers.language).toBe('zh');
    expect(sent(fetchImpl, 1).headers.Authorization).toBe('fresh-token');
    expect(sent(fetchImpl, 1).headers.language).toBe('por');
  });
});

describe('request.method and body', () => {
  it('POSTs the body as JSON under the /web base on the same origin', async () => {
    const fetchImpl = answering({ success: true, code: 0, data: {} });
    const { request } = setup(fetchImpl);
    await request('/web_user/web_pwd_login', { username: 'anchor01', password: 'demo1234' });
    const { url, init } = sent(fetchImpl);
    expect(url).toBe('/web/web_user/web_pwd_login');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({ username: 'anchor01', password: 'demo1234' });
  });

  it('POSTs an empty JSON object when no body is given', async () => {
    const fetchImpl = answering({ success: true, code: 0, data: {} });
    const { request } = setup(fetchImpl);
    await request('/web_user/user_info');
    expect(sent(fetchImpl).init.body).toBe('{}');
  });

  it('sends GET without a body, with the query in the URL', async () => {
    const fetchImpl = answering({ success: true, code: 0, data: [] }, { success: true, code: 0, data: [] });
    const { request } = setup(fetchImpl);
    await request('/systemEnums/findAll', { ignored: true }, { method: 'GET' });
    await request('/group/get/code/info', {}, { method: 'GET', query: { code: 'a b&c' } });
    expect(sent(fetchImpl, 0).url).toBe('/web/systemEnums/findAll');
    expect(sent(fetchImpl, 0).init.method).toBe('GET');
    expect(sent(fetchImpl, 0).init.body).toBeUndefined();
    expect(sent(fetchImpl, 1).url).toBe('/web/group/get/code/info?code=a+b%26c');
  });
});

describe('request.statusCodes', () => {
  it('returns a success envelope and keeps the token', async () => {
    const envelope = { success: true, code: 0, data: { uid: '7' } };
    const { request, storage, onLoggedOut, onForbidden } = setup(answering(envelope));
    await expect(request('/web_user/user_info')).resolves.toEqual(envelope);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(onLoggedOut).not.toHaveBeenCalled();
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it.each([403, 2321])('on %i removes the token zbpcJwt and calls onLoggedOut', async (code) => {
    const envelope = { success: false, code, data: { message: 'expired' } };
    const { request, storage, onLoggedOut, onForbidden } = setup(answering(envelope));
    await expect(request('/web_user/user_info')).resolves.toEqual(envelope);
    expect(storage.getItem(TOKEN_KEY)).toBeNull();
    expect(storage.getItem('other')).toBe('kept');
    expect(onLoggedOut).toHaveBeenCalledTimes(1);
    expect(onForbidden).not.toHaveBeenCalled();
  });

  it('on 7898 calls onForbidden with the data once only across two calls', async () => {
    const envelope = { success: false, code: 7898, data: { message: 'region', region: 'XX' } };
    const { request, storage, onLoggedOut, onForbidden } = setup(answering(envelope, envelope));
    await expect(request('/web_race/web_race_column')).resolves.toEqual(envelope);
    await expect(request('/web_anchor/anchor_column')).resolves.toEqual(envelope);
    expect(onForbidden).toHaveBeenCalledTimes(1);
    expect(onForbidden).toHaveBeenCalledWith(envelope.data);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('keeps "once" per helper: a second helper shows the 403 page again', async () => {
    const envelope = { success: false, code: 7898, data: { message: 'region' } };
    const first = setup(answering(envelope));
    const second = setup(answering(envelope));
    await first.request('/a');
    await second.request('/a');
    expect(first.onForbidden).toHaveBeenCalledTimes(1);
    expect(second.onForbidden).toHaveBeenCalledTimes(1);
  });

  it.each([1000, 1003, 3002, 3006, 3024, 500, 404])(
    'returns code %i to the caller untouched',
    async (code) => {
      const envelope = {
        success: false,
        code,
        data: { message: 'refused', issues: [{ path: 'username', rule: 'credential' }] },
      };
      const { request, storage, onLoggedOut, onForbidden } = setup(answering(envelope));
      await expect(request('/web_user/web_pwd_login', {})).resolves.toStrictEqual(envelope);
      expect(storage.getItem(TOKEN_KEY)).toBe('tok-123');
      expect(onLoggedOut).not.toHaveBeenCalled();
      expect(onForbidden).not.toHaveBeenCalled();
    },
  );
});

describe('request.failures', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rejects with the network error', async () => {
    const error = new TypeError('Failed to fetch');
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(error);
    const { request, storage, onLoggedOut } = setup(fetchImpl);
    await expect(request('/web_user/user_info')).rejects.toBe(error);
    expect(storage.getItem(TOKEN_KEY)).toBe('tok-123');
    expect(onLoggedOut).not.toHaveBeenCalled();
  });

  it('rejects when the answer is not JSON', async () => {
    const fetchImpl = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(new Response('<html>502 Bad Gateway</html>', { status: 502 }));
    const { request } = setup(fetchImpl);
    await expect(request('/web_user/user_info')).rejects.toThrow();
  });

  describe('timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });

    it('is still pending at 14999 ms and rejects with RequestTimeoutError at exactly 15000 ms', async () => {
      const fetchImpl = hanging();
      const { request } = setup(fetchImpl);
      let outcome: unknown = 'pending';
      request('/web_race/match_list').then(
        () => (outcome = 'resolved'),
        (error: unknown) => (outcome = error),
      );
      await vi.advanceTimersByTimeAsync(14_999);
      expect(outcome).toBe('pending');
      expect(sent(fetchImpl).init.signal?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(outcome).toBeInstanceOf(RequestTimeoutError);
      expect((outcome as RequestTimeoutError).path).toBe('/web_race/match_list');
      expect(sent(fetchImpl).init.signal?.aborted).toBe(true);
    });

    it('honours a configured timeout', async () => {
      const { request } = setup(hanging(), 'tok', { timeoutMs: 1000 });
      const pending = request('/x');
      const assertion = expect(pending).rejects.toBeInstanceOf(RequestTimeoutError);
      await vi.advanceTimersByTimeAsync(1000);
      await assertion;
    });

    it('clears its timer once the answer arrived', async () => {
      const { request } = setup(answering({ success: true, code: 0, data: {} }));
      await request('/x');
      expect(vi.getTimerCount()).toBe(0);
    });

    it('does not treat a fast network error as a timeout', async () => {
      const fetchImpl = vi.fn<typeof fetch>().mockRejectedValueOnce(new TypeError('offline'));
      const { request } = setup(fetchImpl);
      const result = request('/x');
      await expect(result).rejects.toBeInstanceOf(TypeError);
      await expect(result).rejects.not.toBeInstanceOf(RequestTimeoutError);
    });
  });
});
