import type { FastifyInstance } from 'fastify';

import type { ImMessage } from '../../../protocol/im';
import { MATCH_UPDATE_CHANNEL } from '../../../protocol/matchLive';
import type { PushStats } from '../../../protocol/push';
import { SESSION_REVOKED_CHANNEL } from '../../adapters/bus';
import type { AppContext } from '../../context';
import type { AnchorLive } from './messages';
import { REMINDER_TICK_MS, runDueReminders } from './reminders';
import { PushSender } from './sender';
import { removeSessionSubscriptions } from './subscriptions';
import { registerSwKill } from './swKill';
import { dropOldClaims, onChatMessage, onMatchUpdate, sendAnchorLive } from './triggers';
import { loadVapid } from './vapid';

/**
 * The push module of one app: its sender (VAPID keys loaded), the 5-minute reminder job, the bus
 * subscriptions (match updates for type 5, revoked logins) and the work in flight, awaited on close.
 */
export interface PushRuntime {
  sender: PushSender;
  /** One run of the reminder job (the timer calls it; tests call it with their clock). */
  runReminders(): Promise<number>;
  /** Waits for every push started so far (tests, shutdown). */
  settle(): Promise<void>;
  track(work: Promise<unknown>): void;
}

const runtimes = new WeakMap<AppContext, PushRuntime>();

export function pushRuntimeOf(ctx: AppContext): PushRuntime | undefined {
  return runtimes.get(ctx);
}

function requireRuntime(ctx: AppContext): PushRuntime {
  const runtime = runtimes.get(ctx);
  if (!runtime) throw new Error('the push module is not registered on this app');
  return runtime;
}

export async function registerPush(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerSwKill(app, ctx);
  const sender = new PushSender(ctx, await loadVapid(ctx));
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const done = work.catch((error: unknown) => ctx.log.error({ err: error }, 'push failed'));
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  const runtime: PushRuntime = {
    sender,
    runReminders: () => runDueReminders(ctx, sender),
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    track,
  };
  runtimes.set(ctx, runtime);

  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    track(
      Promise.all([runtime.runReminders(), dropOldClaims(ctx)]).finally(() => {
        running = false;
      }),
    );
  };
  const timer = setInterval(tick, REMINDER_TICK_MS);
  timer.unref();
  app.addHook('onReady', (done) => {
    tick();
    done();
  });

  const subscriptions = [
    ctx.bus.subscribe(MATCH_UPDATE_CHANNEL, (payload) => track(onMatchUpdate(ctx, sender, payload))),
    ctx.bus.subscribe(SESSION_REVOKED_CHANNEL, (payload) => {
      const { tokenHash } = JSON.parse(payload) as { tokenHash?: unknown };
      if (typeof tokenHash === 'string') track(removeSessionSubscriptions(ctx, tokenHash));
    }),
  ];
  for (const s of subscriptions)
    s.catch((error: unknown) => ctx.log.error({ err: error }, 'push bus subscription failed'));

  app.addHook('preClose', async () => {
    clearInterval(timer);
    for (const s of subscriptions) await (await s.catch(() => undefined))?.();
    await runtime.settle();
    sender.close();
  });
}

/**
 * §4 type 8, called by the messaging module once a single-chat message is stored: pushed in the
 * background (the sender's ack never waits for it) when the receiver is offline.
 */
export function pushChatMessage(
  ctx: AppContext,
  message: ImMessage,
  recvId: number,
  recvMsgOpt: number,
): void {
  const runtime = runtimes.get(ctx);
  runtime?.track(onChatMessage(ctx, runtime.sender, message, recvId, recvMsgOpt));
}

/**
 * §4 type 2 for the rooms module: `anchor` (its room id, name, picture) went live; `followerIds`
 * are the users who follow it. Resolves once every push was handed to its push service.
 */
export function notifyAnchorLive(
  ctx: AppContext,
  anchor: AnchorLive,
  followerIds: readonly number[],
): Promise<PushStats> {
  return sendAnchorLive(ctx, requireRuntime(ctx).sender, anchor, followerIds);
}

export { requireRuntime };
