import { z } from 'zod';

import * as r from './redPacket';
import { roomEndpoints as e } from './roomEndpoints';
import * as m from './roomModeration';

/** Summaries and schemas of the calls of protocol/roomEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});

export const roomApi = {
  anchorUser: {
    ...e.anchorUser,
    summary: 'The small assistant and admins of a room',
    request: m.roomRequest,
    response: z.array(m.roomStaffSchema),
  },
  editUser: {
    ...e.editUser,
    summary: 'Appoint or revoke the assistant or a room admin',
    request: m.editUserRequest,
    response: m.editUserResponse,
  },
  anchorUserAuth: {
    ...e.anchorUserAuth,
    summary: 'My role, rights and mute in a room',
    request: m.roomRequest,
    response: m.userAuthResponse,
  },
  clearMsg: {
    ...e.clearMsg,
    summary: "Clear the room's chat screen",
    request: m.roomRequest,
    response: m.clearResponse,
  },
  stopChat: {
    ...e.stopChat,
    summary: 'Mute or unmute a user, or the whole room',
    request: m.stopChatRequest,
    response: m.stopChatResponse,
  },
  roomBlacklistSet: {
    ...e.roomBlacklistSet,
    summary: 'Put a user on or off the room blacklist',
    request: m.blacklistSetRequest,
    response: m.blacklistSetResponse,
  },
  roomBlacklist: {
    ...e.roomBlacklist,
    summary: 'The room blacklist',
    request: m.roomPageRequest,
    response: m.blacklistPage,
  },
  roomMuteList: {
    ...e.roomMuteList,
    summary: 'Users muted in the room now',
    request: m.roomPageRequest,
    response: m.mutePage,
  },
  roomViewers: {
    ...e.roomViewers,
    summary: 'Logged-in viewers in the room now',
    request: m.roomPageRequest,
    response: m.viewerPage,
  },
  roomViewerHistory: {
    ...e.roomViewerHistory,
    summary: 'Everyone who entered the room, latest first',
    request: m.roomPageRequest,
    response: m.visitPage,
  },
  roomAudit: {
    ...e.roomAudit,
    summary: 'Who did what to whom in the room, when',
    request: m.roomPageRequest,
    response: m.auditPage,
  },
  chatMessageDelete: {
    ...e.chatMessageDelete,
    summary: 'Delete one chat message for everyone',
    request: m.deleteMessageRequest,
    response: m.deleteMessageResponse,
  },
  redPacketStats: {
    ...e.redPacketStats,
    summary: 'My coins, coupons and envelope totals',
    request: empty,
    response: r.redPacketStatsResponse,
  },
  redPacketSend: {
    ...e.redPacketSend,
    summary: 'The anchor sends red envelopes in its room',
    request: r.redPacketSendRequest,
    response: r.redPacketSendResponse,
  },
  redPacketOpen: {
    ...e.redPacketOpen,
    summary: 'Open a red envelope (§7 open/{id})',
    request: r.redPacketOpenRequest,
    response: r.redPacketOpenResponse,
  },
  redPacketList: {
    ...e.redPacketList,
    summary: 'An envelope and who opened it (§7 list/{id})',
    request: r.redPacketListRequest,
    response: r.redPacketListResponse,
  },
  adminSensitiveWords: {
    ...e.adminSensitiveWords,
    summary: 'The refused words of chat',
    request: empty,
    response: m.sensitiveWordsSchema,
  },
  adminSensitiveWordsSet: {
    ...e.adminSensitiveWordsSet,
    summary: 'Replace the refused words of chat',
    request: m.sensitiveWordsSetRequest,
    response: m.sensitiveWordsSchema,
  },
} as const;
