import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';

import { ErrorCode } from '../../../protocol/errors';
import { IM_PATH } from '../../../protocol/im';
import type { Language } from '../../../protocol/language';
import type { MatchDetails } from '../../../protocol/matchApi';
import type { AppContext } from '../../context';
import { auditLog, matches } from '../../db/schema';
import { ApiError } from '../../http/apiError';
import type { UserRow } from '../../http/auth';
import { socketOrigin } from '../../services/socketOrigin';
import { anchorsOfMatch } from './anchorsService';
import { eventsOf, lineupsOf } from './eventStore';
import { reservationTypes } from './listService';
import { momentsOf } from './momentStore';
import { presentCard, selectCards } from './present';

/** The chat room of a match (the rooms issue serves it on the realtime socket). */
export const matchRoomId = (matchId: number) => `match_${matchId}`;

/**
 * The match page and the live page: card, period table, league names in every language, stream,
 * anchors, what happened (events) and the line-ups.
 */
export async function matchDetail(
  ctx: AppContext,
  matchId: number,
  lang: Language,
  user: UserRow | undefined,
  sportId?: number,
): Promise<MatchDetails> {
  const [row] = await selectCards(ctx.database.db).where(eq(matches.id, matchId)).limit(1);
  if (!row || (sportId !== undefined && row.match.sportId !== sportId))
    throw new ApiError(ErrorCode.NotFound);
  const reserved = (await reservationTypes(ctx, user, [matchId])).has(matchId);
  const card = presentCard(row, lang, ctx.now(), reserved);
  const { db } = ctx.database;
  const [events, lineups, moments] = await Promise.all([
    eventsOf(db, matchId),
    lineupsOf(db, [matchId]),
    momentsOf(db, matchId, card.kickoffAt),
  ]);
  return {
    ...card,
    leagueNames: row.leagueNames,
    streamUrl: row.match.streamUrl,
    anchors: await anchorsOfMatch(ctx, matchId, card.status === 'live'),
    roomID: matchRoomId(matchId),
    events,
    lineups: lineups.get(matchId) ?? null,
    moments,
  };
}

async function requireMatch(ctx: AppContext, matchId: number): Promise<{ id: number; status: string }> {
  const [row] = await ctx.database.db
    .select({ id: matches.id, status: matches.status })
    .from(matches)
    .where(eq(matches.id, matchId))
    .limit(1);
  if (!row) throw new ApiError(ErrorCode.NotFound);
  return row;
}

/** race_im_info: the socket the chat room of the match lives on (the messaging socket), and its room id. */
export async function raceImInfo(ctx: AppContext, matchId: number, req: FastifyRequest) {
  await requireMatch(ctx, matchId);
  const domain = socketOrigin(ctx.config, req);
  return { wsUrl: domain + IM_PATH, roomID: matchRoomId(matchId) };
}

export async function anchorsStreaming(ctx: AppContext, matchId: number) {
  const match = await requireMatch(ctx, matchId);
  return anchorsOfMatch(ctx, matchId, match.status === 'live');
}

/** Admin: sets (http(s) only, checked by the schema) or clears the stream of a match. */
export async function setStream(ctx: AppContext, matchId: number, streamUrl: string | null, actor = 'cli') {
  const at = new Date(ctx.now());
  const row = await ctx.database.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(matches)
      .set({ streamUrl, version: sql`${matches.version} + 1`, updatedAt: at })
      .where(eq(matches.id, matchId))
      .returning({ id: matches.id, streamUrl: matches.streamUrl });
    if (!changed) throw new ApiError(ErrorCode.NotFound);
    // The console's audit (issue 20): who set which stream, in the same transaction.
    await tx.insert(auditLog).values({
      actor,
      action: streamUrl ? 'matchStreamSet' : 'matchStreamClear',
      target: `match:${matchId}`,
      reason: streamUrl,
      at,
    });
    return changed;
  });
  ctx.runtimes.match.cache.invalidate();
  return { matchId: row.id, streamUrl: row.streamUrl };
}
