import type { FastifyInstance } from 'fastify';

import type { ImMessage } from '../../../protocol/im';
import type { PushStats } from '../../../protocol/push';
import { subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { topics } from '../../services/topics';
import type { AnchorLive, ChatGroup } from './messages';
import { REMINDER_TICK_MS, runDueReminders } from './reminders';
import { PushSender } from './sender';
import { removeSessionSubscriptions } from './subscriptions';
import { registerSwKill } from './swKill';
import { dropOldClaims, onChatMessage, onGroupMessage, onMatchUpdate, sendAnchorLive } from './triggers';
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
  /**
   * §4 type 8, for private chat once a single-chat message is stored: pushed in the background (the
   * sender's ack never waits for it) when the receiver is offline.
   */
  chatMessage(message: ImMessage, recvId: number, recvMsgOpt: number): void;
  /**
   * §4 type 8 of a group message (GroupId / GroupName set), in the background, to the members the
   * im module chose (offline, receive option 0, within its per-member throttle).
   */
  groupMessage(message: ImMessage, group: ChatGroup, recvIds: readonly number[]): void;
  /**
   * §4 type 2 for the rooms: `anchor` (its room id, name, picture) went live; `followerIds` are the
   * users who follow it. Resolves once every push was handed to its push service.
   */
  anchorLive(anchor: AnchorLive, followerIds: readonly number[]): Promise<PushStats>;
}

declare module '../../context' {
  interface Runtimes {
    push: PushRuntime;
  }
}

/** The sender with its VAPID keys (from the environment, or generated once and kept). */
export async function createPushRuntime(ctx: AppContext): Promise<PushRuntime> {
  const sender = new PushSender(ctx, await loadVapid(ctx));
  const pending = new Set<Promise<unknown>>();
  const track = (work: Promise<unknown>) => {
    const done = work.catch((error: unknown) => ctx.log.error({ err: error }, 'push failed'));
    pending.add(done);
    void done.finally(() => pending.delete(done));
  };
  return {
    sender,
    runReminders: () => runDueReminders(ctx, sender),
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    track,
    chatMessage(message, recvId, recvMsgOpt) {
      track(onChatMessage(ctx, sender, message, recvId, recvMsgOpt));
    },
    groupMessage(message, group, recvIds) {
      track(onGroupMessage(ctx, sender, message, group, recvIds));
    },
    anchorLive: (anchor, followerIds) => sendAnchorLive(ctx, sender, anchor, followerIds),
  };
}

/** The kill switch, the reminder job and the bus subscriptions (match updates, revoked logins). */
export function registerPush(app: FastifyInstance, ctx: AppContext): void {
  registerSwKill(app, ctx);
  const runtime = ctx.runtimes.push;
  const { sender } = runtime;
  const track = (work: Promise<unknown>) => runtime.track(work);

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
    subscribeTopic(ctx.bus, topics.matchUpdate, (_update, raw) => track(onMatchUpdate(ctx, sender, raw))),
    subscribeTopic(ctx.bus, topics.sessionRevoked, ({ tokenHash }) => {
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
