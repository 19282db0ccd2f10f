import { describe, expect, it } from 'vitest';

import { firstScreenMarkup } from './firstScreenMarkup';

describe('firstScreenMarkup', () => {
  it('drops ids and what points at them, test ids, style attributes, hoisted links and autofocus', () => {
    const html =
      '<link rel="preload" as="image" href="/favicon.svg"/><div class="a" id="x" data-testid="t" style="color:red">' +
      '<label for="x">L</label><input type="checkbox" aria-describedby="x" autofocus=""/><section aria-labelledby="h"><h2 id="h">H</h2></section></div>';
    expect(firstScreenMarkup(html)).toBe(
      '<div class="a"><label>L</label><input type="checkbox"/><section><h2>H</h2></section></div>',
    );
  });

  it("draws a select as its stand-in with the chosen option's text, value and language", () => {
    const html =
      '<label class="language-switcher"><span class="visually-hidden">Language</span><select aria-label="Language" data-testid="language-switcher">' +
      '<option value="zh" lang="zh-Hans">简体中文</option><option value="en" lang="en" selected="">English</option></select></label>';
    expect(firstScreenMarkup(html)).toBe(
      '<label class="language-switcher"><span class="visually-hidden">Language</span>' +
        '<span class="select-stand-in" data-value="en" lang="en"><span>English</span></span></label>',
    );
  });

  it("takes a select's first option when none is chosen, keeps escaped text, and leaves no select", () => {
    const html =
      '<p><select><option value="a">A &amp; B</option><option value="b">B</option></select> and <select></select></p>';
    const out = firstScreenMarkup(html);
    expect(out).toBe(
      '<p><span class="select-stand-in" data-value="a"><span>A &amp; B</span></span> and <span class="select-stand-in"></span></p>',
    );
    expect(out).not.toMatch(/<select|<option/);
  });

  it('draws a text field as its stand-in: its placeholder marked as one, else its value', () => {
    const html =
      '<form class="search" role="search"><input type="search" placeholder="Search &quot;x&quot; &amp; y" aria-label="Search" maxLength="50" value=""/></form>' +
      '<input value="typed"><textarea placeholder="Note">kept &lt;text&gt;</textarea><textarea placeholder="Empty"></textarea>';
    const out = firstScreenMarkup(html);
    expect(out).toBe(
      '<form class="search" role="search"><span class="input-stand-in" data-type="search" data-placeholder=""><span>Search &quot;x&quot; &amp; y</span></span></form>' +
        '<span class="input-stand-in"><span>typed</span></span>' +
        '<span class="input-stand-in"><span>kept &lt;text&gt;</span></span>' +
        '<span class="input-stand-in" data-placeholder=""><span>Empty</span></span>',
    );
    expect(out).not.toMatch(/<input|<textarea/);
  });

  it('keeps inputs that are not text fields (a checkbox, a radio, a button)', () => {
    const html =
      '<input type="checkbox" role="switch" class="switch"/><input type="radio" name="r"><input type="submit" value="Go"/>';
    expect(firstScreenMarkup(html)).toBe(html);
  });

  it('keeps text that only looks like an attribute', () => {
    expect(firstScreenMarkup('<p>id="x" and for="y"</p>')).toBe('<p>id="x" and for="y"</p>');
  });

  it('refuses markup with a script or an inline handler', () => {
    expect(() => firstScreenMarkup('<div><script>x()</script></div>')).toThrow(/scripts/);
    expect(() => firstScreenMarkup('<img src="a" onerror="x()">')).toThrow(/scripts/);
  });
});
