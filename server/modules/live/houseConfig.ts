import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import type { HouseConfig, HouseConfigUpdate } from '../../../protocol/live';
import { LIVE_APP, LIVE_ROOM_LIMITS } from '../../../protocol/live';
import { ErrorCode } from '../../../protocol/errors';
import type { AppContext } from '../../context';
import { rooms } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { DEFAULT_ANCHOR_TYPE } from '../anchor';
import { isOwnUpload } from '../upload';
import { activeLiveCode } from './codes';
import { openSessionOf } from './sessions';

/** /user/configuration: only an approved anchor has a live room to configure. */
export function requireAnchor(user: UserRow): void {
  if (user.role !== 'anchor' || user.anchorStatus !== 'approved' || user.disabled)
    throw new ApiError(ErrorCode.NoPermission);
}

function hostOf(ctx: AppContext, req: FastifyRequest): string {
  if (ctx.config.publicUrl) return new URL(ctx.config.publicUrl).hostname;
  return (req.headers.host ?? 'localhost').replace(/:\d+$/, '');
}

/** The encoder's server URL: LIVE_PUSH_URL, else rtmp://<this site's host>:<RTMP port>/live. */
function pushUrlOf(ctx: AppContext, req: FastifyRequest): string | null {
  const status = ctx.runtimes.live.status();
  if (!status.available) return null;
  if (ctx.config.live.pushUrl) return ctx.config.live.pushUrl;
  const port = ctx.runtimes.live.rtmpPort() ?? ctx.config.live.rtmpPort;
  return `rtmp://${hostOf(ctx, req)}:${port}/${LIVE_APP}`;
}

export async function houseConfig(
  ctx: AppContext,
  anchor: UserRow,
  req: FastifyRequest,
): Promise<HouseConfig> {
  requireAnchor(anchor);
  const db = ctx.database.db;
  const [[room], code, open] = await Promise.all([
    db.select().from(rooms).where(eq(rooms.anchorId, anchor.id)),
    activeLiveCode(ctx, anchor.id),
    openSessionOf(ctx, anchor.id),
  ]);
  const streaming = open !== undefined && room?.streamUrl === open.playUrl;
  return {
    // Until the anchor names the room, it is called after them (a name is required to save).
    roomName: room?.roomName || [...anchor.nickname].slice(0, LIVE_ROOM_LIMITS.roomName).join(''),
    title: room?.title ?? '',
    cover: room?.cover ?? null,
    intro: room?.intro ?? '',
    notice: room?.notice ?? '',
    anchorType: room?.anchorType ?? DEFAULT_ANCHOR_TYPE,
    roomUrl: `/#/anchor/room/${anchor.id}`,
    playUrl: room?.liveSince ? (room.streamUrl ?? null) : null,
    pushUrl: pushUrlOf(ctx, req),
    liveCode: code.code,
    liveCodeCreatedAt: code.createdAt.getTime(),
    live: room?.liveSince != null,
    liveSince: room?.liveSince?.getTime() ?? null,
    streaming,
    ingest: ctx.runtimes.live.status(),
  };
}

/** A cover must be a picture of our storage, uploaded as a cover. */
function checkCover(ctx: AppContext, cover: string | null): void {
  if (cover === null) return;
  const base = ctx.storage.bases.find((b) => cover.startsWith(b));
  if (!base || !isOwnUpload(ctx, cover) || !cover.slice(base.length).startsWith('cover/'))
    throw new ApiError(ErrorCode.InvalidInput, { issues: [{ path: 'cover', rule: 'upload' }] });
}

export async function updateHouseConfig(
  ctx: AppContext,
  anchor: UserRow,
  input: HouseConfigUpdate,
  req: FastifyRequest,
): Promise<HouseConfig> {
  requireAnchor(anchor);
  checkCover(ctx, input.cover);
  const set = {
    roomName: input.roomName,
    title: input.title,
    cover: input.cover,
    intro: input.intro,
    notice: input.notice,
    anchorType: input.anchorType,
  };
  await ctx.database.db
    .insert(rooms)
    .values({ anchorId: anchor.id, ...set })
    .onConflictDoUpdate({ target: rooms.anchorId, set });
  return houseConfig(ctx, anchor, req);
}
