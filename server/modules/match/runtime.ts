import type { FastifyInstance } from 'fastify';

import type { FeedReport } from '../../../protocol/matchFeed';
import { subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import { recordFeedRun, simulatorSwitch, simulatorSwitched } from './consoleState';
import { readFeed } from './feedSource';
import { importFeed } from './importer';
import { followerFunctions, MatchFollowers } from './followers';
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
  /** The sockets of this node that follow a match (SubscribeMatches), fed from the bus. */
  followers: MatchFollowers;
  simulator: MatchSimulator;
  /** Imports the configured feed (MATCH_FEED) now; undefined when there is none. */
  importConfiguredFeed(): Promise<FeedReport | undefined>;
}

declare module '../../context' {
  interface Runtimes {
    match: MatchRuntime;
  }
}

export function createMatchRuntime(ctx: AppContext): MatchRuntime {
  const cache = new ListCache();
  return {
    cache,
    followers: new MatchFollowers(),
    simulator: new MatchSimulator(ctx, (updates) =>
      cache.invalidate([...new Set(updates.flatMap((u) => tagsOfSport(u.sportId)))]),
    ),
    async importConfiguredFeed() {
      const location = ctx.config.match.feed;
      if (!location) return undefined;
      // The console shows the last run, a failed one too (admin/ops); keeping it never changes the
      // import's own outcome (a failure to keep it is logged, the import's error is the one thrown).
      const keep = (run: () => Parameters<typeof recordFeedRun>[1]) =>
        Promise.resolve()
          .then(() => recordFeedRun(ctx, run()))
          .catch((err: unknown) => ctx.log?.warn({ err }, 'the feed run could not be kept'));
      try {
        const { report } = await importFeed(ctx, await readFeed(location));
        // New rows and heartbeats (the stale flag) publish nothing: drop the lists here.
        cache.invalidate();
        await keep(() => ({ at: ctx.now(), ok: true, error: null, report }));
        return report;
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await keep(() => ({ at: ctx.now(), ok: false, error: message.slice(0, 1000), report: null }));
        throw error;
      }
    },
  };
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
  const runtime = ctx.runtimes.match;
  const { realtime } = ctx.runtimes;
  realtime.functions.register('match', followerFunctions(runtime.followers));
  realtime.hub.onSocketGone((socketId) => runtime.followers.forget(socketId));
  const following = runtime.followers.start(ctx.bus);
  realtime.ready.push(following);
  following.catch((error: unknown) => ctx.log.error({ err: error }, 'match bus subscription failed'));
  registerTeamLogos(app, ctx);
  const subscription = subscribeTopic(ctx.bus, topics.matchUpdate, (update) => {
    runtime.cache.invalidate(tagsOfSport(update.sportId));
  });
  subscription.catch((error: unknown) => ctx.log.error({ err: error }, 'match bus subscription failed'));
  // The console's switch (stored, told on the bus) overrides MATCH_SIMULATOR on every node.
  const follow = (on: boolean) => (on ? runtime.simulator.start() : void runtime.simulator.stop());
  if (ctx.config.match.simulator) runtime.simulator.start();
  simulatorSwitch(ctx).then(follow, (error: unknown) =>
    ctx.log.error({ err: error }, 'match simulator switch could not be read'),
  );
  const switching = subscribeTopic(ctx.bus, simulatorSwitched, ({ on }) => follow(on));
  switching.catch((error: unknown) => ctx.log.error({ err: error }, 'match bus subscription failed'));
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
    await runtime.followers.stop();
    await (
      await switching.catch(() => undefined)
    )?.();
    await (
      await subscription.catch(() => undefined)
    )?.();
  });
}
