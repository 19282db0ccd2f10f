import qrcode from 'qrcode-generator';
import jsQR from 'jsqr';

/**
 * QR codes of the add-friend flow (§3 source 5): the matrix of a text (rendered as SVG by the page)
 * and the text of a QR code found in RGBA pixels. Pure: runs in Node tests and in the browser.
 */
export function qrMatrix(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** The SVG path of the dark modules (one unit per module), for a crisp, scalable code. */
export function qrPath(matrix: boolean[][]): string {
  const parts: string[] = [];
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) parts.push(`M${c} ${r}h1v1h-1z`);
    }),
  );
  return parts.join('');
}

export function decodeRgba(data: Uint8ClampedArray, width: number, height: number): string | null {
  return jsQR(data, width, height, { inversionAttempts: 'attemptBoth' })?.data ?? null;
}
