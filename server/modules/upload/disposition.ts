/** Longest file name kept in a download's Content-Disposition, in characters. */
const NAME_MAX = 150;

/** Control characters (C0, DEL, C1), zero-width and bidi overrides: nothing a file name needs. */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    (code >= 0x200b && code <= 0x200f) ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/** A file name safe to offer for download: no path, no control or bidi characters, no leading dots. */
export function sanitizeFileName(name: string): string {
  const kept = Array.from(name.normalize('NFC'))
    .filter((ch) => !isInvisible(ch.codePointAt(0)!))
    .join('')
    .replace(/[\\/:*?"<>|]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  return Array.from(kept).slice(0, NAME_MAX).join('').trim();
}

/** RFC 5987 value-chars: percent-encoded UTF-8 of everything but attr-char. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * Content-Disposition of a stored file (RFC 6266): always `attachment`; with a name, an ASCII
 * `filename` fallback and the exact UTF-8 name in `filename*`.
 */
export function attachmentDisposition(name: unknown): string {
  const clean = typeof name === 'string' ? sanitizeFileName(name) : '';
  if (!clean) return 'attachment';
  const ascii = clean.replace(/[^\x20-\x7e]|[%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(clean)}`;
}
