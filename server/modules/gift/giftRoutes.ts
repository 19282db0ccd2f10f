import type { FastifyRequest } from 'fastify';

import { LANGUAGE_HEADER } from '../../../protocol/language';
import type { AppContext } from '../../context';
import type { Handlers } from '../../http/registerApi';
import { languageOf } from '../../services/siteSettings';
import { banner, giftDetail, listGifts, sendGift } from './giftService';

const lang = (req: FastifyRequest) => languageOf(req.headers[LANGUAGE_HEADER]);

/** §7 /gift/list, gift_detail, send_money_to_one / to_all, /anchor/room/chat/banner. */
export function giftHandlers(ctx: AppContext): Handlers {
  return {
    giftList: ({ req }) => listGifts(ctx, lang(req)),
    giftDetail: ({ body, req }) => giftDetail(ctx, body.id, lang(req)),
    sendMoneyToOne: ({ body, session }) => sendGift(ctx, session.user, body, false),
    sendMoneyToAll: ({ body, session }) => sendGift(ctx, session.user, body, true),
    chatBanner: () => banner(ctx),
  };
}
