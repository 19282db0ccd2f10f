import { controlsAsStandIns } from '../protocol/firstScreen';

/**
 * A server-rendered first screen (src/prerender/firstScreen.tsx) as the page may carry it in its root,
 * inert until the app replaces it: what only the live app may have goes (ids and the references to
 * them: the app's own render brings its ids, and two of each would stand in the page for a moment;
 * test ids; `style` attributes, which the CSP refuses in markup; the `<link>` preloads React hoists;
 * autofocus); each `<select>` and text field becomes its stand-in (protocol/firstScreen.ts). Throws
 * on a script or an inline handler: the build must not ship one.
 */
export function firstScreenMarkup(html: string): string {
  if (/<script\b|\son[a-z]+\s*=/i.test(html)) throw new Error('a first screen must not carry scripts');
  // React escapes `<`, `>` and `"` in text and attribute values: a tag ends at the first `>`.
  return controlsAsStandIns(html)
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag
        .replace(/\s(?:id|data-testid|style|aria-describedby|aria-labelledby|aria-controls|for)="[^"]*"/g, '')
        .replace(/\sautofocus(?:="[^"]*")?/g, ''),
    );
}
