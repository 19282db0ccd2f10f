import { Jimp } from 'jimp';
import UPNG from 'upng-js';
import { beforeAll, describe, expect, it } from 'vitest';

import { COMPRESS_ERROR, EMPTY_FILE_ERROR } from '../../protocol/compress';
import { compressImage } from './compressImage';

/**
 * §5 chat image compression in Node: there is no OffscreenCanvas here, so JPEG goes through jimp and
 * PNG through upng-js. Test images are generated with jimp.
 */
function bytesOf(buffer: Uint8Array): ArrayBuffer {
  return new Uint8Array(buffer).buffer;
}

/** A photo-like image: smooth gradients plus a little deterministic noise. */
async function makeJpeg(width: number, height: number, quality = 100): Promise<ArrayBuffer> {
  const image = new Jimp({ width, height });
  const data = image.bitmap.data;
  let seed = 7;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const i = (y * width + x) * 4;
      data[i] = (x * 255) / width + (seed % 16);
      data[i + 1] = (y * 255) / height + ((seed >> 4) % 16);
      data[i + 2] = ((x + y) % 256) ^ ((seed >> 8) % 8);
      data[i + 3] = 255;
    }
  }
  return bytesOf(await image.getBuffer('image/jpeg', { quality }));
}

async function sizeOf(bytes: ArrayBuffer): Promise<{ width: number; height: number }> {
  const image = await Jimp.fromBuffer(bytes);
  return { width: image.width, height: image.height };
}

/** RGBA with thousands of colours and some transparency, as a lossless PNG. */
function makePng(width: number, height: number): ArrayBuffer {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      rgba.set([x % 256, y % 256, (x * y) % 256, x < 10 ? 128 : 255], i);
    }
  }
  return UPNG.encode([rgba.buffer], width, height, 0);
}

function distinctColours(png: ArrayBuffer): number {
  const pixels = new Uint32Array(UPNG.toRGBA8(UPNG.decode(png))[0]!);
  return new Set(pixels).size;
}

describe('compressImage (Node: jimp and upng paths)', () => {
  it('rejects an empty file', async () => {
    const input = { bytes: new ArrayBuffer(0), fileName: 'a.jpg', mimeType: 'image/jpeg' };
    await expect(compressImage(input)).rejects.toThrow(EMPTY_FILE_ERROR);
  });

  it('returns a gif unchanged', async () => {
    const bytes = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2, 3]).buffer;
    const out = await compressImage({ bytes, fileName: 'a.gif', mimeType: 'image/gif', quality: 10 });
    expect(out.path).toBe('passthrough');
    expect(out.mimeType).toBe('image/gif');
    expect(out.bytes).toBe(bytes);
  });

  describe('a 12-megapixel JPEG', () => {
    let photo: ArrayBuffer;
    beforeAll(async () => {
      photo = await makeJpeg(4000, 3000);
    });

    it('comes back smaller at the default quality 80, same size in pixels', async () => {
      const out = await compressImage({ bytes: photo, fileName: 'photo.JPG', mimeType: 'image/jpeg' });
      expect(out).toMatchObject({ path: 'jimp', mimeType: 'image/jpeg', width: 4000, height: 3000 });
      expect(out.bytes.byteLength).toBeLessThan(photo.byteLength);
      expect(await sizeOf(out.bytes)).toEqual({ width: 4000, height: 3000 });
    });
  });

  it('scales a JPEG taller than 20000 px proportionally', async () => {
    const tall = await makeJpeg(100, 30000, 90);
    const out = await compressImage({ bytes: tall, fileName: 'tall.jpeg', mimeType: 'image/jpeg' });
    expect(out).toMatchObject({ width: 67, height: 20000 });
    expect(await sizeOf(out.bytes)).toEqual({ width: 67, height: 20000 });
  });

  it('treats quality 150 as 0', async () => {
    const bytes = await makeJpeg(800, 600);
    const input = { bytes, fileName: 'a.jpg', mimeType: 'image/jpeg' };
    const at80 = await compressImage({ ...input, quality: 80 });
    const at150 = await compressImage({ ...input, quality: 150 });
    const at0 = await compressImage({ ...input, quality: 0 });
    expect(at150.bytes.byteLength).toBeLessThan(at80.bytes.byteLength);
    expect(new Uint8Array(at150.bytes)).toEqual(new Uint8Array(at0.bytes));
  });

  it('quantises a many-coloured PNG to a palette of at most 256 colours', async () => {
    const bytes = makePng(300, 200);
    expect(distinctColours(bytes)).toBeGreaterThan(256);
    const out = await compressImage({ bytes, fileName: 'shot.png', mimeType: 'image/png' });
    expect(out).toMatchObject({ path: 'upng', mimeType: 'image/png', width: 300, height: 200 });
    const decoded = UPNG.decode(out.bytes);
    expect(decoded.ctype).toBe(3);
    expect(decoded.tabs.PLTE!.length).toBeLessThanOrEqual(256 * 3);
    expect(distinctColours(out.bytes)).toBeLessThanOrEqual(256);
  });

  it('scales a PNG taller than 20000 px proportionally', async () => {
    const out = await compressImage({ bytes: makePng(30, 25000), fileName: 'long.png', mimeType: '' });
    expect(out).toMatchObject({ path: 'upng', width: 24, height: 20000 });
    const decoded = UPNG.decode(out.bytes);
    expect([decoded.width, decoded.height]).toEqual([24, 20000]);
  });

  it.each([
    ['random bytes', new Uint8Array(2048).map((_, i) => (i * 37) % 251)],
    ['a JPEG header then garbage', new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3, 4, 5, 6, 7, 8])],
  ])('rejects a corrupt JPEG (%s) with compress error', async (_, bytes) => {
    const input = { bytes: bytes.buffer, fileName: 'bad.jpg', mimeType: 'image/jpeg' };
    await expect(compressImage(input)).rejects.toThrow(COMPRESS_ERROR);
  });
});
