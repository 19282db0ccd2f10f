/**
 * Chat image compression rules of §5, shared by the page, the compression worker and the server.
 * Pure functions only: no DOM, no Node.
 */
export const COMPRESS_FORMATS = ['png', 'jpg', 'jpeg'] as const;
export type CompressFormat = (typeof COMPRESS_FORMATS)[number];
/** What the worker does with a file: re-encode as JPEG, quantise as PNG, or nothing (undefined). */
export type CompressKind = 'jpeg' | 'png';

export const DEFAULT_QUALITY = 80;
export const MIN_QUALITY = 0;
export const MAX_QUALITY = 100;
/** Taller images are scaled proportionally down to this height. */
export const MAX_HEIGHT = 20000;
/** PNGs are quantised to a palette of at most this many colours. */
export const PNG_PALETTE_COLOURS = 256;

/** §8 messages, shown to the user as they are. */
export const EMPTY_FILE_ERROR = 'file can not be empty';
export const COMPRESS_ERROR = 'compress error';

export interface CompressInput {
  bytes: ArrayBuffer;
  fileName: string;
  mimeType: string;
  /** 0 to 100; default 80; anything outside 0 to 100 is treated as 0. */
  quality?: number;
}

export type CompressPath = 'offscreen' | 'jimp' | 'upng' | 'passthrough';

export interface CompressResult {
  bytes: ArrayBuffer;
  mimeType: string;
  width: number;
  height: number;
  path: CompressPath;
}

/** undefined → 80; outside 0..100 (or not a number) → 0; otherwise unchanged. */
export function normaliseQuality(quality: number | undefined): number {
  if (quality === undefined) return DEFAULT_QUALITY;
  if (Number.isNaN(quality) || quality < MIN_QUALITY || quality > MAX_QUALITY) return MIN_QUALITY;
  return quality;
}

/** Height over 20000 px is scaled to 20000 and the width proportionally (rounded, at least 1). */
export function targetSize(width: number, height: number): { width: number; height: number } {
  if (height <= MAX_HEIGHT) return { width, height };
  return { width: Math.max(1, Math.round((width * MAX_HEIGHT) / height)), height: MAX_HEIGHT };
}

const KIND_BY_EXTENSION: Record<CompressFormat, CompressKind> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };
const KIND_BY_MIME: Readonly<Record<string, CompressKind>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
};

function isFormat(extension: string): extension is CompressFormat {
  return (COMPRESS_FORMATS as readonly string[]).includes(extension);
}

/**
 * The file name's extension decides (case-insensitive); a name without an extension falls back to the
 * MIME type. Anything other than png, jpg, jpeg gives undefined: the file is sent unchanged.
 */
export function compressKind(fileName: string, mimeType: string): CompressKind | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot > 0 && dot < fileName.length - 1) {
    const extension = fileName.slice(dot + 1).toLowerCase();
    return isFormat(extension) ? KIND_BY_EXTENSION[extension] : undefined;
  }
  return KIND_BY_MIME[mimeType.toLowerCase()];
}

/** What the compression Worker exposes (comlink); the page reaches it only through its client. */
export interface CompressApi {
  compress(input: CompressInput): Promise<CompressResult>;
}
