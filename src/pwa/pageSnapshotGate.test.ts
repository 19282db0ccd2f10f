import { describe, expect, it } from 'vitest';

import { FIRST_SCREEN_ROUTE } from '../../protocol/firstScreen';
import { GATE_LANGUAGE_KEY, GATE_TOKEN_KEY, PAGE_SNAPSHOT_GATE } from '../../protocol/pageSnapshotGate';
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
function shown({ attributes, hash, stored = {}, refused = false }: Case): boolean {
  const classes = new Set<string>();
  const document = {
    documentElement: {
      getAttribute: (name: string) => attributes[name] ?? null,
      classList: { add: (name: string) => classes.add(name) },
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
  return classes.has('snapshot-shown');
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
