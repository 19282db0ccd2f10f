import { describe, expect, it } from 'vitest';

import { FIRST_SCREEN_ROUTE } from '../../protocol/firstScreen';
import {
  GATE_LANGUAGE_KEY,
  GATE_TOKEN_KEY,
  MAX_PAGE_SCREENS,
  PAGE_SNAPSHOT_GATE,
  SNAPSHOT_SCREEN_CLASS_PREFIX,
} from '../../protocol/pageSnapshotGate';
import { TOKEN_KEY } from '../api/callHeaders';
import { LANGUAGE_KEY } from '../i18n/initialLanguage';

interface Case {
  attributes: Record<string, string>;
  hash: string;
  stored?: Record<string, string>;
  /** Storage refused (a private mode setting): reading localStorage throws. */
  refused?: boolean;
}

/** Runs index.html's gate against a page with these attributes, URL fragment and storage: shown? */
function shown(page: Case): boolean {
  return gateClasses(page).has('snapshot-shown');
}

/** The number of the screen the gate shows, else null. */
function screenShown(page: Case): number | null {
  const classes = [...gateClasses(page)].filter((c) => /^snapshot-\d+$/.test(c));
  expect(classes.length).toBeLessThanOrEqual(1);
  return classes[0] ? Number(classes[0].slice(SNAPSHOT_SCREEN_CLASS_PREFIX.length)) : null;
}

/** The classes index.html's gate adds to <html>. */
function gateClasses({ attributes, hash, stored = {}, refused = false }: Case): Set<string> {
  const classes = new Set<string>();
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes[name] ?? null,
      classList: { add: (...names: string[]) => names.forEach((name) => classes.add(name)) },
    },
  };
  const storage = { getItem: (key: string) => stored[key] ?? null };
  const scope = {
    get localStorage() {
      if (refused) throw new Error('SecurityError');
      return storage;
    },
  };
  // The gate reads the page's globals: given here as the function's parameters.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const gate = new Function('document', 'location', 'scope', `with (scope) { ${PAGE_SNAPSHOT_GATE} }`) as (
    document: unknown,
    location: { hash: string },
    scope: unknown,
  ) => void;
  gate(document, { hash }, scope);
  return classes;
}

const snapshot = { 'data-snapshot': '/match/2' };
const first = { 'data-snapshot': FIRST_SCREEN_ROUTE, 'data-first-screen': 'en' };

describe("index.html's gate (protocol/pageSnapshotGate.ts)", () => {
  it('reads the keys the page writes', () => {
    expect(GATE_TOKEN_KEY).toBe(TOKEN_KEY);
    expect(GATE_LANGUAGE_KEY).toBe(LANGUAGE_KEY);
  });

  it('shows a kept snapshot on its route only, whoever is here', () => {
    expect(shown({ attributes: snapshot, hash: '#/match/2' })).toBe(true);
    expect(shown({ attributes: snapshot, hash: '#/match/2?filter=1' })).toBe(true);
    expect(shown({ attributes: snapshot, hash: '#/match/3' })).toBe(false);
    expect(shown({ attributes: snapshot, hash: '' })).toBe(false);
    expect(shown({ attributes: snapshot, hash: '#/match/2', stored: { [TOKEN_KEY]: 't' } })).toBe(true);
    expect(shown({ attributes: {}, hash: '#/match/2' })).toBe(false);
  });

  it('no fragment (or #/) is the home, where / leads', () => {
    expect(shown({ attributes: { 'data-snapshot': FIRST_SCREEN_ROUTE }, hash: '' })).toBe(true);
    expect(shown({ attributes: { 'data-snapshot': FIRST_SCREEN_ROUTE }, hash: '#/' })).toBe(true);
  });

  it("shows a first visit's screen to a visitor whose language it is", () => {
    expect(shown({ attributes: first, hash: '#/match/0' })).toBe(true);
    expect(shown({ attributes: first, hash: '' })).toBe(true);
    expect(shown({ attributes: first, hash: '#/match/0', stored: { [LANGUAGE_KEY]: 'en' } })).toBe(true);
    expect(shown({ attributes: first, hash: '#/login' })).toBe(false);
  });

  it('not to someone logged in here, nor in another language chosen here, nor when storage is refused', () => {
    expect(shown({ attributes: first, hash: '#/match/0', stored: { [TOKEN_KEY]: 'a.b.c' } })).toBe(false);
    expect(shown({ attributes: first, hash: '#/match/0', stored: { [LANGUAGE_KEY]: 'tha' } })).toBe(false);
    expect(shown({ attributes: first, hash: '#/match/0', refused: true })).toBe(false);
  });
});

describe("the gate on a first visit's page with a screen per route", () => {
  const page = {
    'data-snapshot': `${FIRST_SCREEN_ROUTE} /match/live/* /anchor/room/*`,
    'data-first-screen': 'en',
  };

  it('shows the screen of the route, a `*` being one id', () => {
    expect(screenShown({ attributes: page, hash: '' })).toBe(0);
    expect(screenShown({ attributes: page, hash: '#/match/0' })).toBe(0);
    expect(screenShown({ attributes: page, hash: '#/match/live/2' })).toBe(1);
    expect(screenShown({ attributes: page, hash: '#/match/live/2?t=1' })).toBe(1);
    expect(screenShown({ attributes: page, hash: '#/anchor/room/2147483647' })).toBe(2);
  });

  it('none for another route, an id that is not one, or a route below', () => {
    for (const hash of [
      '#/match/1',
      '#/match/live/',
      '#/match/live/x2',
      '#/anchor/room/4/more',
      '#/anchor/room',
    ])
      expect(screenShown({ attributes: page, hash })).toBe(null);
  });

  it('the first visit rules hold for each screen', () => {
    expect(screenShown({ attributes: page, hash: '#/match/live/2', stored: { [TOKEN_KEY]: 't' } })).toBe(
      null,
    );
    expect(
      screenShown({ attributes: page, hash: '#/anchor/room/4', stored: { [LANGUAGE_KEY]: 'vie' } }),
    ).toBe(null);
  });

  it('none past the screens a page may carry (the stylesheet has a rule for each of those)', () => {
    const many = {
      'data-snapshot': Array.from({ length: MAX_PAGE_SCREENS + 1 }, (_, i) => `/match/${i}`).join(' '),
    };
    expect(screenShown({ attributes: many, hash: `#/match/${MAX_PAGE_SCREENS - 1}` })).toBe(
      MAX_PAGE_SCREENS - 1,
    );
    expect(screenShown({ attributes: many, hash: `#/match/${MAX_PAGE_SCREENS}` })).toBe(null);
  });
});
