import type { FastifyInstance } from 'fastify';

import { MATCH_UPDATE_CHANNEL, type MatchUpdate } from '../../../protocol/matchLive';
import type { FeedReport } from '../../../protocol/matchFeed';
import type { AppContext } from '../../context';
import { readFeed } from './feedSource';
import { importFeed } from './importer';
import { ListCache, tagsOfSport } from './listCache';
import { registerTeamLogos } from './logos';
import { MatchSimulator } from './simulator';

/**
 * What the match module keeps per app: the list cache, the simulator of the demo matches and the
 * feed importer. Every node hears every update on the bus and drops its lists of that sport; the
 * im gateway forwards the same updates to the sockets that follow the match (im/matchFollowers.ts).
 */
export interface MatchRuntime {
  cache: ListCache;
  simulator: MatchSimulator;
  /** Imports the configured feed (MATCH_FEED) now; undefined when there is none. */
  importConfiguredFeed(): Promise<FeedReport | undefined>;
}

const runtimes = new WeakMap<AppContext, MatchRuntime>();

function createRuntime(ctx: AppContext): MatchRuntime {
  const cache = new ListCache();
  return {
    cache,
    simulator: new MatchSimulator(ctx, (updates) =>
      cache.invalidate([...new Set(updates.flatMap((u) => tagsOfSport(u.sportId)))]),
    ),
    async importConfiguredFeed() {
      const location = ctx.config.match.feed;
      if (!location) return undefined;
      const { report } = await importFeed(ctx, await readFeed(location));
      // New rows and heartbeats (the stale flag) publish nothing: drop the lists here.
      cache.invalidate();
      return report;
    },
  };
}

/** The runtime of this app (made on first use; timers start only in registerMatch). */
export function matchRuntimeOf(ctx: AppContext): MatchRuntime {
  let runtime = runtimes.get(ctx);
  if (!runtime) runtimes.set(ctx, (runtime = createRuntime(ctx)));
  return runtime;
}

function logReport(ctx: AppContext, report: FeedReport | undefined): void {
  if (!report) return;
  const { broken, ...rest } = report;
  if (broken.length > 0)
    ctx.log.warn({ broken: broken.slice(0, 20), count: broken.length }, 'match feed: broken rows');
  ctx.log.info({ feed: rest }, 'match feed imported');
}

/** Team badges, the bus subscription, the simulator (MATCH_SIMULATOR) and the feed poller (MATCH_FEED). */
export function registerMatch(app: FastifyInstance, ctx: AppContext): void {
  const runtime = matchRuntimeOf(ctx);
  registerTeamLogos(app, ctx);
  const subscription = ctx.bus.subscribe(MATCH_UPDATE_CHANNEL, (payload) => {
    const update = JSON.parse(payload) as MatchUpdate;
    runtime.cache.invalidate(tagsOfSport(update.sportId));
  });
  subscription.catch((error: unknown) => ctx.log.error({ err: error }, 'match bus subscription failed'));
  if (ctx.config.match.simulator) runtime.simulator.start();
  let poller: NodeJS.Timeout | undefined;
  if (ctx.config.match.feed) {
    const poll = () =>
      runtime.importConfiguredFeed().then(
        (report) => logReport(ctx, report),
        (error: unknown) => ctx.log.error({ err: error }, 'match feed import failed'),
      );
    void poll();
    poller = setInterval(() => void poll(), ctx.config.match.feedIntervalS * 1000);
    poller.unref();
  }
  app.addHook('preClose', async () => {
    clearInterval(poller);
    await runtime.simulator.stop();
    await (
      await subscription.catch(() => undefined)
    )?.();
  });
}
