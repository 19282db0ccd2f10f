import sanitizeHtml from 'sanitize-html';

/**
 * The fixed whitelist of rich text documents (agreements, tutorials, rules; §5). Kept in its own module
 * so sanitize-html is only loaded, as its own chunk, by pages that show rich text.
 */
const ALLOWED_TAGS = [
  'h2',
  'h3',
  'h4',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'blockquote',
  'a',
];
const ALLOWED_ATTRIBUTES: Record<string, string[]> = { a: ['href', 'title'] };
const ALLOWED_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/**
 * Sanitises server HTML in two passes. The first keeps the whitelist plus a bare `<iframe>` and drops
 * everything else; `<script>` and `<style>` go with their content, other unknown tags leave their text.
 * The second escapes what is left outside the whitelist, which by then is only the iframe, so it
 * shows as text rather than loading anything. Event handler attributes and `javascript:` URLs never
 * survive: only `href` and `title` on links are kept, with the schemes above.
 */
export function sanitizeRichText(html: string): string {
  const common = {
    allowedAttributes: ALLOWED_ATTRIBUTES,
    allowedSchemes: ALLOWED_SCHEMES,
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
  };
  const discarded = sanitizeHtml(html, {
    ...common,
    allowedTags: [...ALLOWED_TAGS, 'iframe'],
    disallowedTagsMode: 'discard',
  });
  return sanitizeHtml(discarded, { ...common, allowedTags: ALLOWED_TAGS, disallowedTagsMode: 'escape' });
}
