import type { EndpointName } from '../../../protocol/endpoints';
import type { Envelope } from '../../../protocol/envelope';
import type { RoomMessage } from '../../../protocol/room';
import { mayActOn, mayDo, type RoomMuteDuration, type RoomRole } from '../../../protocol/roomConstants';
import { call } from '../../api/client';

/** The moderation lists of a room (anchor/ModerationLists.tsx): any action on a person may move them. */
export const ROOM_LIST_QUERIES: readonly EndpointName[] = [
  'roomViewers',
  'roomMuteList',
  'anchorUser',
  'roomViewerHistory',
  'roomBlacklist',
];

/**
 * The moderation menu on a name in the room chat (§4 mutes, §6 roles): which actions the viewer's
 * role may take on that person (protocol/room.ts ROOM_RIGHTS and mayActOn), and the HTTP call of
 * protocol/roomEndpoints.ts each one makes.
 */
export const MODERATION_ACTIONS = [
  'mute10',
  'mute30',
  'mute60',
  'muteMatch',
  'unmute',
  'delete',
  'blacklist',
  'appoint',
  'assistant',
  'revoke',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

const MUTES: Record<string, RoomMuteDuration> = { mute10: 10, mute30: 30, mute60: 60, muteMatch: 'match' };

/**
 * The actions `role` may take on the sender of `message` (none on oneself, the anchor or a rank not
 * below). "Until the match ends" only when the room has a match (`hasMatch`).
 */
export function moderationActions(
  role: RoomRole,
  message: RoomMessage,
  me: string,
  hasMatch = true,
): ModerationAction[] {
  if (!mayActOn(role, message.role, message.sendID === me)) return [];
  const actions: ModerationAction[] = [];
  if (mayDo(role, 'mute')) {
    actions.push('mute10', 'mute30', 'mute60');
    if (hasMatch) actions.push('muteMatch');
    actions.push('unmute');
  }
  if (mayDo(role, 'delete') && message.kind === 'chat') actions.push('delete');
  if (mayDo(role, 'blacklist')) actions.push('blacklist');
  if (mayDo(role, 'appoint') && message.role === 'viewer') actions.push('appoint');
  if (mayDo(role, 'appoint') && (message.role === 'viewer' || message.role === 'admin'))
    actions.push('assistant');
  if (mayDo(role, 'appoint') && (message.role === 'admin' || message.role === 'assistant'))
    actions.push('revoke');
  return actions;
}

/** Runs `action` on the sender of `message` in `roomID`; the room hears of it as a notice. */
export function runModeration(
  roomID: string,
  action: ModerationAction,
  message: RoomMessage,
): Promise<Envelope<unknown>> {
  const userID = message.sendID;
  const duration = MUTES[action];
  if (duration !== undefined) return call('stopChat', { roomID, action: 'mute', userID, duration });
  switch (action) {
    case 'unmute':
      return call('stopChat', { roomID, action: 'unmute', userID });
    case 'delete':
      return call('chatMessageDelete', { roomID, msgID: message.msgID });
    case 'blacklist':
      return call('roomBlacklistSet', { roomID, userID, on: true });
    case 'appoint':
      return call('editUser', { roomID, userID, role: 'admin' });
    case 'assistant':
      return call('editUser', { roomID, userID, role: 'assistant' });
    default:
      return call('editUser', { roomID, userID, role: 'none' });
  }
}
