import {
  GROUP_ADMINS_MAX,
  GROUP_MUTE_SECONDS,
  type GroupPermission,
  GroupRole,
} from '../../../../protocol/groupConstants';

/**
 * The name menu of a group member (§6 group owner and admins, per-admin permission sets): which
 * actions the caller's role and permissions allow on that member. The server checks every call
 * again; the menu only offers what would be allowed.
 */
export const MEMBER_ACTIONS = [
  'mention',
  'message',
  'mute3600',
  'mute43200',
  'mute86400',
  'mute604800',
  'mute2592000',
  'unmute',
  'makeAdmin',
  'editPermissions',
  'revokeAdmin',
  'transfer',
  'deleteMessages',
  'remove',
] as const;
export type MemberAction = (typeof MEMBER_ACTIONS)[number];

/** The mute of each mute action, in seconds. */
export const MUTE_OF: Partial<Record<MemberAction, (typeof GROUP_MUTE_SECONDS)[number]>> = Object.fromEntries(
  GROUP_MUTE_SECONDS.map((s) => [`mute${s}`, s]),
);

export interface Caller {
  userID: string;
  role: GroupRole;
  permissions: readonly GroupPermission[];
}

export interface Target {
  userID: string;
  role: GroupRole;
  muteEndTime: number;
}

export interface Context {
  /** The target is my friend (a private message is possible). */
  isFriend: boolean;
  /** Admins the group has now (at most GROUP_ADMINS_MAX). */
  adminCount: number;
  now?: number;
}

/** The owner acts on anyone else; an admin on plain members only; a member on nobody. */
export function mayActOn(caller: Caller, target: Target): boolean {
  if (caller.userID === target.userID) return false;
  if (caller.role === GroupRole.Owner) return true;
  return caller.role === GroupRole.Admin && target.role === GroupRole.Member;
}

/** What the caller may do to `target`, in menu order. `caller` null: I am no longer in the group. */
export function memberActions(caller: Caller | null, target: Target, ctx: Context): MemberAction[] {
  const actions: MemberAction[] = [];
  const self = caller?.userID === target.userID;
  if (caller && !self) actions.push('mention');
  if (ctx.isFriend && !self) actions.push('message');
  if (!caller || !mayActOn(caller, target)) return actions;
  const may = (p: GroupPermission) => mayDo(caller, p);
  if (may('mute') && target.role !== GroupRole.Owner) {
    actions.push('mute3600', 'mute43200', 'mute86400', 'mute604800', 'mute2592000');
    if (target.muteEndTime > (ctx.now ?? Date.now())) actions.push('unmute');
  }
  if (caller.role === GroupRole.Owner) {
    if (target.role === GroupRole.Member && ctx.adminCount < GROUP_ADMINS_MAX) actions.push('makeAdmin');
    if (target.role === GroupRole.Admin) actions.push('editPermissions', 'revokeAdmin');
    actions.push('transfer');
  }
  if (may('deleteMessages')) actions.push('deleteMessages');
  if (may('remove')) actions.push('remove');
  return actions;
}

/** The actions that ask first (they remove, delete or hand over something). */
export const CONFIRMED: readonly MemberAction[] = ['remove', 'deleteMessages', 'transfer'];
/** Shown in the danger colour. */
export const DANGER: readonly MemberAction[] = ['remove', 'deleteMessages', 'transfer'];

/** Whether my place in the group allows `permission` (the owner has every one). */
export function mayDo(caller: Caller | null, permission: GroupPermission): boolean {
  if (!caller) return false;
  return (
    caller.role === GroupRole.Owner ||
    (caller.role === GroupRole.Admin && caller.permissions.includes(permission))
  );
}
