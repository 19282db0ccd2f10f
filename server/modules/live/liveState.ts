import { randomUUID } from 'node:crypto';
import path from 'node:path';

import type { IngestStatus } from '../../../protocol/live';
import type { AppContext } from '../../context';
import type { RtmpIngest } from './ingest/rtmpIngest';

/**
 * What the live module keeps per app: this node's id (the holder of its publishes), the embedded
 * ingest once started, and the ingest's state as the configuration page shows it.
 */
export interface LiveRuntime {
  node: string;
  status(): IngestStatus;
  rtmpPort(): number | undefined;
  ingest: RtmpIngest | undefined;
}

export interface State extends LiveRuntime {
  problem: IngestStatus['problem'];
  port: number | undefined;
}

declare module '../../context' {
  interface Runtimes {
    live: State;
  }
}

export function createLiveRuntime(ctx: AppContext): State {
  const mode = ctx.config.live.ingest;
  const created: State = {
    node: randomUUID(),
    ingest: undefined,
    problem: mode === 'off' ? 'disabled' : null,
    port: undefined,
    rtmpPort: () => created.port,
    status: () => ({
      mode,
      available: mode === 'external' || (mode === 'embedded' && created.ingest !== undefined),
      problem: created.problem,
    }),
  };
  return created;
}

export function liveDir(ctx: AppContext): string {
  return path.join(ctx.config.dataDir, 'live');
}
