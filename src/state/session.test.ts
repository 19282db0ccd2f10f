import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LOGOUT_RELOAD_MS } from '../../protocol/rules';
import type * as CallHeaders from '../api/callHeaders';
import type * as Request from '../api/request';
import type { RequestDeps } from '../api/request';

/**
 * The logout's end when the server's "token revoked" comes back before the device wipe is done: the
 * socket of the login closes (the server drops it at logout), the tab asks tokenInfo, the answer
 * is 2321, and the request layer calls onLoggedOut. The tab must still end on '/', not the login page
 * (test/e2e/account.test.ts saw it land on /login on a slow machine).
 */
const h = vi.hoisted(() => ({
  deps: undefined as RequestDeps | undefined,
  kicked: undefined as (() => void) | undefined,
  finishWipe: undefined as (() => void) | undefined,
  go: vi.fn<(path: string) => void>(),
  call: vi.fn<(name: string, body: unknown) => Promise<unknown>>(),
}));

vi.mock('../api/request', async (original) => ({
  ...(await original<typeof Request>()),
  createRequest: (deps: RequestDeps) => {
    h.deps = deps;
    return () => Promise.reject(new Error('not in this test'));
  },
}));
vi.mock('../api/client', () => ({ call: h.call, installRequest: () => undefined }));
vi.mock('../api/deviceId', () => ({ scheduleDeviceId: () => undefined }));
vi.mock('../api/callHeaders', async (original) => ({
  ...(await original<typeof CallHeaders>()),
  currentDeviceId: () => 'device',
}));
vi.mock('../api/queryClient', () => ({
  forgetQueries: () => undefined,
  reloadQueriesForLanguage: () => undefined,
}));
vi.mock('../i18n/i18n', () => ({ activateLanguage: () => Promise.resolve() }));
vi.mock('../i18n/initialLanguage', () => ({ initialLanguage: () => 'en' }));
vi.mock('./chat', () => ({
  forgetChatUser: () => Promise.resolve(),
  setKickedHandler: (handler: () => void) => (h.kicked = handler),
  setLoggedOutHandler: () => undefined,
}));
vi.mock('./deviceWipe', () => ({
  browserWipeDeps: () => ({}),
  wipeDevice: () => new Promise<void>((resolve) => (h.finishWipe = resolve)),
}));
vi.mock('./navigation', () => ({ go: h.go, currentNeedsAuth: () => true }));
vi.mock('./pwa', () => ({ forgetPushAtLogout: () => Promise.resolve() }));

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

const USER = { uid: '42', nickname: 'Lily' };

describe('logout', () => {
  let reload: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    vi.useFakeTimers();
    reload = vi.fn();
    vi.stubGlobal('localStorage', memoryStorage());
    vi.stubGlobal('location', { reload });
    h.go.mockClear();
    h.call.mockReset();
    h.call.mockImplementation((name: string) => {
      if (name === 'isUsefulToken') return Promise.resolve({ success: true, data: { useful: true } });
      if (name === 'userInfo') return Promise.resolve({ success: true, data: USER });
      return Promise.resolve({ success: true, data: {} });
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("ends on '/' when the token's revocation is heard before the wipe is done", async () => {
    const { TOKEN_KEY } = await import('../api/callHeaders');
    localStorage.setItem(TOKEN_KEY, 'token');
    const session = await import('./session');
    await session.boot();
    const { store } = await import('./store');
    expect(store.userInfo?.uid).toBe('42');

    const done = session.logout();
    await vi.waitFor(() => expect(h.finishWipe).toBeDefined());
    // The socket closed for this login: the tab does not ask again, it is logging out.
    h.kicked!();
    expect(h.call).not.toHaveBeenCalledWith('tokenInfo', {});
    // The logout call's own revocation answered by a call in flight (2321): the request layer's hook.
    h.deps!.onLoggedOut();
    expect(h.go).not.toHaveBeenCalledWith('/login');

    h.finishWipe!();
    await done;
    expect(h.go).toHaveBeenCalledWith('/');
    expect(h.go).not.toHaveBeenCalledWith('/login');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    vi.advanceTimersByTime(LOGOUT_RELOAD_MS);
    expect(reload).toHaveBeenCalledOnce();
  });
});
