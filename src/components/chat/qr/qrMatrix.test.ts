import { describe, expect, it } from 'vitest';

import { appNumberFromQr, qrContent } from '../../../../protocol/friend';
import { decodeRgba, qrMatrix, qrPath } from './qrMatrix';

/** Draws a matrix as RGBA pixels (black on white, a 4-module quiet zone), like a photo of the screen. */
function pixels(matrix: boolean[][], scale: number): { data: Uint8ClampedArray; size: number } {
  const size = (matrix.length + 8) * scale;
  const data = new Uint8ClampedArray(size * size * 4).fill(255);
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = 0; y < scale; y++)
        for (let x = 0; x < scale; x++) {
          const i = (((r + 4) * scale + y) * size + (c + 4) * scale + x) * 4;
          data[i] = data[i + 1] = data[i + 2] = 0;
        }
    }),
  );
  return { data, size };
}

describe('add-friend QR codes', () => {
  it('round-trips a user QR code through the matrix and the decoder', () => {
    const matrix = qrMatrix(qrContent('80012345'));
    expect(matrix.length).toBeGreaterThanOrEqual(21);
    const { data, size } = pixels(matrix, 6);
    const text = decodeRgba(data, size, size);
    expect(text).toBe('tribune://user/80012345');
    expect(appNumberFromQr(text!)).toBe('80012345');
  });

  it('finds nothing in a blank picture and draws one unit per dark module', () => {
    expect(decodeRgba(new Uint8ClampedArray(100 * 100 * 4).fill(255), 100, 100)).toBeNull();
    const matrix = [
      [true, false],
      [false, true],
    ];
    expect(qrPath(matrix)).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });
});
