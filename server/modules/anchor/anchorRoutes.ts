import type { FastifyRequest } from 'fastify';

import { IM_PATH } from '../../../protocol/im';
import { type Language, LANGUAGE_HEADER } from '../../../protocol/language';
import { anchorRoomId } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { bearer, findSession, type UserRow } from '../../http/auth';
import type { Handlers } from '../../http/registerApi';
import { languageOf, readSetting } from '../../services/siteSettings';
import { socketOrigin } from '../../services/socketOrigin';
import { resolveRoom } from '../room';
import {
  anchorDetails,
  anchorInformation,
  anchorPage,
  columnsWithLiveCounts,
  recommendedAnchors,
  recommendedUsers,
  searchAnchorCards,
} from './anchorLists';
import { myFans, myFollows, setFollow } from './followService';
import { liveSign } from './liveSign';
import { byLiveThenFans, byNewest } from './roomCards';
import { taskDone } from './tasks';

const lang = (req: FastifyRequest) => languageOf(req.headers[LANGUAGE_HEADER]);

async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearer(req);
  return token ? (await findSession(ctx, token))?.user : undefined;
}

/** Room adverts (`settings.chatRoomAdverts`, keyed by language). */
type Adverts = Partial<Record<Language, { id: number; text: string; link: string }[]>>;

/**
 * Anchors, rooms, follows, tasks (§7 Anchor). Lists are public and put live rooms first; a token,
 * when sent, fills in the caller's follow state and role. The queries live in anchorLists.ts.
 */
export function anchorHandlers(ctx: AppContext): Handlers {
  return {
    liveSign: ({ body, session }) => liveSign(ctx, session.user, body),
    anchorColumnNum: ({ req }) => columnsWithLiveCounts(ctx, lang(req)),
    recommendAnchor: () => recommendedAnchors(ctx),
    anchorContentList: ({ body }) =>
      anchorPage(ctx, body.anchorType, body.page, body.pageSize, byLiveThenFans),
    anchorContentListNew: ({ body }) => anchorPage(ctx, body.anchorType, body.page, body.pageSize, byNewest),
    anchorDetails: async ({ body, req }) => anchorDetails(ctx, body.id, await optionalUser(ctx, req)),
    anchorInformation: async ({ body, req }) => anchorInformation(ctx, body.id, await optionalUser(ctx, req)),
    webRecommendUser: async ({ body, req }) =>
      recommendedUsers(ctx, await optionalUser(ctx, req), body.roomID),
    anchorSearch: ({ body }) => searchAnchorCards(ctx, body.keyword),
    anchorFollow: ({ body, session }) => setFollow(ctx, session.user, body.anchorId, body.state),
    myFollows: ({ body, session }) => myFollows(ctx, session.user, body.page, body.pageSize),
    myFans: ({ body, session }) => myFans(ctx, session.user, body),
    async webImInfo({ body, req }) {
      const room = await resolveRoom(ctx, anchorRoomId(body.id));
      return { wsUrl: socketOrigin(ctx.config, req) + IM_PATH, roomID: room.key };
    },
    async onlineCount({ body }) {
      const room = await resolveRoom(ctx, body.roomID);
      const online = await ctx.runtimes.room.presence.online([room.key]);
      return { roomID: room.key, online: online.get(room.key) ?? 0 };
    },
    taskDoneStage: ({ body, session }) => taskDone(ctx, session.user, body.taskKey),
    async chatRoomAdv({ body, req }) {
      await resolveRoom(ctx, body.id);
      const all = await readSetting<Adverts>(ctx, 'chatRoomAdverts');
      return all?.[lang(req)] ?? all?.en ?? [];
    },
  };
}
