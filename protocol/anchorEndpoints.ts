import type { Access, EndpointInfo } from './endpointInfo';

/**
 * Anchors, rooms, follows, gifts and tasks (§7 Anchor, /web_my/my_fans, /gift/list,
 * /anchor/onlineCount, /anchor/room/chat/banner, /web_task/web_task_done_stage), spread into
 * protocol/endpoints.ts. Lists and room pages are public (a token, when sent, fills in the caller's
 * follow state and role). §7 puts onlineCount "on a separate online-count base": here it is under
 * /web like every call. follow, my_follows and anchor_search are ours (§3 like/collect, /user/attention,
 * the search of §2). The anchor's space (photo wall, notes, fans, earnings: spaceEndpoints.ts) and the
 * application (profileEndpoints.ts) have their own tables.
 */
const post = <A extends Access>(access: A, path: string, summary: string) =>
  ({ method: 'POST', path, access, summary }) as const;

export const anchorEndpoints = {
  liveSign: post('user', '/web_anchor/liveSign', 'The anchor goes live or stops (anchors only)'),
  anchorColumnNum: post(
    'public',
    '/web_anchor/anchor_column_num',
    'Anchor columns with their live room counts',
  ),
  recommendAnchor: post('public', '/web_anchor/recommend_anchor', 'Recommended anchors: live first'),
  anchorContentList: post(
    'public',
    '/web_anchor/anchor_content_list',
    'Rooms of a column, live first, paged',
  ),
  anchorContentListNew: post(
    'public',
    '/web_anchor/anchor_content_list_new',
    'Rooms of a column, newest live first, then newest anchors, paged',
  ),
  anchorDetails: post(
    'public',
    '/web_anchor/anchor_details',
    'A live room: stream, announcement, my follow and role',
  ),
  anchorInformation: post('public', '/web_anchor/anchor_information', "An anchor's public profile card"),
  webRecommendUser: post(
    'public',
    '/web_anchor/web_recommend_user',
    'Other live anchors to recommend in a room',
  ),
  anchorSearch: post('public', '/web_anchor/anchor_search', 'Search anchors (nickname, username)'),
  anchorFollow: post('user', '/web_anchor/follow', 'Follow (state 1) or unfollow (state 2) an anchor'),
  myFollows: post('user', '/web_my/my_follows', 'Anchors I follow, live first, paged'),
  webImInfo: post('public', '/web_anchor/web_im_info', 'Chat-room socket address of an anchor room'),
  onlineCount: post('public', '/anchor/onlineCount', 'Sockets in a chat room now'),
  taskDoneStage: post(
    'user',
    '/web_task/web_task_done_stage',
    'Report a task stage (task_5, task_9, task_10)',
  ),
  giftList: { method: 'GET', path: '/gift/list', access: 'public', summary: 'Gifts and their prices' },
  sendMoneyToOne: post('user', '/web_anchor/send_money_to_one', "Send a gift to a room's anchor"),
  sendMoneyToAll: post(
    'user',
    '/web_anchor/send_money_to_all',
    "Send a gift to a room's anchor, shown on every room's banner",
  ),
  chatBanner: post('public', '/anchor/room/chat/banner', 'Recent platform-wide gifts for the chat banner'),
  chatRoomAdv: post('public', '/chat-room/adv', 'Adverts of a chat room (§7 adv/{id}, id in the body)'),
} as const satisfies Record<string, EndpointInfo>;
