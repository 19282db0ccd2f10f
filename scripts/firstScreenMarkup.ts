import { SELECT_STAND_IN_CLASS } from '../protocol/firstScreen';

/** One option of React's markup: its attributes and its (escaped) text. */
const OPTION = /<option\b([^>]*)>([^<]*)<\/option>/gi;

const attribute = (attrs: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attrs)?.[1];

/** A `<select>`'s markup as its stand-in: the chosen option's text (protocol/firstScreen.ts). */
function selectStandIn(select: string): string {
  const options = [...select.matchAll(OPTION)];
  const chosen = options.find(([, attrs]) => /\sselected(?:=|\s|$)/.test(attrs!)) ?? options[0];
  if (!chosen) return `<span class="${SELECT_STAND_IN_CLASS}"></span>`;
  const [, attrs = '', text = ''] = chosen;
  const value = attribute(attrs, 'value');
  const lang = attribute(attrs, 'lang');
  const data = value === undefined ? '' : ` data-value="${value}"`;
  const language = lang ? ` lang="${lang}"` : '';
  return `<span class="${SELECT_STAND_IN_CLASS}"${data}${language}><span>${text}</span></span>`;
}

/**
 * A server-rendered first screen (src/prerender/firstScreen.tsx) as the page may carry it in its root,
 * inert until the app replaces it: what only the live app may have goes (ids and the references to
 * them: the app's own render brings its ids, and two of each would stand in the page for a moment;
 * test ids; `style` attributes, which the CSP refuses in markup; the `<link>` preloads React hoists;
 * autofocus); each `<select>` becomes its stand-in (protocol/firstScreen.ts). Throws on a script
 * or an inline handler: the build must not ship one.
 */
export function firstScreenMarkup(html: string): string {
  if (/<script\b|\son[a-z]+\s*=/i.test(html)) throw new Error('a first screen must not carry scripts');
  // React escapes `<`, `>` and `"` in text and attribute values: a tag ends at the first `>`.
  return html
    .replace(/<link\b[^>]*>/gi, '')
    .replace(/<select\b[^>]*>[\s\S]*?<\/select>/gi, selectStandIn)
    .replace(/<[a-z][^>]*>/gi, (tag) =>
      tag
        .replace(/\s(?:id|data-testid|style|aria-describedby|aria-labelledby|aria-controls|for)="[^"]*"/g, '')
        .replace(/\sautofocus(?:="[^"]*")?/g, ''),
    );
}
