import { z } from 'zod';

import * as a from './anchor';
import { anchorEndpoints as e } from './anchorEndpoints';
import * as g from './gift';

/** Summaries and schemas of the calls of protocol/anchorEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});

export const anchorApi = {
  liveSign: {
    ...e.liveSign,
    summary: 'The anchor goes live or stops (anchors only)',
    request: a.liveSignRequest,
    response: a.liveSignResponse,
  },
  anchorColumnNum: {
    ...e.anchorColumnNum,
    summary: 'Anchor columns with their live room counts',
    request: empty,
    response: z.array(a.anchorColumnNumSchema),
  },
  recommendAnchor: {
    ...e.recommendAnchor,
    summary: 'Recommended anchors: live first',
    request: empty,
    response: z.array(a.roomCardSchema),
  },
  anchorContentList: {
    ...e.anchorContentList,
    summary: 'Rooms of a column, live first, paged',
    request: a.anchorListRequest,
    response: a.roomPage,
  },
  anchorContentListNew: {
    ...e.anchorContentListNew,
    summary: 'Rooms of a column, newest live first, then newest anchors, paged',
    request: a.anchorListRequest,
    response: a.roomPage,
  },
  anchorDetails: {
    ...e.anchorDetails,
    summary: 'A live room: stream, announcement, my follow and role',
    request: a.anchorIdRequest,
    response: a.anchorDetailsSchema,
  },
  anchorInformation: {
    ...e.anchorInformation,
    summary: "An anchor's public profile card",
    request: a.anchorIdRequest,
    response: a.anchorInformationSchema,
  },
  webRecommendUser: {
    ...e.webRecommendUser,
    summary: 'Other live anchors to recommend in a room',
    request: a.recommendUsersRequest,
    response: z.array(a.roomCardSchema),
  },
  anchorSearch: {
    ...e.anchorSearch,
    summary: 'Search anchors (nickname, username)',
    request: a.anchorSearchRequest,
    response: z.array(a.roomCardSchema),
  },
  anchorFollow: {
    ...e.anchorFollow,
    summary: 'Follow (state 1) or unfollow (state 2) an anchor',
    request: a.followRequest,
    response: a.followResponse,
  },
  myFollows: {
    ...e.myFollows,
    summary: 'Anchors I follow, live first, paged',
    request: a.pageRequest,
    response: a.roomPage,
  },
  webImInfo: {
    ...e.webImInfo,
    summary: 'Chat-room socket address of an anchor room',
    request: a.anchorIdRequest,
    response: a.imInfoResponse,
  },
  onlineCount: {
    ...e.onlineCount,
    summary: 'Sockets in a chat room now',
    request: a.onlineCountRequest,
    response: a.onlineCountResponse,
  },
  taskDoneStage: {
    ...e.taskDoneStage,
    summary: 'Report a task stage (task_5, task_9, task_10)',
    request: a.taskDoneRequest,
    response: a.taskDoneResponse,
  },
  giftList: {
    ...e.giftList,
    summary: 'Gifts and their prices',
    request: empty,
    response: z.array(g.giftSchema),
  },
  sendMoneyToOne: {
    ...e.sendMoneyToOne,
    summary: "Send a gift to a room's anchor",
    request: g.sendGiftRequest,
    response: g.sendGiftResponse,
  },
  sendMoneyToAll: {
    ...e.sendMoneyToAll,
    summary: "Send a gift to a room's anchor, shown on every room's banner",
    request: g.sendGiftRequest,
    response: g.sendGiftResponse,
  },
  chatBanner: {
    ...e.chatBanner,
    summary: 'Recent platform-wide gifts for the chat banner',
    request: empty,
    response: g.bannerResponse,
  },
  chatRoomAdv: {
    ...e.chatRoomAdv,
    summary: 'Adverts of a chat room (§7 adv/{id}, id in the body)',
    request: a.advRequest,
    response: z.array(a.advSchema),
  },
} as const;
