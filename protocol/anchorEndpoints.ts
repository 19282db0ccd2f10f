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
const post = <A extends Access>(access: A, path: string) => ({ method: 'POST', path, access }) as const;

/** The details call of an anchor's room: also made before the app's script (src/app/liveRoute.ts). */
export const ANCHOR_DETAILS_PATH = '/web_anchor/anchor_details';

export const anchorEndpoints = {
  liveSign: post('user', '/web_anchor/liveSign'),
  anchorColumnNum: post('public', '/web_anchor/anchor_column_num'),
  recommendAnchor: post('public', '/web_anchor/recommend_anchor'),
  anchorContentList: post('public', '/web_anchor/anchor_content_list'),
  anchorContentListNew: post('public', '/web_anchor/anchor_content_list_new'),
  anchorDetails: post('public', ANCHOR_DETAILS_PATH),
  anchorInformation: post('public', '/web_anchor/anchor_information'),
  webRecommendUser: post('public', '/web_anchor/web_recommend_user'),
  anchorSearch: post('public', '/web_anchor/anchor_search'),
  anchorFollow: post('user', '/web_anchor/follow'),
  myFollows: post('user', '/web_my/my_follows'),
  webImInfo: post('public', '/web_anchor/web_im_info'),
  onlineCount: post('public', '/anchor/onlineCount'),
  taskDoneStage: post('user', '/web_task/web_task_done_stage'),
  giftList: { method: 'GET', path: '/gift/list', access: 'public' },
  sendMoneyToOne: post('user', '/web_anchor/send_money_to_one'),
  sendMoneyToAll: post('user', '/web_anchor/send_money_to_all'),
  chatBanner: post('public', '/anchor/room/chat/banner'),
  chatRoomAdv: post('public', '/chat-room/adv'),
} as const satisfies Record<string, EndpointInfo>;
