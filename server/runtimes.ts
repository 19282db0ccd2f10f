import type { AppContext, Runtimes } from './context';
import { createIm } from './modules/im/runtime';
import { createLiveRuntime } from './modules/live/liveState';
import { createMatchRuntime } from './modules/match/runtime';
import { createPushRuntime } from './modules/push/runtime';
import { createRealtime } from './modules/realtime';
import { createRedPacketRuntime } from './modules/redpacket/runtime';
import { createRoomRuntime } from './modules/room/runtime';
import { createSpaceRuntime } from './modules/space/runtime';
import { RefusedWords } from './services/refusedWords';

/**
 * Every module's runtime, made once per app and explicitly (no runtime is made on first use). The
 * object literal must name every runtime a module declares in `Runtimes` (context.ts): one left out
 * does not compile. Nothing starts here: timers and bus subscriptions start in each register*.
 */
export async function createRuntimes(ctx: AppContext): Promise<Runtimes> {
  return {
    realtime: createRealtime(ctx),
    refusedWords: new RefusedWords(),
    im: createIm(ctx),
    room: createRoomRuntime(ctx),
    match: createMatchRuntime(ctx),
    push: await createPushRuntime(ctx),
    live: createLiveRuntime(ctx),
    redPacket: createRedPacketRuntime(ctx),
    space: createSpaceRuntime(ctx),
  };
}
