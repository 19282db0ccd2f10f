import { describe, expect, it } from 'vitest';

import { sanitizeRichText } from './sanitizeRichText';

describe('sanitizeRichText', () => {
  it('removes script tags together with their content', () => {
    const out = sanitizeRichText('<p>before</p><script>alert("x")</script><p>after</p>');
    expect(out).toBe('<p>before</p><p>after</p>');
    expect(out).not.toContain('alert');
  });

  it('removes scripts nested in allowed tags and style blocks', () => {
    const out = sanitizeRichText(
      '<p>a<script type="module">steal()</script>b</p><style>p{color:red}</style>',
    );
    expect(out).toBe('<p>ab</p>');
  });

  it('escapes iframe tags so they show as text', () => {
    const out = sanitizeRichText('<p>x</p><iframe src="https://evil.example/"></iframe>');
    expect(out).toBe('<p>x</p>&lt;iframe&gt;&lt;/iframe&gt;');
    expect(out).not.toContain('<iframe');
    expect(out).not.toContain('evil.example');
  });

  it('escapes an iframe inside a paragraph', () => {
    const out = sanitizeRichText('<p>see <iframe src="javascript:alert(1)">inner</iframe> here</p>');
    expect(out).not.toContain('<iframe');
    expect(out).toContain('&lt;iframe&gt;');
    expect(out).not.toContain('javascript:');
  });

  it('drops event handler attributes', () => {
    const out = sanitizeRichText(
      '<p onclick="alert(1)" onmouseover="x()">hi</p><strong onclick="y()">b</strong>',
    );
    expect(out).toBe('<p>hi</p><strong>b</strong>');
  });

  it('drops javascript: and data: URLs but keeps safe links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="data:text/html,hi">x</a>')).toBe('<a>x</a>');
    expect(sanitizeRichText('<a href="https://example.com/a" target="_blank">x</a>')).toBe(
      '<a href="https://example.com/a">x</a>',
    );
    expect(sanitizeRichText('<a href="mailto:support@example.com">mail</a>')).toBe(
      '<a href="mailto:support@example.com">mail</a>',
    );
    expect(sanitizeRichText('<a href="#/user/contract/privacy">p</a>')).toBe(
      '<a href="#/user/contract/privacy">p</a>',
    );
  });

  it('keeps the allowed tags and drops unknown ones but not their text', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong> and <em>stress</em>.</p><ul><li>one</li><li>two</li></ul>';
    expect(sanitizeRichText(html)).toBe(html);
    expect(sanitizeRichText('<div class="x" style="color:red"><span>plain</span></div>')).toBe('plain');
    expect(sanitizeRichText('<img src="x" onerror="alert(1)">')).toBe('');
  });

  it('keeps text in Thai, Hindi and Chinese and entities unchanged', () => {
    const html = '<p>ข้อตกลง · समझौता · 用户协议 &amp; &lt;tag&gt;</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });
});
