import type { UploadContentType } from '../../../protocol/upload';

/** How many leading bytes `matchesContentType` looks at. */
export const HEAD_BYTES = 12;

function at(head: Uint8Array, offset: number, bytes: readonly number[] | string): boolean {
  const want = typeof bytes === 'string' ? [...bytes].map((c) => c.charCodeAt(0)) : bytes;
  return want.every((b, i) => head[offset + i] === b);
}

const SIGNATURES: Record<UploadContentType, (head: Uint8Array) => boolean> = {
  'image/jpeg': (h) => at(h, 0, [0xff, 0xd8, 0xff]),
  'image/png': (h) => at(h, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  'image/gif': (h) => at(h, 0, 'GIF8'),
  'image/webp': (h) => at(h, 0, 'RIFF') && at(h, 8, 'WEBP'),
  'video/mp4': (h) => at(h, 4, 'ftyp'),
  'video/webm': (h) => at(h, 0, [0x1a, 0x45, 0xdf, 0xa3]),
  // Any file: never interpreted, always served as a download.
  'application/octet-stream': () => true,
};

/** True when the first bytes of a file are those of `contentType` (the type the upload URL was signed for). */
export function matchesContentType(contentType: UploadContentType, head: Uint8Array): boolean {
  return SIGNATURES[contentType](head);
}
