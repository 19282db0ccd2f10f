import type { AppContext } from '../../context';
import { imFunctions } from './functions';
import { SendBatcher } from './sendBatcher';

/** What private chat keeps per app: the batcher that stores sends in one transaction per batch. */
export interface ImRuntime {
  sendBatcher: SendBatcher;
}

declare module '../../context' {
  interface Runtimes {
    im: ImRuntime;
  }
}

export function createIm(ctx: AppContext): ImRuntime {
  return { sendBatcher: new SendBatcher(ctx) };
}

/** Private chat's socket functions (the realtime module runs them). */
export function registerIm(ctx: AppContext): void {
  ctx.runtimes.realtime.functions.register('im', imFunctions);
}
