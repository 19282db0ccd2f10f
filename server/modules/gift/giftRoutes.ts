import type { FastifyRequest } from 'fastify';

import { LANGUAGE_HEADER } from '../../../protocol/language';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { languageOf } from '../../services/siteSettings';
import { giftRecordsPage, recentEarnings } from './earnings';
import { banner, listGifts, sendGift } from './giftService';

const lang = (req: FastifyRequest) => languageOf(req.headers[LANGUAGE_HEADER]);

/** §7 /gift/list, send_money_to_one / to_all, /anchor/room/chat/banner; the anchor's recent_earnings and gift_detail. */
export function giftHandlers(ctx: AppContext): Handlers {
  return {
    giftList: ({ req }) => listGifts(ctx, lang(req)),
    sendMoneyToOne: ({ body, session }) => sendGift(ctx, session.user, body, false),
    sendMoneyToAll: ({ body, session }) => sendGift(ctx, session.user, body, true),
    chatBanner: () => banner(ctx),
    recentEarnings: ({ body, session }) => recentEarnings(ctx, session.user, body.days),
    giftDetail: ({ body, session, req }) =>
      giftRecordsPage(ctx, session.user, body.page, body.pageSize, lang(req)),
  };
}
