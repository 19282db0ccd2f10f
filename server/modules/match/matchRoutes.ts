import type { FastifyRequest } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { LANGUAGE_HEADER } from '../../../protocol/language';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/apiError';
import { bearer, findSession, type UserRow } from '../../http/auth';
import type { Handlers } from '../../http/registerApi';
import { languageOf } from '../../services/siteSettings';
import { recommendedAnchors, searchAnchors } from './anchorsService';
import { anchorsStreaming, matchDetail, raceImInfo, setStream } from './detailService';
import { homeInfo, homeMiddle, homeTop } from './homeService';
import { libraryColumns, libraryPage } from './libraryService';
import { forCaller, listMatches, searchMatches } from './listService';
import { appoint, listReservations } from './reservationService';

const RECOMMENDED = 12;
const SEARCH_ANCHORS = 20;

/** The caller of a public call when it sent a valid token (its reserved state), else a guest. */
async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearer(req);
  return token ? (await findSession(ctx, token))?.user : undefined;
}

const lang = (req: FastifyRequest) => languageOf(req.headers[LANGUAGE_HEADER]);

/**
 * Matches, reservations and home (§7). Every body was validated against protocol/matchApi.ts
 * (unknown raceType, page size outside §9's choices, a non-http(s) stream URL: 1000 with the rule).
 */
export function matchHandlers(ctx: AppContext): Handlers {
  return {
    matchList: async ({ body, req }) => listMatches(ctx, body, lang(req), await optionalUser(ctx, req)),
    matchAppoint: ({ body, session }) => appoint(ctx, session.user, body, false),
    matchReservations: ({ session, req }) => listReservations(ctx, session.user, lang(req)),
    raceDataColumnWithNum: ({ req }) => libraryColumns(ctx, lang(req)),
    raceDataContentListPage: ({ body, session, req }) => libraryPage(ctx, session.user, body, lang(req)),
    async raceDataAppoint({ body, session }) {
      const user = session.user;
      if (user.role !== 'anchor' || user.anchorStatus !== 'approved')
        throw new ApiError(ErrorCode.NoPermission);
      return appoint(ctx, user, body, true);
    },
    showMatch: async ({ body, req }) =>
      matchDetail(ctx, body.matchId, lang(req), await optionalUser(ctx, req), body.sportId),
    matchDetails: async ({ body, req }) =>
      matchDetail(ctx, body.matchId, lang(req), await optionalUser(ctx, req)),
    raceImInfo: ({ body, req }) => raceImInfo(ctx, body.matchId, req),
    anchorRaceList: ({ body }) => anchorsStreaming(ctx, body.matchId),
    homeDetailsTop: async ({ req }) =>
      forCaller(ctx, await optionalUser(ctx, req), await homeTop(ctx, lang(req))),
    async homeDetailsMiddle({ req }) {
      const user = await optionalUser(ctx, req);
      const columns = await homeMiddle(ctx, lang(req));
      return Promise.all(
        columns.map(async (c) => ({ ...c, matches: await forCaller(ctx, user, c.matches) })),
      );
    },
    homeDetailsBottom: () => recommendedAnchors(ctx, RECOMMENDED),
    homeInfoBottom: ({ req }) => homeInfo(ctx, lang(req)),
    async matchSearch({ body, req }) {
      const user = await optionalUser(ctx, req);
      const page = await searchMatches(ctx, body.keyword, body.page, body.pageSize, lang(req));
      return {
        matches: { ...page, list: await forCaller(ctx, user, page.list) },
        anchors: await searchAnchors(ctx, body.keyword, SEARCH_ANCHORS),
      };
    },
    adminMatchStream: ({ body, session }) =>
      setStream(ctx, body.matchId, body.streamUrl, session ? `user:${session.user.username}` : 'cli'),
  };
}
