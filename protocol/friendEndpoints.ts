import type { EndpointInfo } from './endpointInfo';

/**
 * Friends, address book, system messages, common phrases and message settings (§7 Friends,
 * Messaging, Common phrases), spread into protocol/endpoints.ts. The §7 paths `searchFriend/{id}`
 * and `isFriend/{id}` are GET with a path id there; the registry validates a JSON body, so here they
 * are POST on the same path names with the id in the body. Every call needs a logged-in user.
 */
const user = (method: 'POST', path: string) => ({ method, path, access: 'user' }) as const;

export const friendEndpoints = {
  searchFriend: user('POST', '/manage/userSearch/searchFriend'),
  isFriend: user('POST', '/manage/userSearch/isFriend'),
  applyFriend: user('POST', '/manage/userSearch/applyFriend'),
  sendAble: user('POST', '/manage/userSearch/send/able'),
  sendAbleBatch: user('POST', '/manage/userSearch/send/able/batch'),
  friendApplicationList: user('POST', '/friend/application/list'),
  friendApplicationResponse: user('POST', '/friend/application/response'),
  friendList: user('POST', '/friend/list'),
  friendDelete: user('POST', '/friend/delete'),
  blacklistList: user('POST', '/friend/black/list'),
  blacklistAdd: user('POST', '/friend/black/add'),
  blacklistRemove: user('POST', '/friend/black/remove'),
  filterTouristUser: user('POST', '/user/filterTouristUser'),
  userFlag: user('POST', '/user/userFlag'),
  friendStatus: user('POST', '/online/friend_status'),
  systemMessageCount: user('POST', '/messageManagement/count'),
  systemMessageList: user('POST', '/messageManagement/message/list'),
  systemMessageDetail: user('POST', '/messageManagement/detail'),
  systemMessageDelete: user('POST', '/messageManagement/delete'),
  phraseListAll: user('POST', '/appUserFrequently/listAll'),
  phraseAdd: user('POST', '/appUserFrequently/add'),
  phraseEdit: user('POST', '/appUserFrequently/edit'),
  phraseDelete: user('POST', '/appUserFrequently/delete'),
  phraseBatchSort: user('POST', '/appUserFrequently/batchEditSort'),
  messageSettingGet: user('POST', '/messageSetting/get'),
  messageSettingSet: user('POST', '/messageSetting/set'),
} as const satisfies Record<string, EndpointInfo>;
