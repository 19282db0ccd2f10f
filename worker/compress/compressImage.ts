// A type-only import: jimp itself is loaded with import() so that it stays a lazy chunk.
import type { JimpInstance } from 'jimp';
import UPNG from 'upng-js';

import {
  COMPRESS_ERROR,
  compressKind,
  type CompressInput,
  type CompressResult,
  EMPTY_FILE_ERROR,
  normaliseQuality,
  PNG_PALETTE_COLOURS,
  targetSize,
} from '../../protocol/compress';

/**
 * Chat image compression of §5, run inside the compression Worker (never on the UI thread).
 * JPEG: decode, cap the height at 20000 px, re-encode at the normalised quality, with OffscreenCanvas
 * where the runtime has it, else jimp (a lazy chunk). PNG: upng-js decode, the same cap, quantise to a
 * palette of at most 256 colours. Any other format comes back unchanged.
 */
export async function compressImage(input: CompressInput): Promise<CompressResult> {
  if (input.bytes.byteLength === 0) throw new Error(EMPTY_FILE_ERROR);
  const kind = compressKind(input.fileName, input.mimeType);
  // Not decoded, so the size is unknown: 0 x 0.
  if (kind === undefined) {
    return { bytes: input.bytes, mimeType: input.mimeType, width: 0, height: 0, path: 'passthrough' };
  }
  try {
    if (kind === 'png') return await quantisePng(input.bytes);
    const quality = normaliseQuality(input.quality);
    return (await jpegOffscreen(input.bytes, quality)) ?? (await jpegJimp(input.bytes, quality));
  } catch (cause) {
    throw new Error(COMPRESS_ERROR, { cause });
  }
}

/** Copy into a fresh, exactly sized ArrayBuffer (jimp hands back Node-style pooled Buffers). */
function toArrayBuffer(bytes: Uint8Array): ArrayBuffer {
  return new Uint8Array(bytes).buffer;
}

/** undefined when the runtime has no OffscreenCanvas 2D: the caller then uses jimp. */
async function jpegOffscreen(bytes: ArrayBuffer, quality: number): Promise<CompressResult | undefined> {
  if (typeof OffscreenCanvas === 'undefined' || typeof createImageBitmap !== 'function') return undefined;
  const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/jpeg' }));
  try {
    const size = targetSize(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(size.width, size.height);
    const context = canvas.getContext('2d');
    if (!context) return undefined;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: quality / 100 });
    return { bytes: await blob.arrayBuffer(), mimeType: 'image/jpeg', ...size, path: 'offscreen' };
  } finally {
    bitmap.close();
  }
}

async function jpegJimp(bytes: ArrayBuffer, quality: number): Promise<CompressResult> {
  const { Jimp } = await import('jimp');
  const image = await Jimp.fromBuffer(bytes);
  const size = targetSize(image.width, image.height);
  if (size.height !== image.height) image.resize({ w: size.width, h: size.height });
  const out = (await image.getBuffer('image/jpeg', { quality })) as Uint8Array;
  return { bytes: toArrayBuffer(out), mimeType: 'image/jpeg', ...size, path: 'jimp' };
}

/** Scale RGBA pixels with jimp's resize; only needed for PNGs taller than the cap, so jimp stays lazy. */
async function scaleRgba(
  frames: ArrayBuffer[],
  from: { width: number; height: number },
  to: { width: number; height: number },
): Promise<ArrayBuffer[]> {
  const { Jimp } = await import('jimp');
  return frames.map((frame) => {
    const bitmap = { data: new Uint8Array(frame), width: from.width, height: from.height };
    // jimp 1.6 types fromBitmap as any; it returns an ordinary Jimp instance.
    const image = Jimp.fromBitmap(bitmap) as JimpInstance;
    image.resize({ w: to.width, h: to.height });
    return toArrayBuffer(image.bitmap.data);
  });
}

async function quantisePng(bytes: ArrayBuffer): Promise<CompressResult> {
  const decoded = UPNG.decode(bytes);
  let frames = UPNG.toRGBA8(decoded);
  if (frames.length === 0) throw new Error('png without image data');
  const size = targetSize(decoded.width, decoded.height);
  if (size.height !== decoded.height) frames = await scaleRgba(frames, decoded, size);
  // toRGBA8 composes every frame of an animated PNG on the full canvas: keep them all, with their delays.
  const delays = frames.length > 1 ? decoded.frames.map((frame) => frame.delay) : undefined;
  const out = UPNG.encode(frames, size.width, size.height, PNG_PALETTE_COLOURS, delays);
  return { bytes: out, mimeType: 'image/png', ...size, path: 'upng' };
}
