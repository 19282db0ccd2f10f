import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

import { qrContent } from '../../../../protocol/friend';
import { useStore } from '../../../state/store';

/** My add-friend QR code (§3 source 5): others scan or upload a picture of it to find me. */
export function MyQrCode() {
  const { t } = useLingui();
  const { userInfo } = useStore();
  const [path, setPath] = useState<{ d: string; size: number } | null>(null);
  const appNumber = userInfo?.appNumber;

  useEffect(() => {
    if (!appNumber) return;
    let live = true;
    void import('./qrMatrix').then(({ qrMatrix, qrPath }) => {
      const matrix = qrMatrix(qrContent(appNumber));
      if (live) setPath({ d: qrPath(matrix), size: matrix.length });
    });
    return () => {
      live = false;
    };
  }, [appNumber]);

  if (!appNumber) return null;
  return (
    <figure className="my-qr" data-testid="my-qr">
      {path ? (
        <svg
          viewBox={`-4 -4 ${path.size + 8} ${path.size + 8}`}
          width="168"
          height="168"
          role="img"
          aria-label={t`My QR code`}
          shapeRendering="crispEdges"
        >
          <rect x="-4" y="-4" width={path.size + 8} height={path.size + 8} fill="#fff" />
          <path d={path.d} fill="#0f172a" />
        </svg>
      ) : (
        <div className="my-qr-placeholder" role="status">
          <Trans>Loading…</Trans>
        </div>
      )}
      <figcaption>
        <Trans>Friends can scan this code to add you. Your ID: {appNumber}</Trans>
      </figcaption>
    </figure>
  );
}
