import { z } from 'zod';

import * as a from './anchor';
import { anchorEndpoints as e } from './anchorEndpoints';
import * as g from './gift';

/** Schemas of the calls of protocol/anchorEndpoints.ts, spread into protocol/api.ts. */
const empty = z.strictObject({});

export const anchorApi = {
  liveSign: { ...e.liveSign, request: a.liveSignRequest, response: a.liveSignResponse },
  anchorColumnNum: { ...e.anchorColumnNum, request: empty, response: z.array(a.anchorColumnNumSchema) },
  recommendAnchor: { ...e.recommendAnchor, request: empty, response: z.array(a.roomCardSchema) },
  anchorContentList: { ...e.anchorContentList, request: a.anchorListRequest, response: a.roomPage },
  anchorContentListNew: { ...e.anchorContentListNew, request: a.anchorListRequest, response: a.roomPage },
  anchorDetails: { ...e.anchorDetails, request: a.anchorIdRequest, response: a.anchorDetailsSchema },
  anchorInformation: {
    ...e.anchorInformation,
    request: a.anchorIdRequest,
    response: a.anchorInformationSchema,
  },
  webRecommendUser: {
    ...e.webRecommendUser,
    request: a.recommendUsersRequest,
    response: z.array(a.roomCardSchema),
  },
  anchorSearch: { ...e.anchorSearch, request: a.anchorSearchRequest, response: z.array(a.roomCardSchema) },
  anchorFollow: { ...e.anchorFollow, request: a.followRequest, response: a.followResponse },
  myFollows: { ...e.myFollows, request: a.pageRequest, response: a.roomPage },
  webImInfo: { ...e.webImInfo, request: a.anchorIdRequest, response: a.imInfoResponse },
  onlineCount: { ...e.onlineCount, request: a.onlineCountRequest, response: a.onlineCountResponse },
  taskDoneStage: { ...e.taskDoneStage, request: a.taskDoneRequest, response: a.taskDoneResponse },
  giftList: { ...e.giftList, request: empty, response: z.array(g.giftSchema) },
  sendMoneyToOne: { ...e.sendMoneyToOne, request: g.sendGiftRequest, response: g.sendGiftResponse },
  sendMoneyToAll: { ...e.sendMoneyToAll, request: g.sendGiftRequest, response: g.sendGiftResponse },
  chatBanner: { ...e.chatBanner, request: empty, response: g.bannerResponse },
  chatRoomAdv: { ...e.chatRoomAdv, request: a.advRequest, response: z.array(a.advSchema) },
} as const;
