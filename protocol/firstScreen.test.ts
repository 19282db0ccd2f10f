import { describe, expect, it } from 'vitest';

import { shellWithScreen } from './firstScreen';

const SHELL = '<!doctype html><html lang="zh-Hans"><head></head><body><div id="root"></div></body></html>';

describe('shellWithScreen', () => {
  it("puts the markup into the root, inert, and names its route (and a first visit's language)", () => {
    expect(shellWithScreen(SHELL, '<p>$& $1</p>', { lang: 'en', route: '/match/0', firstScreen: 'en' })).toBe(
      '<!doctype html><html lang="en" data-snapshot="/match/0" data-first-screen="en"><head></head>' +
        '<body><div id="root"><div class="page-snapshot" inert><p>$& $1</p></div></div></body></html>',
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
