import { FollowState } from '../../../protocol/anchorConstants';
import { GIFT_BROADCAST_MIN_COINS, GIFT_COUNT_MAX } from '../../../protocol/gift';
import { mayActOn, mayDo, type RoomRole } from '../../../protocol/roomConstants';

/**
 * Small rules of the anchor room page: which moderation tools and lists a role sees (§6,
 * protocol/room.ts ROOM_RIGHTS), the follow toggle (§3 like/collect) and the gift count.
 */

/** The moderation lists of §2, in the order of the dialog's tabs. */
export const MODERATION_TABS = ['viewers', 'mutes', 'admins', 'history', 'blacklist'] as const;
export type ModerationTab = (typeof MODERATION_TABS)[number];

/** What the page offers a role: the tool bar, the lists (only with the `lists` right), envelopes. */
export function roomTools(role: RoomRole) {
  return {
    clear: mayDo(role, 'clear'),
    muteAll: mayDo(role, 'muteAll'),
    lists: mayDo(role, 'lists'),
    redPacket: mayDo(role, 'redPacket'),
    /** Every logged-in user sees who is online (the other lists of §2 are moderators'); guests see the count. */
    viewerNames: role !== 'guest',
  };
}

/** Whether any room tool shows for this role. */
export function hasRoomTools(role: RoomRole): boolean {
  const t = roomTools(role);
  return t.clear || t.muteAll || t.lists || t.redPacket || t.viewerNames;
}

/** The tabs of the lists dialog a role sees: all of them with the `lists` right, else the online viewers. */
export function listTabs(role: RoomRole): readonly ModerationTab[] {
  return mayDo(role, 'lists') ? MODERATION_TABS : ['viewers'];
}

/** The buttons on a row of the online viewer list: only on people of a lower role, never oneself. */
export function viewerActions(actor: RoomRole, target: RoomRole, self: boolean) {
  const on = mayActOn(actor, target, self);
  return {
    mute: on && mayDo(actor, 'mute'),
    blacklist: on && mayDo(actor, 'blacklist'),
    /** Room admins are appointed from viewers (a role below them). */
    appoint: on && mayDo(actor, 'appoint') && target === 'viewer',
  };
}

/** The follow toggle of §3: state 1 follows, 2 unfollows; the counter moves by one (never below 0). */
export function followToggle(followed: boolean, fans: number) {
  return followed
    ? { state: FollowState.Inactive, followed: false, fans: Math.max(0, fans - 1) }
    : { state: FollowState.Active, followed: true, fans: fans + 1 };
}

/** A typed gift count, kept within 1..GIFT_COUNT_MAX (anything unreadable is 1). */
export function giftCount(text: string): number {
  const n = Number.parseInt(text, 10);
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, GIFT_COUNT_MAX);
}

/** Whether a gift of this cost may go on every room's banner (send_money_to_all). */
export function mayBroadcast(coins: number): boolean {
  return coins >= GIFT_BROADCAST_MIN_COINS;
}
