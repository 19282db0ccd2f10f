import type { FastifyInstance } from 'fastify';

import type { AppContext } from '../../context';
import { registerPeriodicJob } from '../../services/periodicJob';
import { RedPacketAccess } from './access';
import { ClaimBatcher, openRedPacket } from './claimService';
import { activeRedPackets } from './present';
import { REFUND_SWEEP_MS, refundDue } from './refund';

/** What red envelopes keep per app: the claims batched per envelope and who may open which. */
export interface RedPacketRuntime {
  claims: ClaimBatcher;
  access: RedPacketAccess;
}

declare module '../../context' {
  interface Runtimes {
    redPacket: RedPacketRuntime;
  }
}

export function createRedPacketRuntime(ctx: AppContext): RedPacketRuntime {
  return { claims: new ClaimBatcher(ctx), access: new RedPacketAccess(ctx) };
}

/**
 * OpenRedPacket on the socket, the active envelopes a room join shows, and the refund of expired
 * envelopes on every node (each refund is claimed once by a conditional update).
 */
export function registerRedPackets(app: FastifyInstance, ctx: AppContext): void {
  ctx.runtimes.realtime.functions.register('redPacket', {
    OpenRedPacket: { user: (call, data) => openRedPacket(call.ctx, call.userId, data) },
  });
  ctx.runtimes.room.showRedPackets((roomKey) => activeRedPackets(ctx, roomKey));
  registerPeriodicJob(app, ctx, {
    name: 'red envelope refund',
    firstMs: 1000,
    everyMs: REFUND_SWEEP_MS,
    run: () => refundDue(ctx),
  });
}
