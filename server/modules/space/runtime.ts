import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context';
import { registerPeriodicJob } from '../../services/periodicJob';
import { THUMB_LEFTOVER_MS, ThumbnailMaker } from './thumbnails';

/** What the space module keeps per app: the thumbnail maker (its queue and worker thread). */
export interface SpaceRuntime {
  thumbnails: ThumbnailMaker;
}

declare module '../../context' {
  interface Runtimes {
    space: SpaceRuntime;
  }
}

export function createSpaceRuntime(ctx: AppContext): SpaceRuntime {
  return { thumbnails: new ThumbnailMaker(ctx) };
}

/** Every node picks up the thumbnails a stopped node left unmade; closing the app stops the worker. */
export function registerSpace(app: FastifyInstance, ctx: AppContext): void {
  const { thumbnails } = ctx.runtimes.space;
  registerPeriodicJob(app, ctx, {
    name: 'thumbnail leftovers',
    firstMs: THUMB_LEFTOVER_MS,
    everyMs: THUMB_LEFTOVER_MS,
    run: () => thumbnails.enqueueLeftovers(),
  });
  app.addHook('onClose', () => thumbnails.close());
}
