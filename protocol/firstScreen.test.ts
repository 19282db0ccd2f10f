import { describe, expect, it } from 'vitest';

import {
  FIRST_SCREEN_ROUTE,
  FIRST_SCREEN_ROUTES,
  renderPathOf,
  shellWithScreen,
  shellWithScreens,
} from './firstScreen';
import { MAX_PAGE_SCREENS } from './pageSnapshotGate';

const SHELL = '<!doctype html><html lang="zh-Hans"><head></head><body><div id="root"></div></body></html>';

describe('shellWithScreen', () => {
  it("puts the markup into the root, inert, and names its route (and a first visit's language)", () => {
    expect(shellWithScreen(SHELL, '<p>$& $1</p>', { lang: 'en', route: '/match/0', firstScreen: 'en' })).toBe(
      '<!doctype html><html lang="en" data-snapshot="/match/0" data-first-screen="en"><head></head>' +
        '<body><div id="root"><div class="page-snapshot" data-screen="0" inert><p>$& $1</p></div></div></body></html>',
    );
    expect(shellWithScreen(SHELL, '<p>x</p>', { lang: 'th', route: '/match/2' })).toContain(
      '<html lang="th" data-snapshot="/match/2">',
    );
  });

  it('null when the shell has no empty root', () => {
    expect(
      shellWithScreen(SHELL.replace('<div id="root"></div>', ''), '<p>x</p>', { lang: 'en', route: '/' }),
    ).toBe(null);
  });
});

describe('shellWithScreens', () => {
  it('puts each screen into the root in order, numbered, their routes named in that order', () => {
    const screens = [
      { route: '/match/0', markup: '<p>home</p>' },
      { route: '/match/live/*', markup: '<p>live</p>' },
    ];
    expect(shellWithScreens(SHELL, screens, { lang: 'en', firstScreen: 'en' })).toBe(
      '<!doctype html><html lang="en" data-snapshot="/match/0 /match/live/*" data-first-screen="en"><head></head>' +
        '<body><div id="root"><div class="page-snapshot" data-screen="0" inert><p>home</p></div>' +
        '<div class="page-snapshot" data-screen="1" inert><p>live</p></div></div></body></html>',
    );
    expect(shellWithScreens(SHELL, [], { lang: 'en' })).toBe(null);
  });
});

describe('FIRST_SCREEN_ROUTES', () => {
  it('the home first, each route one word the gate can match, no more than a page may carry', () => {
    expect(FIRST_SCREEN_ROUTES[0]).toBe(FIRST_SCREEN_ROUTE);
    expect(FIRST_SCREEN_ROUTES.length).toBeLessThanOrEqual(MAX_PAGE_SCREENS);
    for (const route of FIRST_SCREEN_ROUTES) {
      expect(route).not.toMatch(/\s/);
      // What the build renders is a path of the route: its `*` an id.
      expect(renderPathOf(route)).toMatch(/^\/[a-z]+\/[a-z0-9/]+$/);
    }
    expect(renderPathOf('/anchor/room/*')).toBe('/anchor/room/1');
    expect(renderPathOf(FIRST_SCREEN_ROUTE)).toBe(FIRST_SCREEN_ROUTE);
  });
});
