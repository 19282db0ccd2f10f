import type { Access, EndpointInfo } from './endpointInfo';

/**
 * Chat-room moderation and red envelopes (§7 anchor_user, edit_user, anchor_user_auth, clear_msg,
 * stop_chat, /chat-room/message/delete, /redPacket/*), spread into protocol/endpoints.ts. §7's
 * `open/{id}` and `list/{id}` are POST with the id in the body, as the friend calls carry their
 * path ids. The moderation lists of §2 (mute, blacklist, viewers, historical viewers, audit) and
 * the blacklist switch have no §7 path: they are ours, under /chat-room/. Rooms are `roomID`s.
 */
const post = <A extends Access>(access: A, path: string, summary: string) =>
  ({ method: 'POST', path, access, summary }) as const;

export const roomEndpoints = {
  anchorUser: post('user', '/web_anchor/anchor_user', 'The small assistant and admins of a room'),
  editUser: post('user', '/web_anchor/edit_user', 'Appoint or revoke the assistant or a room admin'),
  anchorUserAuth: post('user', '/web_anchor/anchor_user_auth', 'My role, rights and mute in a room'),
  clearMsg: post('user', '/web_anchor/clear_msg', "Clear the room's chat screen"),
  stopChat: post('user', '/web_anchor/stop_chat', 'Mute or unmute a user, or the whole room'),
  roomBlacklistSet: post('user', '/chat-room/blacklist/set', 'Put a user on or off the room blacklist'),
  roomBlacklist: post('user', '/chat-room/blacklist/list', 'The room blacklist'),
  roomMuteList: post('user', '/chat-room/mute/list', 'Users muted in the room now'),
  roomViewers: post('user', '/chat-room/viewer/list', 'Logged-in viewers in the room now'),
  roomViewerHistory: post('user', '/chat-room/viewer/history', 'Everyone who entered the room, latest first'),
  roomAudit: post('user', '/chat-room/audit/list', 'Who did what to whom in the room, when'),
  chatMessageDelete: post('user', '/chat-room/message/delete', 'Delete one chat message for everyone'),
  redPacketStats: {
    method: 'GET',
    path: '/redPacket/stats',
    access: 'user',
    summary: 'My coins, coupons and envelope totals',
  },
  redPacketSend: post('user', '/redPacket/send', 'The anchor sends red envelopes in its room'),
  redPacketOpen: post('user', '/redPacket/open', 'Open a red envelope (§7 open/{id})'),
  redPacketList: post('user', '/redPacket/list', 'An envelope and who opened it (§7 list/{id})'),
  adminSensitiveWords: post('admin', '/admin/sensitive_words', 'The refused words of chat'),
  adminSensitiveWordsSet: post('admin', '/admin/sensitive_words/set', 'Replace the refused words of chat'),
} as const satisfies Record<string, EndpointInfo>;
