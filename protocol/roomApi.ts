import { z } from 'zod';

import * as r from './redPacket';
import { roomEndpoints as e } from './roomEndpoints';
import * as m from './roomModeration';

/** Schemas of the calls of protocol/roomEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});

export const roomApi = {
  anchorUser: { ...e.anchorUser, request: m.roomRequest, response: z.array(m.roomStaffSchema) },
  editUser: { ...e.editUser, request: m.editUserRequest, response: m.editUserResponse },
  anchorUserAuth: { ...e.anchorUserAuth, request: m.roomRequest, response: m.userAuthResponse },
  clearMsg: { ...e.clearMsg, request: m.roomRequest, response: m.clearResponse },
  stopChat: { ...e.stopChat, request: m.stopChatRequest, response: m.stopChatResponse },
  roomBlacklistSet: {
    ...e.roomBlacklistSet,
    request: m.blacklistSetRequest,
    response: m.blacklistSetResponse,
  },
  roomBlacklist: { ...e.roomBlacklist, request: m.roomPageRequest, response: m.blacklistPage },
  roomMuteList: { ...e.roomMuteList, request: m.roomPageRequest, response: m.mutePage },
  roomViewers: { ...e.roomViewers, request: m.roomPageRequest, response: m.viewerPage },
  roomViewerHistory: { ...e.roomViewerHistory, request: m.roomPageRequest, response: m.visitPage },
  roomAudit: { ...e.roomAudit, request: m.roomPageRequest, response: m.auditPage },
  chatMessageDelete: {
    ...e.chatMessageDelete,
    request: m.deleteMessageRequest,
    response: m.deleteMessageResponse,
  },
  redPacketStats: { ...e.redPacketStats, request: empty, response: r.redPacketStatsResponse },
  redPacketSend: { ...e.redPacketSend, request: r.redPacketSendRequest, response: r.redPacketSendResponse },
  redPacketOpen: { ...e.redPacketOpen, request: r.redPacketOpenRequest, response: r.redPacketOpenResponse },
  redPacketList: { ...e.redPacketList, request: r.redPacketListRequest, response: r.redPacketListResponse },
  adminSensitiveWords: { ...e.adminSensitiveWords, request: empty, response: m.sensitiveWordsSchema },
  adminSensitiveWordsSet: {
    ...e.adminSensitiveWordsSet,
    request: m.sensitiveWordsSetRequest,
    response: m.sensitiveWordsSchema,
  },
} as const;
