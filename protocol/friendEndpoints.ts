import type { EndpointInfo } from './endpointInfo';

/**
 * Friends, address book, system messages, common phrases and message settings (§7 Friends,
 * Messaging, Common phrases), spread into protocol/endpoints.ts. The §7 paths `searchFriend/{id}`
 * and `isFriend/{id}` are GET with a path id there; the registry validates a JSON body, so here they
 * are POST on the same path names with the id in the body. Every call needs a logged-in user.
 */
const user = (method: 'POST', path: string, summary: string) =>
  ({ method, path, access: 'user', summary }) as const;

export const friendEndpoints = {
  searchFriend: user(
    'POST',
    '/manage/userSearch/searchFriend',
    'Find a user by ID, username, phone, QR or card',
  ),
  isFriend: user('POST', '/manage/userSearch/isFriend', 'Is this user my friend, did I block them'),
  applyFriend: user('POST', '/manage/userSearch/applyFriend', 'Send a friend request'),
  sendAble: user('POST', '/manage/userSearch/send/able', 'May I message this user'),
  sendAbleBatch: user('POST', '/manage/userSearch/send/able/batch', 'May I message each of these users'),
  friendApplicationList: user('POST', '/friend/application/list', 'New friends: requests to and from me'),
  friendApplicationResponse: user('POST', '/friend/application/response', 'Approve or reject a request'),
  friendList: user('POST', '/friend/list', 'My friends with their online status'),
  friendDelete: user('POST', '/friend/delete', 'Delete a friend (both sides)'),
  blacklistList: user('POST', '/friend/black/list', 'Users I blocked'),
  blacklistAdd: user('POST', '/friend/black/add', 'Block a user'),
  blacklistRemove: user('POST', '/friend/black/remove', 'Unblock a user'),
  filterTouristUser: user('POST', '/user/filterTouristUser', 'Which of these chat ids are guests'),
  userFlag: user('POST', '/user/userFlag', 'Anchor / visitor markers of these chat ids'),
  friendStatus: user('POST', '/online/friend_status', 'Online status of these friends'),
  systemMessageCount: user('POST', '/messageManagement/count', 'Unread system messages'),
  systemMessageList: user('POST', '/messageManagement/message/list', 'System messages, newest first'),
  systemMessageDetail: user('POST', '/messageManagement/detail', 'One system message (marks it read)'),
  systemMessageDelete: user('POST', '/messageManagement/delete', 'Delete system messages'),
  phraseListAll: user('POST', '/appUserFrequently/listAll', 'My common phrases in order'),
  phraseAdd: user('POST', '/appUserFrequently/add', 'Add a common phrase (at most 10)'),
  phraseEdit: user('POST', '/appUserFrequently/edit', 'Edit a common phrase'),
  phraseDelete: user('POST', '/appUserFrequently/delete', 'Delete a common phrase'),
  phraseBatchSort: user('POST', '/appUserFrequently/batchEditSort', 'Reorder my common phrases'),
  messageSettingGet: user('POST', '/messageSetting/get', 'My message settings'),
  messageSettingSet: user('POST', '/messageSetting/set', 'Change my message settings'),
} as const satisfies Record<string, EndpointInfo>;
