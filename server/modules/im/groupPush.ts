import { type ImMessage, RecvOpt } from '../../../protocol/im';
import type { AppContext } from '../../context';

/**
 * A member gets at most one push (§4 type 8) per group in this window: a busy group does not push
 * every message to every offline member. The first message after a quiet minute pushes again.
 */
export const GROUP_PUSH_INTERVAL_MS = 60_000;
/** Presence is asked for at most this many members at a time. */
const PRESENCE_BATCH = 500;
/** Throttle marks a node keeps before it drops the expired ones. */
const LOCAL_MARKS_MAX = 50_000;

/**
 * Who was pushed lately, as this node knows it: it spares the shared claim (a counter per member
 * and group, over every node) for members pushed within the window. A claim another node won is
 * marked too, so each node asks the shared counters about a member at most once a window.
 */
export class GroupPushThrottle {
  private readonly marks = new Map<string, number>();

  constructor(private readonly now: () => number) {}

  recent(groupId: number, userId: number): boolean {
    const at = this.marks.get(`${groupId}:${userId}`);
    return at !== undefined && this.now() - at < GROUP_PUSH_INTERVAL_MS;
  }

  mark(groupId: number, userId: number): void {
    if (this.marks.size >= LOCAL_MARKS_MAX) {
      const now = this.now();
      for (const [key, at] of this.marks) if (now - at >= GROUP_PUSH_INTERVAL_MS) this.marks.delete(key);
    }
    this.marks.set(`${groupId}:${userId}`, this.now());
  }
}

/**
 * The members a group message is pushed to: current members other than the sender whose receive
 * option for the group is 0 (1 "do not receive" and 2 "no notification" stay silent), with no
 * live socket on any node (presence, asked in batches), and not pushed for this group within
 * GROUP_PUSH_INTERVAL_MS (a claim in the shared counters, so one node of all pushes).
 */
export async function groupPushTargets(
  ctx: AppContext,
  groupId: number,
  senderId: number,
): Promise<number[]> {
  const { groupPushes, groups } = ctx.runtimes.im;
  const members = await groups.members(groupId);
  const candidates = [...members]
    .filter(
      ([id, m]) => id !== senderId && m.recvMsgOpt === RecvOpt.Normal && !groupPushes.recent(groupId, id),
    )
    .map(([id]) => id);
  const offline: number[] = [];
  for (let i = 0; i < candidates.length; i += PRESENCE_BATCH) {
    const batch = candidates.slice(i, i + PRESENCE_BATCH);
    const online = await ctx.runtimes.realtime.presence.onlineUserIds(batch);
    offline.push(...batch.filter((id) => !online.has(String(id))));
  }
  const won = await Promise.all(
    offline.map(async (id) => {
      const first = await ctx.counters.claim(`im:gpush:${groupId}:${id}`, GROUP_PUSH_INTERVAL_MS);
      groupPushes.mark(groupId, id);
      return first ? id : undefined;
    }),
  );
  return won.filter((id) => id !== undefined);
}

/** Push type 8 of a stored group message, in the background (the sender's ack never waits for it). */
export function pushGroupMessage(
  ctx: AppContext,
  groupId: number,
  group: { name: string; avatar: string | null },
  message: ImMessage,
): void {
  const push = ctx.runtimes.push;
  push.track(
    groupPushTargets(ctx, groupId, Number(message.sendID)).then((targets) =>
      push.groupMessage(message, { groupID: String(groupId), ...group }, targets),
    ),
  );
}
