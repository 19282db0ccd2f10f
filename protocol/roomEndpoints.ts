import type { Access, EndpointInfo } from './endpointInfo';

/**
 * Chat-room moderation and red envelopes (§7 anchor_user, edit_user, anchor_user_auth, clear_msg,
 * stop_chat, /chat-room/message/delete, /redPacket/*), spread into protocol/endpoints.ts. §7's
 * `open/{id}` and `list/{id}` are POST with the id in the body, as the friend calls carry their
 * path ids. The moderation lists of §2 (mute, blacklist, viewers, historical viewers, audit) and
 * the blacklist switch have no §7 path: they are ours, under /chat-room/. Rooms are `roomID`s.
 */
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

export const roomEndpoints = {
  anchorUser: post('user', '/web_anchor/anchor_user'),
  editUser: post('user', '/web_anchor/edit_user'),
  anchorUserAuth: post('user', '/web_anchor/anchor_user_auth'),
  clearMsg: post('user', '/web_anchor/clear_msg'),
  stopChat: post('user', '/web_anchor/stop_chat'),
  roomBlacklistSet: post('user', '/chat-room/blacklist/set'),
  roomBlacklist: post('user', '/chat-room/blacklist/list'),
  roomMuteList: post('user', '/chat-room/mute/list'),
  roomViewers: post('user', '/chat-room/viewer/list'),
  roomViewerHistory: post('user', '/chat-room/viewer/history'),
  roomAudit: post('user', '/chat-room/audit/list'),
  chatMessageDelete: post('user', '/chat-room/message/delete'),
  redPacketStats: {
    method: 'GET',
    path: '/redPacket/stats',
    access: 'user',
  },
  redPacketSend: post('user', '/redPacket/send'),
  redPacketOpen: post('user', '/redPacket/open'),
  redPacketList: post('user', '/redPacket/list'),
  adminSensitiveWords: post('admin', '/admin/sensitive_words'),
  adminSensitiveWordsSet: post('admin', '/admin/sensitive_words/set'),
} as const satisfies Record<string, EndpointInfo>;
