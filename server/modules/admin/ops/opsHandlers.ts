import type { FastifyRequest } from 'fastify';

import { LANGUAGE_HEADER } from '../../../../protocol/language';
import type { AppContext } from '../../../context';
import type { Handlers } from '../../../http/registerApi';
import { languageOf } from '../../../services/siteSettings';
import { cutStream, liveRooms, resetLiveCode, searchRoomAudit } from './liveOps';
import { feedStatus, importNow, listMatches, setHot, switchSimulator } from './matchOps';
import { moneyDaily, runReconcile } from './moneyOps';

const lang = (req: FastifyRequest) => languageOf(req.headers[LANGUAGE_HEADER]);
const actorOf = (session: { user: { username: string } } | undefined | null) =>
  session ? `user:${session.user.username}` : 'cli';

/** The console's calls of protocol/adminOpsEndpoints.ts: match data, live monitor, money. */
export function opsAdminHandlers(ctx: AppContext): Handlers {
  return {
    adminFeedStatus: ({ req }) => feedStatus(ctx, lang(req)),
    adminFeedImport: ({ session }) => importNow(ctx, actorOf(session)),
    adminMatchList: ({ body, req }) => listMatches(ctx, body, lang(req)),
    adminMatchHot: ({ body, session }) => setHot(ctx, body.matchId, body.hot, actorOf(session)),
    adminMatchSimulator: ({ body, session }) => switchSimulator(ctx, body.state === 'on', actorOf(session)),
    adminLiveRooms: ({ body }) => liveRooms(ctx, body),
    adminLiveCut: ({ body, session }) => cutStream(ctx, body.username, body.reason, actorOf(session)),
    adminLiveCodeReset: ({ body, session }) =>
      resetLiveCode(ctx, body.username, body.reason, actorOf(session)),
    adminRoomAudit: ({ body }) => searchRoomAudit(ctx, body),
    adminMoneyDaily: () => moneyDaily(ctx),
    adminReconcile: () => runReconcile(ctx),
  };
}
