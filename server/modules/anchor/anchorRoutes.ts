import { and, asc, count, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { ANCHOR_SEARCH_MAX, RECOMMENDED_ANCHORS, RECOMMENDED_USERS } from '../../../protocol/anchor';
import { ErrorCode } from '../../../protocol/errors';
import { IM_PATH } from '../../../protocol/im';
import { type Language, LANGUAGE_HEADER } from '../../../protocol/language';
import { pageOffset } from '../../../protocol/pagination';
import { anchorRoomId } from '../../../protocol/room';
import type { AppContext } from '../../context';
import { anchorColumns, follows, rooms, users } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import { bearer, findSession, type UserRow } from '../../http/auth';
import type { Handlers } from '../../http/registerApi';
import { socketOrigin } from '../../services/socketOrigin';
import { searchAnchors, pickName } from '../match';
import { resolveRoom, roleOf } from '../room';
import { languageOf, readSetting } from '../../services/siteSettings';
import { isFollowing, myFans, myFollows, setFollow } from './followService';
import { liveSign } from './liveSign';
import {
  anchorWithRoom,
  approvedAnchor,
  byLiveThenFans,
  byNewest,
  DEFAULT_ANCHOR_TYPE,
  inColumn,
  isLive,
  presentCards,
  selectAnchors,
  streamOf,
} from './roomCards';
import { taskDone } from './tasks';

const lang = (req: FastifyRequest) => languageOf(req.headers[LANGUAGE_HEADER]);

async function optionalUser(ctx: AppContext, req: FastifyRequest): Promise<UserRow | undefined> {
  const token = bearer(req);
  return token ? (await findSession(ctx, token))?.user : undefined;
}

async function requireAnchor(ctx: AppContext, uid: string) {
  const found = await anchorWithRoom(ctx.database.db, Number(uid));
  if (!found) throw new ApiError(ErrorCode.NotFound);
  return found;
}

/** Room adverts (`settings.chatRoomAdverts`, keyed by language). */
type Adverts = Partial<Record<Language, { id: number; text: string; link: string }[]>>;

/**
 * Anchors, rooms, follows, tasks (§7 Anchor). Lists are public and put live rooms first; a token,
 * when sent, fills in the caller's follow state and role.
 */
export function anchorHandlers(ctx: AppContext): Handlers {
  const db = ctx.database.db;
  const listOf = async (anchorType: number, page: number, pageSize: number, order: typeof byNewest) => {
    const where = inColumn(anchorType);
    const [rows, [total]] = await Promise.all([
      selectAnchors(db)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset(pageOffset(page, pageSize)),
      db.select({ n: count() }).from(users).leftJoin(rooms, eq(rooms.anchorId, users.id)).where(where),
    ]);
    return { list: await presentCards(ctx, rows), total: Number(total?.n ?? 0), page, pageSize };
  };
  return {
    liveSign: ({ body, session }) => liveSign(ctx, session.user, body),
    async anchorColumnNum({ req }) {
      const language = lang(req);
      const [columns, counts] = await Promise.all([
        db.select().from(anchorColumns).orderBy(asc(anchorColumns.sort)),
        db
          .select({
            type: sql<number>`coalesce(${rooms.anchorType}, ${DEFAULT_ANCHOR_TYPE})::int`,
            n: count(),
          })
          .from(users)
          .innerJoin(rooms, eq(rooms.anchorId, users.id))
          .where(and(approvedAnchor, isLive))
          .groupBy(sql`1`),
      ]);
      const live = new Map(counts.map((c) => [Number(c.type), Number(c.n)]));
      const all = [...live.values()].reduce((a, b) => a + b, 0);
      return columns.map((c) => ({
        anchorType: c.anchorType,
        text: pickName(c.names, language),
        name: c.names.zh ?? '',
        nameTw: c.names.tw ?? '',
        nameIdn: c.names.ind ?? '',
        nameVn: c.names.vie ?? '',
        nameTh: c.names.tha ?? '',
        namePor: c.names.por ?? '',
        nameHin: c.names.hin ?? '',
        nameEn: c.names.en ?? '',
        num: c.anchorType === 0 ? all : (live.get(c.anchorType) ?? 0),
      }));
    },
    async recommendAnchor() {
      const rows = await selectAnchors(db)
        .where(approvedAnchor)
        .orderBy(...byLiveThenFans)
        .limit(RECOMMENDED_ANCHORS);
      return presentCards(ctx, rows);
    },
    anchorContentList: ({ body }) => listOf(body.anchorType, body.page, body.pageSize, byLiveThenFans),
    anchorContentListNew: ({ body }) => listOf(body.anchorType, body.page, body.pageSize, byNewest),
    async anchorDetails({ body, req }) {
      const found = await requireAnchor(ctx, body.id);
      const user = await optionalUser(ctx, req);
      const room = await resolveRoom(ctx, anchorRoomId(found.user.id));
      const [[card], followed, role] = await Promise.all([
        presentCards(ctx, [found]),
        user ? isFollowing(ctx, user, found.user.id) : Promise.resolve(false),
        roleOf(db, room, user),
      ]);
      return {
        ...card!,
        intro: found.room?.intro ?? '',
        notice: found.room?.notice ?? '',
        streamUrl: streamOf(found.room),
        followed,
        role,
      };
    },
    async anchorInformation({ body, req }) {
      const { user: a, room } = await requireAnchor(ctx, body.id);
      const user = await optionalUser(ctx, req);
      return {
        uid: String(a.id),
        appNumber: a.appNumber,
        nickname: a.nickname,
        avatar: a.avatar,
        gender: a.gender,
        province: a.province,
        city: a.city,
        profile: a.profile,
        hobbies: a.hobbies,
        fans: room?.fans ?? 0,
        live: room?.liveSince != null,
        followed: user ? await isFollowing(ctx, user, a.id) : false,
      };
    },
    async webRecommendUser({ body, req }) {
      const user = await optionalUser(ctx, req);
      const except = body.roomID?.startsWith('room_') ? [Number(body.roomID.slice(5))] : [];
      const followed = user
        ? (await db.select({ id: follows.anchorId }).from(follows).where(eq(follows.userId, user.id))).map(
            (f) => f.id,
          )
        : [];
      const skip = [...except, ...followed, ...(user ? [user.id] : [])];
      const rows = await selectAnchors(db)
        .where(skip.length ? and(approvedAnchor, notInArray(users.id, skip)) : approvedAnchor)
        .orderBy(...byLiveThenFans)
        .limit(RECOMMENDED_USERS);
      return presentCards(ctx, rows);
    },
    async anchorSearch({ body }) {
      // The match module's anchor search (nickname, username), shown as room cards.
      const found = await searchAnchors(ctx, body.keyword, ANCHOR_SEARCH_MAX);
      const ids = found.map((a) => Number(a.uid));
      if (ids.length === 0) return [];
      const rows = await selectAnchors(db).where(and(approvedAnchor, inArray(users.id, ids)));
      const byId = new Map(rows.map((r) => [r.user.id, r]));
      return presentCards(
        ctx,
        ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
      );
    },
    anchorFollow: ({ body, session }) => setFollow(ctx, session.user, body.anchorId, body.state),
    myFollows: ({ body, session }) => myFollows(ctx, session.user, body.page, body.pageSize),
    myFans: ({ body, session }) => myFans(ctx, session.user, body.page, body.pageSize),
    async webImInfo({ body, req }) {
      const room = await resolveRoom(ctx, anchorRoomId(body.id));
      const domain = socketOrigin(ctx.config, req);
      return { wsUrl: domain + IM_PATH, roomID: room.key };
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
