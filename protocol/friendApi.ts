import { z } from 'zod';

import * as f from './friend';
import { friendEndpoints as e } from './friendEndpoints';
import * as m from './messageCenter';

/** Schemas of the calls of protocol/friendEndpoints.ts, spread into protocol/api.ts. */
const ok = z.object({});
const empty = z.strictObject({});

export const friendApi = {
  searchFriend: { ...e.searchFriend, request: f.searchFriendRequest, response: f.searchFriendResponse },
  isFriend: { ...e.isFriend, request: f.userTargetRequest, response: f.isFriendResponse },
  applyFriend: { ...e.applyFriend, request: f.applyFriendRequest, response: f.friendApplicationSchema },
  sendAble: { ...e.sendAble, request: f.userTargetRequest, response: f.sendAbleSchema },
  sendAbleBatch: {
    ...e.sendAbleBatch,
    request: f.sendAbleBatchRequest,
    response: z.array(f.sendAbleSchema),
  },
  friendApplicationList: {
    ...e.friendApplicationList,
    request: empty,
    response: f.friendApplicationListResponse,
  },
  friendApplicationResponse: {
    ...e.friendApplicationResponse,
    request: f.respondRequest,
    response: f.friendApplicationSchema,
  },
  friendList: { ...e.friendList, request: empty, response: z.array(f.friendRowSchema) },
  friendDelete: { ...e.friendDelete, request: f.userTargetRequest, response: ok },
  blacklistList: { ...e.blacklistList, request: empty, response: z.array(f.blacklistRowSchema) },
  blacklistAdd: { ...e.blacklistAdd, request: f.userTargetRequest, response: ok },
  blacklistRemove: { ...e.blacklistRemove, request: f.userTargetRequest, response: ok },
  filterTouristUser: { ...e.filterTouristUser, request: f.userIdsRequest, response: f.touristResponse },
  userFlag: { ...e.userFlag, request: f.userIdsRequest, response: z.array(f.userFlagSchema) },
  friendStatus: { ...e.friendStatus, request: f.userIdsRequest, response: z.array(f.friendStatusSchema) },
  systemMessageCount: {
    ...e.systemMessageCount,
    request: empty,
    response: m.systemMessageCountResponse,
  },
  systemMessageList: {
    ...e.systemMessageList,
    request: m.systemMessageListRequest,
    response: m.systemMessageListResponse,
  },
  systemMessageDetail: { ...e.systemMessageDetail, request: m.idRequest, response: m.systemMessageSchema },
  systemMessageDelete: {
    ...e.systemMessageDelete,
    request: m.systemMessageDeleteRequest,
    response: m.deletedResponse,
  },
  phraseListAll: { ...e.phraseListAll, request: empty, response: z.array(m.phraseSchema) },
  phraseAdd: { ...e.phraseAdd, request: m.phraseAddRequest, response: m.phraseSchema },
  phraseEdit: { ...e.phraseEdit, request: m.phraseEditRequest, response: m.phraseSchema },
  phraseDelete: { ...e.phraseDelete, request: m.idRequest, response: ok },
  phraseBatchSort: { ...e.phraseBatchSort, request: m.phraseSortRequest, response: z.array(m.phraseSchema) },
  messageSettingGet: { ...e.messageSettingGet, request: empty, response: m.messageSettingsSchema },
  messageSettingSet: {
    ...e.messageSettingSet,
    request: m.messageSettingsSchema,
    response: m.messageSettingsSchema,
  },
} as const;
