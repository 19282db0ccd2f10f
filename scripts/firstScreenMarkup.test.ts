import { describe, expect, it } from 'vitest';

import { firstScreenMarkup } from './firstScreenMarkup';

describe('firstScreenMarkup', () => {
  it('drops ids and what points at them, test ids, style attributes, hoisted links and autofocus', () => {
    const html =
      '<link rel="preload" as="image" href="/favicon.svg"/><div class="a" id="x" data-testid="t" style="color:red">' +
      '<label for="x">L</label><input aria-describedby="x" autofocus=""/><section aria-labelledby="h"><h2 id="h">H</h2></section></div>';
    expect(firstScreenMarkup(html)).toBe(
      '<div class="a"><label>L</label><input/><section><h2>H</h2></section></div>',
    );
  });

  it('keeps text that only looks like an attribute', () => {
    expect(firstScreenMarkup('<p>id="x" and for="y"</p>')).toBe('<p>id="x" and for="y"</p>');
  });

  it('refuses markup with a script or an inline handler', () => {
    expect(() => firstScreenMarkup('<div><script>x()</script></div>')).toThrow(/scripts/);
    expect(() => firstScreenMarkup('<img src="a" onerror="x()">')).toThrow(/scripts/);
  });
});
