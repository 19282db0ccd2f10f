import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { imFunctions } from './functions';
import { GroupFanout } from './groupFanout';
import { GroupPushThrottle } from './groupPush';
import { SendBatcher } from './sendBatcher';

/**
 * What messaging keeps per app: the batcher that stores private sends in one transaction per
 * batch, and the group fan-out (one bus publish per group message, the member lists cached).
 */
export interface ImRuntime {
  sendBatcher: SendBatcher;
  groups: GroupFanout;
  /** Who this node knows was pushed lately for a group (groupPush.ts). */
  groupPushes: GroupPushThrottle;
}

declare module '../../context' {
  interface Runtimes {
    im: ImRuntime;
  }
}

export function createIm(ctx: AppContext): ImRuntime {
  return {
    sendBatcher: new SendBatcher(ctx),
    groups: new GroupFanout(ctx),
    groupPushes: new GroupPushThrottle(ctx.now),
  };
}

/**
 * Messaging's socket functions (the realtime module runs them) and the group topics of the bus; a
 * new socket waits for those subscriptions before OnConnectSuccess (realtime `ready`).
 */
export function registerIm(app: FastifyInstance, ctx: AppContext): void {
  ctx.runtimes.realtime.functions.register('im', imFunctions);
  const started = ctx.runtimes.im.groups.start();
  started.catch((error: unknown) => ctx.log.error({ err: error }, 'group bus subscription failed'));
  ctx.runtimes.realtime.ready.push(started);
  // The bus may be closed already (its hook ran first): then its subscriptions are gone anyway.
  app.addHook('onClose', () => ctx.runtimes.im.groups.stop().catch(() => undefined));
}
