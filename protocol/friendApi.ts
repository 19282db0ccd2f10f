import { z } from 'zod';

import * as f from './friend';
import { friendEndpoints as e } from './friendEndpoints';
import * as m from './messageCenter';

/** Summaries and schemas of the calls of protocol/friendEndpoints.ts, spread into protocol/api.ts. */
const ok = z.object({});
const empty = z.strictObject({});

export const friendApi = {
  searchFriend: {
    ...e.searchFriend,
    summary: 'Find a user by ID, username, phone, QR or card',
    request: f.searchFriendRequest,
    response: f.searchFriendResponse,
  },
  isFriend: {
    ...e.isFriend,
    summary: 'Is this user my friend, did I block them',
    request: f.userTargetRequest,
    response: f.isFriendResponse,
  },
  applyFriend: {
    ...e.applyFriend,
    summary: 'Send a friend request',
    request: f.applyFriendRequest,
    response: f.friendApplicationSchema,
  },
  sendAble: {
    ...e.sendAble,
    summary: 'May I message this user',
    request: f.userTargetRequest,
    response: f.sendAbleSchema,
  },
  sendAbleBatch: {
    ...e.sendAbleBatch,
    summary: 'May I message each of these users',
    request: f.sendAbleBatchRequest,
    response: z.array(f.sendAbleSchema),
  },
  friendApplicationList: {
    ...e.friendApplicationList,
    summary: 'New friends: requests to and from me',
    request: empty,
    response: f.friendApplicationListResponse,
  },
  friendApplicationResponse: {
    ...e.friendApplicationResponse,
    summary: 'Approve or reject a request',
    request: f.respondRequest,
    response: f.friendApplicationSchema,
  },
  friendList: {
    ...e.friendList,
    summary: 'My friends with their online status',
    request: empty,
    response: z.array(f.friendRowSchema),
  },
  friendDelete: {
    ...e.friendDelete,
    summary: 'Delete a friend (both sides)',
    request: f.userTargetRequest,
    response: ok,
  },
  blacklistList: {
    ...e.blacklistList,
    summary: 'Users I blocked',
    request: empty,
    response: z.array(f.blacklistRowSchema),
  },
  blacklistAdd: { ...e.blacklistAdd, summary: 'Block a user', request: f.userTargetRequest, response: ok },
  blacklistRemove: {
    ...e.blacklistRemove,
    summary: 'Unblock a user',
    request: f.userTargetRequest,
    response: ok,
  },
  filterTouristUser: {
    ...e.filterTouristUser,
    summary: 'Which of these chat ids are guests',
    request: f.userIdsRequest,
    response: f.touristResponse,
  },
  userFlag: {
    ...e.userFlag,
    summary: 'Anchor / visitor markers of these chat ids',
    request: f.userIdsRequest,
    response: z.array(f.userFlagSchema),
  },
  friendStatus: {
    ...e.friendStatus,
    summary: 'Online status of these friends',
    request: f.userIdsRequest,
    response: z.array(f.friendStatusSchema),
  },
  systemMessageCount: {
    ...e.systemMessageCount,
    summary: 'Unread system messages',
    request: empty,
    response: m.systemMessageCountResponse,
  },
  systemMessageList: {
    ...e.systemMessageList,
    summary: 'System messages, newest first',
    request: m.systemMessageListRequest,
    response: m.systemMessageListResponse,
  },
  systemMessageDetail: {
    ...e.systemMessageDetail,
    summary: 'One system message (marks it read)',
    request: m.idRequest,
    response: m.systemMessageSchema,
  },
  systemMessageDelete: {
    ...e.systemMessageDelete,
    summary: 'Delete system messages',
    request: m.systemMessageDeleteRequest,
    response: m.deletedResponse,
  },
  phraseListAll: {
    ...e.phraseListAll,
    summary: 'My common phrases in order',
    request: empty,
    response: z.array(m.phraseSchema),
  },
  phraseAdd: {
    ...e.phraseAdd,
    summary: 'Add a common phrase (at most 10)',
    request: m.phraseAddRequest,
    response: m.phraseSchema,
  },
  phraseEdit: {
    ...e.phraseEdit,
    summary: 'Edit a common phrase',
    request: m.phraseEditRequest,
    response: m.phraseSchema,
  },
  phraseDelete: { ...e.phraseDelete, summary: 'Delete a common phrase', request: m.idRequest, response: ok },
  phraseBatchSort: {
    ...e.phraseBatchSort,
    summary: 'Reorder my common phrases',
    request: m.phraseSortRequest,
    response: z.array(m.phraseSchema),
  },
  messageSettingGet: {
    ...e.messageSettingGet,
    summary: 'My message settings',
    request: empty,
    response: m.messageSettingsSchema,
  },
  messageSettingSet: {
    ...e.messageSettingSet,
    summary: 'Change my message settings',
    request: m.messageSettingsSchema,
    response: m.messageSettingsSchema,
  },
} as const;
