import { describe, expect, it } from 'vitest';

import {
  API_CACHE,
  apiCacheKey,
  type ApiCacheDeps,
  isCachedCall,
  staleWhileRevalidate,
  warmApiCache,
} from './apiCache';
import { fakeCaches } from './fakeCaches';

const ORIGIN = 'https://tribune.test';

/** The network: answers `answer()` (or fails while `down`), and says what it was asked. */
function fakeDeps(answer: (request: Request) => { success: boolean; data?: unknown }) {
  const { caches, stores } = fakeCaches();
  const api = () => stores.get(API_CACHE) ?? new Map<string, string>();
  const asked: string[] = [];
  const pending: Promise<unknown>[] = [];
  let down = false;
  const deps: ApiCacheDeps = {
    caches,
    fetch: (request) => {
      asked.push(`${request.method} ${new URL(request.url).pathname} ${request.headers.get('language')}`);
      if (down) return Promise.reject(new TypeError('Failed to fetch'));
      return Promise.resolve(Response.json(answer(request)));
    },
    waitUntil: (work) => void pending.push(work),
  };
  return {
    deps,
    asked,
    api,
    setDown: (value: boolean) => void (down = value),
    settle: () => Promise.all(pending.splice(0)),
  };
}

const columns = (language = 'en', body = '{}') =>
  new Request(`${ORIGIN}/web/web_race/web_race_column`, { method: 'POST', headers: { language }, body });

describe('sw api cache', () => {
  it("takes only boot's public calls, with their own method, on our origin", () => {
    const at = (path: string, origin = ORIGIN) => new URL(`${origin}${path}`);
    expect(isCachedCall(at('/web/web_race/web_race_column'), 'POST', ORIGIN)).toBe(true);
    expect(isCachedCall(at('/web/web_anchor/anchor_column'), 'POST', ORIGIN)).toBe(true);
    expect(isCachedCall(at('/web/web_home/footer_info'), 'POST', ORIGIN)).toBe(true);
    expect(isCachedCall(at('/web/systemEnums/findAll'), 'GET', ORIGIN)).toBe(true);
    expect(isCachedCall(at('/web/systemEnums/findAll'), 'POST', ORIGIN)).toBe(false);
    expect(isCachedCall(at('/web/web_race/web_race_column'), 'GET', ORIGIN)).toBe(false);
    expect(isCachedCall(at('/web/web_home/home_details_top'), 'POST', ORIGIN)).toBe(false);
    expect(isCachedCall(at('/web/web_user/get_user_info'), 'POST', ORIGIN)).toBe(false);
    expect(isCachedCall(at('/web/web_race/web_race_column', 'https://other.test'), 'POST', ORIGIN)).toBe(
      false,
    );
  });

  it('keys a call by its path and language, and keeps no call sent with a body', async () => {
    expect(await apiCacheKey(columns('tha'))).toBe(`${ORIGIN}/web/web_race/web_race_column?sw-language=tha`);
    expect(await apiCacheKey(columns('en'))).not.toBe(await apiCacheKey(columns('tha')));
    expect(await apiCacheKey(columns('en', ''))).toBe(await apiCacheKey(columns('en')));
    expect(await apiCacheKey(columns('en', '{"raceType":1}'))).toBeNull();
    const enums = new Request(`${ORIGIN}/web/systemEnums/findAll`, { headers: { language: 'vie' } });
    expect(await apiCacheKey(enums)).toBe(`${ORIGIN}/web/systemEnums/findAll?sw-language=vie`);
  });

  it('answers from the network once, then from the cache while the network refreshes it', async () => {
    let version = 1;
    const net = fakeDeps(() => ({ success: true, data: [{ raceType: 1, name: `Football v${version}` }] }));
    const first = await staleWhileRevalidate(columns(), net.deps);
    expect(await first.json()).toMatchObject({ data: [{ name: 'Football v1' }] });
    expect(net.asked).toHaveLength(1);

    version = 2;
    const second = await staleWhileRevalidate(columns(), net.deps);
    // The kept answer, at once; the network was asked too, and its answer is kept for the next time.
    expect(await second.json()).toMatchObject({ data: [{ name: 'Football v1' }] });
    await net.settle();
    expect(net.asked).toHaveLength(2);
    const third = await staleWhileRevalidate(columns(), net.deps);
    expect(await third.json()).toMatchObject({ data: [{ name: 'Football v2' }] });
  });

  it('keeps each language apart', async () => {
    const net = fakeDeps((r) => ({ success: true, data: r.headers.get('language') }));
    await staleWhileRevalidate(columns('en'), net.deps);
    const thai = await staleWhileRevalidate(columns('tha'), net.deps);
    expect(await thai.json()).toMatchObject({ data: 'tha' });
    expect(net.api().size).toBe(2);
  });

  it('never keeps a refusal, and passes a call with a body to the network as it is', async () => {
    const net = fakeDeps(() => ({ success: false }));
    expect(await (await staleWhileRevalidate(columns(), net.deps)).json()).toEqual({ success: false });
    expect(net.api().size).toBe(0);
    await staleWhileRevalidate(columns('en', '{"x":1}'), net.deps);
    expect(net.asked).toHaveLength(2);
    expect(net.api().size).toBe(0);
  });

  it('offline: the kept answer; nothing kept: the network error, as without the worker', async () => {
    const net = fakeDeps(() => ({ success: true, data: ['kept'] }));
    await staleWhileRevalidate(columns('en'), net.deps);
    net.setDown(true);
    expect(await (await staleWhileRevalidate(columns('en'), net.deps)).json()).toMatchObject({
      data: ['kept'],
    });
    await net.settle();
    await expect(staleWhileRevalidate(columns('tha'), net.deps)).rejects.toThrow('Failed to fetch');
  });

  it('fills the cache at install with the four calls in the given language, once', async () => {
    const net = fakeDeps((r) => ({ success: true, data: new URL(r.url).pathname }));
    await warmApiCache(ORIGIN, 'por', net.deps);
    expect(net.asked.sort()).toEqual([
      'GET /web/systemEnums/findAll por',
      'POST /web/web_anchor/anchor_column por',
      'POST /web/web_home/footer_info por',
      'POST /web/web_race/web_race_column por',
    ]);
    await warmApiCache(ORIGIN, 'por', net.deps);
    expect(net.asked).toHaveLength(4);
    const answer = await staleWhileRevalidate(columns('por'), net.deps);
    expect(await answer.json()).toMatchObject({ data: '/web/web_race/web_race_column' });
  });
});
