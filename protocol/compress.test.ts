import { describe, expect, it } from 'vitest';

import {
  COMPRESS_ERROR,
  COMPRESS_FORMATS,
  compressKind,
  DEFAULT_QUALITY,
  EMPTY_FILE_ERROR,
  MAX_HEIGHT,
  normaliseQuality,
  targetSize,
} from './compress';

/** §5 chat image compression: the rules table. */
describe('compression rules (§5)', () => {
  it('has the constants and messages of §5 and §8', () => {
    expect(COMPRESS_FORMATS).toEqual(['png', 'jpg', 'jpeg']);
    expect(DEFAULT_QUALITY).toBe(80);
    expect(MAX_HEIGHT).toBe(20000);
    expect(EMPTY_FILE_ERROR).toBe('file can not be empty');
    expect(COMPRESS_ERROR).toBe('compress error');
  });

  it.each([
    [undefined, 80],
    [-1, 0],
    [0, 0],
    [50, 50],
    [100, 100],
    [101, 0],
    [150, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('quality %s → %s', (quality, expected) => {
    expect(normaliseQuality(quality)).toBe(expected);
  });

  it.each([
    [4000, 3000, 4000, 3000],
    [1000, 19999, 1000, 19999],
    [1000, 20000, 1000, 20000],
    [1000, 20001, 1000, 20000],
    [1000, 40000, 500, 20000],
    [100, 30000, 67, 20000],
    [3, 40000, 2, 20000],
    [1, 1_000_000, 1, 20000],
  ])('%sx%s → %sx%s', (width, height, w, h) => {
    expect(targetSize(width, height)).toEqual({ width: w, height: h });
  });

  it.each([
    ['a.png', 'image/png', 'png'],
    ['a.PNG', '', 'png'],
    ['a.jpg', 'image/jpeg', 'jpeg'],
    ['a.JPG', 'image/jpeg', 'jpeg'],
    ['a.jpeg', '', 'jpeg'],
    ['holiday.photo.Jpeg', 'image/jpeg', 'jpeg'],
    ['a.gif', 'image/gif', undefined],
    ['a.webp', 'image/webp', undefined],
    ['a.bmp', 'image/bmp', undefined],
    ['a.gif', 'image/png', undefined],
    ['a.png.exe', 'application/octet-stream', undefined],
    ['noextension', '', undefined],
    ['noextension', 'application/octet-stream', undefined],
    ['noextension', 'image/png', 'png'],
    ['pasted', 'image/jpeg', 'jpeg'],
    ['trailingdot.', 'image/gif', undefined],
  ])('%s (%s) → %s', (fileName, mimeType, expected) => {
    expect(compressKind(fileName, mimeType)).toBe(expected);
  });
});
