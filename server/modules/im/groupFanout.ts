import { and, eq, isNull } from 'drizzle-orm';

import { groupConversationId } from '../../../protocol/groupConstants';
import { publishTopic, subscribeTopic } from '../../adapters/topics';
import type { AppContext } from '../../context';
import { conversationMembers as cm } from '../../db/schema';
import { type GroupDelivery, topics } from '../../services/topics';
import { eventFrame, type HubSocket, type ImPush } from '../realtime';

/** Groups whose member list a node keeps (least recently used dropped first). */
export const GROUP_CACHE_MAX = 1000;

/** A current member of a group and their receive option (push decides on it). */
export type GroupMembers = ReadonlyMap<number, { recvMsgOpt: number }>;

/**
 * Group fan-out of one node: ONE bus publish per message (topics.groupDelivery), and each node
 * delivers it to the sockets it holds of the group's current members (cursor rows with no left_seq).
 * The member list of a group is cached here (an LRU of GROUP_CACHE_MAX groups) and forgotten on
 * topics.groupMembersChanged, which the group module publishes after every membership change and
 * im after a member's receive option changes.
 */
export class GroupFanout {
  private readonly cache = new Map<number, Promise<GroupMembers>>();
  private subscriptions: Promise<() => Promise<void>>[] = [];
  /** Deliveries run one after another, so a member-list load never lets a later frame overtake. */
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly ctx: AppContext) {}

  /** Subscribes this node to both topics; resolves once they are live. */
  start(): Promise<unknown> {
    const onError = (error: unknown) => this.ctx.log.error({ err: error }, 'group delivery failed');
    this.subscriptions = [
      subscribeTopic(this.ctx.bus, topics.groupDelivery, (delivery) => {
        this.queue = this.queue.then(() => this.deliverLocal(delivery)).catch(onError);
      }),
      subscribeTopic(this.ctx.bus, topics.groupMembersChanged, ({ groupId }) => {
        this.cache.delete(groupId);
      }),
    ];
    return Promise.all(this.subscriptions);
  }

  async stop(): Promise<void> {
    for (const s of this.subscriptions) await (await s.catch(() => undefined))?.();
    this.subscriptions = [];
  }

  /** The group's current members (cached; loaded from the cursors on a miss). */
  members(groupId: number): Promise<GroupMembers> {
    const hit = this.cache.get(groupId);
    if (hit) {
      this.cache.delete(groupId);
      this.cache.set(groupId, hit);
      return hit;
    }
    const load = this.load(groupId);
    this.cache.set(groupId, load);
    // A failed load is not kept.
    load.catch(() => {
      if (this.cache.get(groupId) === load) this.cache.delete(groupId);
    });
    while (this.cache.size > GROUP_CACHE_MAX) this.cache.delete(this.cache.keys().next().value!);
    return load;
  }

  private async load(groupId: number): Promise<GroupMembers> {
    const rows = await this.ctx.database.db
      .select({ userId: cm.userId, recvMsgOpt: cm.recvMsgOpt })
      .from(cm)
      .where(and(eq(cm.conversationId, groupConversationId(String(groupId))), isNull(cm.leftSeq)));
    return new Map(rows.map((r) => [r.userId, { recvMsgOpt: r.recvMsgOpt }]));
  }

  /** Publishes these events of the group once; every node delivers them to its sockets. */
  publish(
    groupId: number,
    pushes: readonly ImPush[],
    options: { members?: boolean; users?: readonly number[]; except?: string } = {},
  ): Promise<void> {
    if (pushes.length === 0) return Promise.resolve();
    const delivery: GroupDelivery = {
      groupId,
      frames: pushes.map((p) => eventFrame(p.event, p.data)),
      members: options.members ?? true,
    };
    if (options.users && options.users.length > 0) delivery.users = [...options.users];
    if (options.except) delivery.except = options.except;
    return publishTopic(this.ctx.bus, topics.groupDelivery, delivery);
  }

  /** Every node forgets the group's member list (its own copy through the bus too). */
  membersChanged(groupId: number): Promise<void> {
    this.cache.delete(groupId);
    return publishTopic(this.ctx.bus, topics.groupMembersChanged, { groupId });
  }

  /**
   * The frames to this node's sockets of the members (and of `users`), each frame encoded once. The
   * work is proportional to the smaller of the group and this node's users: a big group walks the
   * node's users, a small one looks each member up in the hub.
   */
  private async deliverLocal(delivery: GroupDelivery): Promise<void> {
    const hub = this.ctx.runtimes.realtime.hub;
    const members: GroupMembers = delivery.members ? await this.members(delivery.groupId) : new Map();
    const frames = delivery.frames.map((f) => Buffer.from(f));
    const sendTo = (sockets: Iterable<HubSocket>) => {
      for (const socket of sockets) {
        if (socket.id === delivery.except) continue;
        for (const frame of frames) socket.send(frame);
      }
    };
    if (members.size <= hub.localUserCount()) {
      for (const userId of members.keys()) sendTo(hub.socketsOf(String(userId)));
    } else {
      for (const [userID, sockets] of hub.localUsers()) if (members.has(Number(userID))) sendTo(sockets);
    }
    for (const userID of new Set(delivery.users ?? []))
      if (!members.has(userID)) sendTo(hub.socketsOf(String(userID)));
  }
}
