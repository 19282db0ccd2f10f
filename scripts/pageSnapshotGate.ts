import type { Plugin } from 'vite';

import { PAGE_SNAPSHOT_GATE } from '../protocol/pageSnapshotGate';

/** index.html's inline script that shows a kept page snapshot on its route (protocol/pageSnapshotGate.ts). */
export function pageSnapshotGate(): Plugin {
  return {
    name: 'tribune-page-snapshot-gate',
    transformIndexHtml: () => [{ tag: 'script', children: PAGE_SNAPSHOT_GATE, injectTo: 'head-prepend' }],
  };
}
