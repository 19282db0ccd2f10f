import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** Pixels per module and quiet zone (in modules) of the downloaded picture. */
const PNG_SCALE = 8;
const QUIET = 4;

/** Draws a QR matrix as a PNG with a white quiet zone and downloads it as `fileName`. */
function downloadPng(matrix: boolean[][], fileName: string): void {
  const size = (matrix.length + QUIET * 2) * PNG_SCALE;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.fillStyle = '#0f172a';
  matrix.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (dark) context.fillRect((c + QUIET) * PNG_SCALE, (r + QUIET) * PNG_SCALE, PNG_SCALE, PNG_SCALE);
    }),
  );
  const a = document.createElement('a');
  a.href = canvas.toDataURL('image/png');
  a.download = fileName;
  a.click();
}

/**
 * The QR code of a group's invite link (the chat's qrMatrix / qrPath, loaded on first use) with a
 * "Download" of it as a PNG picture.
 */
export function GroupQr({ text, label, fileName }: { text: string; label: string; fileName: string }) {
  const { t } = useLingui();
  const [matrix, setMatrix] = useState<{ text: string; matrix: boolean[][]; d: string } | null>(null);

  useEffect(() => {
    let live = true;
    void import('../chat/qr/qrMatrix').then(({ qrMatrix, qrPath }) => {
      const m = qrMatrix(text);
      if (live) setMatrix({ text, matrix: m, d: qrPath(m) });
    });
    return () => {
      live = false;
    };
  }, [text]);

  const shown = matrix?.text === text ? matrix : null;
  const n = shown?.matrix.length ?? 0;
  return (
    <figure className="group-qr" data-testid="group-qr">
      {shown ? (
        <svg
          viewBox={`-${QUIET} -${QUIET} ${n + QUIET * 2} ${n + QUIET * 2}`}
          width="176"
          height="176"
          role="img"
          aria-label={label}
          shapeRendering="crispEdges"
        >
          <rect x={-QUIET} y={-QUIET} width={n + QUIET * 2} height={n + QUIET * 2} fill="#fff" />
          <path d={shown.d} fill="#0f172a" />
        </svg>
      ) : (
        <div className="my-qr-placeholder" role="status">
          <Trans>Loading…</Trans>
        </div>
      )}
      <figcaption>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={!shown}
          onClick={() => shown && downloadPng(shown.matrix, fileName)}
          data-testid="group-qr-download"
        >
          {t`Download QR code`}
        </button>
      </figcaption>
    </figure>
  );
}
