import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEVICE_HEADER, LANGUAGE_HEADER } from '../../protocol/language';
import { DEVICE_KEY, TOKEN_KEY } from '../api/callHeaders';
import { LANGUAGE_KEY } from '../i18n/initialLanguage';
import { startEarlyCall } from './earlyCall';

describe('the early details call of a live page', () => {
  const items = new Map<string, string>();
  const fetchMock = vi.fn((..._args: unknown[]) => Promise.resolve(new Response('{}')));

  const visit = (hash: string) => vi.stubGlobal('location', { hash });

  beforeEach(() => {
    items.clear();
    fetchMock.mockClear();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    });
    vi.stubGlobal('navigator', { language: 'th-TH' });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("asks for a live match's details as the app's request helper would, for a visitor", async () => {
    items.set(DEVICE_KEY, 'abc');
    visit('#/match/live/42?tab=events');
    const call = startEarlyCall();
    expect(call?.load).toEqual(['matchDetails', { matchId: 42 }]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/web/web_match/web_match_details');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"matchId":42}');
    expect(init.headers).toMatchObject({ [DEVICE_HEADER]: 'pc abc', [LANGUAGE_HEADER]: 'tha' });
    expect(init.headers).not.toHaveProperty('Authorization');
    // The browser's language, kept for boot as initialLanguage keeps it.
    expect(items.get(LANGUAGE_KEY)).toBe('tha');
    await expect(call?.response).resolves.toBeInstanceOf(Response);
  });

  it("asks for an anchor's room in the stored language", () => {
    items.set(LANGUAGE_KEY, 'por');
    visit('#/anchor/room/1007');
    expect(startEarlyCall()?.load).toEqual(['anchorDetails', { id: '1007' }]);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/web/web_anchor/anchor_details');
    expect(init.body).toBe('{"id":"1007"}');
    expect(init.headers).toMatchObject({ [LANGUAGE_HEADER]: 'por', [DEVICE_HEADER]: 'pc ' });
  });

  it('asks nothing for a logged-in start or another route', () => {
    items.set(TOKEN_KEY, 'token');
    visit('#/match/live/42');
    expect(startEarlyCall()).toBeNull();
    items.delete(TOKEN_KEY);
    visit('#/match/0');
    expect(startEarlyCall()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
